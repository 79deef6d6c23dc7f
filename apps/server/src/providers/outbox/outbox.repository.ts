import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(
  db: Db,
  values: {
    channel: 'sms' | 'email';
    recipient: string;
    subject?: string | null;
    body: string;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(outbox).values(values).returning();
  return row!;
}

/** The newest messages first, optionally for one recipient or channel. */
export function listOutboxMessages(
  db: Db,
  filter: { recipient?: string | undefined; channel?: 'sms' | 'email' | undefined; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.recipient) conditions.push(eq(outbox.recipient, filter.recipient));
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  return db
    .select()
    .from(outbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(filter.limit);
}
