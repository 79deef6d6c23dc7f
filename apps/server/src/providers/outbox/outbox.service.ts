import type { OutboxMessage } from '@jc/shared';
import type { Db } from '../../db/client';
import { listOutboxMessages, type OutboxRow } from './outbox.repository';

/** The 6-digit verification code a message carries, if any. */
export const verificationCodeIn = (text: string) => /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1] ?? null;

/** The newest sandbox messages, for one phone or address when asked. */
export const recentOutbox = (
  db: Db,
  filter: { recipient?: string | undefined; channel?: 'sms' | 'email' | undefined; limit: number },
) => listOutboxMessages(db, filter);

export const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  code: row.channel === 'sms' ? verificationCodeIn(row.body) : null,
  createdAt: row.createdAt.toISOString(),
});
