import type { Db } from '../../db/client';
import type { UserRole } from '@jc/shared';
import { now } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import {
  findActiveSessionUser,
  insertSession,
  revokeAllSessions,
  revokeSession,
} from './sessions.repository';

/** A session lasts 12 hours, or 30 days when the passenger ticks 记住我. */
export const SESSION_HOURS = { normal: 12, remembered: 30 * 24 } as const;

export interface AuthUser {
  id: number;
  sessionId: number;
  role: UserRole;
  isMember: boolean;
}

/** Opens a session and returns its token; the token itself is never stored. */
export async function openSession(
  db: Db,
  userId: number,
  options: { remember?: boolean; userAgent?: string | null; ip?: string | null } = {},
) {
  const token = newToken();
  const hours = options.remember ? SESSION_HOURS.remembered : SESSION_HOURS.normal;
  const expiresAt = new Date(now().getTime() + hours * 3600_000);
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    ip: options.ip ?? null,
  });
  return { token, expiresAt };
}

/** The account a bearer token stands for, or null when it is unknown, revoked or expired. */
export async function authenticateToken(db: Db, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const row = await findActiveSessionUser(db, hashToken(token), now());
  if (!row) return null;
  return {
    id: row.user.id,
    sessionId: row.sessionId,
    role: row.user.role,
    isMember: row.user.memberNo !== null,
  };
}

export const closeSession = (db: Db, sessionId: number) => revokeSession(db, sessionId, now());
export const closeAllSessions = (db: Db, userId: number) => revokeAllSessions(db, userId, now());
