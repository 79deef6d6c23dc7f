import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Durable background work (payment deadlines, gateway notifications, mail): rows claimed with
 * FOR UPDATE SKIP LOCKED, so each runs once across server processes and survives a restart
 * (docs/jobs.md). A claimed job is leased until lockedUntil; a process that dies leaves it to be
 * claimed again when the lease runs out, so handlers must be safe to run twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload'),
    runAt: timestamptz('run_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(10),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    /** One live job per key (e.g. order-timeout:42): enqueueing it again changes nothing. */
    dedupeKey: text('dedupe_key').unique(),
    doneAt: timestamptz('done_at'),
    failedAt: timestamptz('failed_at'),
    createdAt: timestamptz('created_at').notNull(),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
