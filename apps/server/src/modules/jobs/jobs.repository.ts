import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date;
  dedupeKey?: string;
  maxAttempts?: number;
  priority?: number;
}

/** Adds a job; a job with the same dedupe key already there is kept as it is. True when added. */
export async function insertJob(db: Db, job: NewJob, at: Date): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? null,
      runAt: job.runAt,
      dedupeKey: job.dedupeKey ?? null,
      maxAttempts: job.maxAttempts ?? 10,
      priority: job.priority ?? 0,
      createdAt: at,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

interface ClaimedRow {
  id: string | number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Leases up to `limit` due jobs of the given kinds until `leaseUntil`. SKIP LOCKED lets several
 * processes claim at once without waiting on, or taking, each other's rows.
 */
export async function claimDueJobs(
  db: Db,
  kinds: readonly string[],
  at: Date,
  leaseUntil: Date,
  limit: number,
) {
  if (kinds.length === 0) return [];
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`UPDATE jobs SET locked_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM jobs
          WHERE done_at IS NULL AND failed_at IS NULL
            AND run_at <= ${at.toISOString()}::timestamptz
            AND (locked_until IS NULL OR locked_until <= ${at.toISOString()}::timestamptz)
            AND kind IN (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
          ORDER BY priority DESC, run_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts, max_attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
}
export type ClaimedJob = Awaited<ReturnType<typeof claimDueJobs>>[number];

export async function markJobDone(db: Db, id: number, at: Date) {
  await db.update(jobs).set({ doneAt: at, lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

export async function rescheduleJob(db: Db, id: number, runAt: Date, error: string) {
  await db
    .update(jobs)
    .set({ runAt, lockedUntil: null, lastError: error.slice(0, 2000) })
    .where(eq(jobs.id, id));
}

export async function markJobFailed(db: Db, id: number, at: Date, error: string) {
  await db
    .update(jobs)
    .set({ failedAt: at, lockedUntil: null, lastError: error.slice(0, 2000) })
    .where(eq(jobs.id, id));
}

/** A job by its dedupe key (tests and operators look one up). */
export async function findJobByKey(db: Db, dedupeKey: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, dedupeKey)));
  return row;
}
