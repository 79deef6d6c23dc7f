import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { sandboxWechatGrants, sandboxWechatUsers } from '#src/db/schema';

export type SandboxWechatUser = typeof sandboxWechatUsers.$inferSelect;
export type SandboxWechatGrant = typeof sandboxWechatGrants.$inferSelect;

export const listSandboxUsers = (db: Db) =>
  db
    .select()
    .from(sandboxWechatUsers)
    .orderBy(asc(sandboxWechatUsers.createdAt), asc(sandboxWechatUsers.openId));

export async function findSandboxUser(db: Db, openId: string) {
  const [row] = await db
    .select()
    .from(sandboxWechatUsers)
    .where(eq(sandboxWechatUsers.openId, openId))
    .limit(1);
  return row;
}

export async function insertSandboxUser(db: Db, values: typeof sandboxWechatUsers.$inferInsert) {
  const [row] = await db.insert(sandboxWechatUsers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertGrant(db: Db, values: typeof sandboxWechatGrants.$inferInsert) {
  const [row] = await db.insert(sandboxWechatGrants).values(values).returning();
  return row!;
}

export async function findGrant(db: Db, kind: SandboxWechatGrant['kind'], value: string) {
  const [row] = await db
    .select()
    .from(sandboxWechatGrants)
    .where(and(eq(sandboxWechatGrants.kind, kind), eq(sandboxWechatGrants.value, value)))
    .limit(1);
  return row;
}

/** Marks an unused, unexpired code used; the one row that wins, or nothing (so a code works once). */
export async function claimCode(db: Db, value: string, at: Date) {
  const [row] = await db
    .update(sandboxWechatGrants)
    .set({ usedAt: at })
    .where(
      and(
        eq(sandboxWechatGrants.kind, 'code'),
        eq(sandboxWechatGrants.value, value),
        isNull(sandboxWechatGrants.usedAt),
        gt(sandboxWechatGrants.expiresAt, at),
      ),
    )
    .returning();
  return row;
}
