import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import { BookingMessages } from '@jc/shared';
import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { enqueueJob } from '../jobs/jobs.service';
import {
  IN_PROGRESS,
  deleteKeysBefore,
  deleteReservation,
  findKey,
  insertReservation,
  storeAnswer,
  takeOverReservation,
} from './idempotency.repository';

/** Keys and their answers are kept this long, then purged by the `idempotency-purge` job. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * A reservation older than this with no answer belongs to a process that died mid-request: a repeat
 * may run the request again. No request of ours takes a minute; the order's own guards (one live
 * ticket per traveller and flight, the unpaid-order limit) still stand if one did commit.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** How long a repeat waits for the first request to finish before answering 409 请求正在处理中. */
const WAIT_POLLS = 40;
const POLL_MS = 50;
const HOUR_MS = 3_600_000;

export const PURGE_JOB = 'idempotency-purge';

/** An Idempotency-Key: 1–64 visible ASCII characters (a UUID, a ULID, a client's own counter). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,64}$/;

/** The request's fingerprint: the caller and its body, key order and whitespace aside. */
export const requestHash = (userId: number, body: unknown) =>
  createHash('sha256')
    .update(stringify({ userId, body: body ?? null }) ?? '')
    .digest('hex');

export type Reservation = { kind: 'run'; id: number } | { kind: 'replay'; statusCode: number; body: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims a key for the request that came with it, or finds its first answer:
 * - first use: the key row is inserted at once, in its own statement (committed before the request
 *   runs), so a concurrent repeat finds it and does not run the request a second time;
 * - a repeat with the same body: the stored answer, or — while the first request is still running —
 *   a short wait for it (2 s at most), then 409 请求正在处理中;
 * - a repeat with another body: 409 (the key names one request).
 */
export async function reserveKey(
  db: Db,
  input: { userId: number; scope: string; key: string; hash: string },
): Promise<Reservation> {
  for (let poll = 0; ; poll++) {
    const at = now();
    const id = await insertReservation(db, { ...input, requestHash: input.hash, at });
    if (id !== null) return { kind: 'run', id };
    const row = await findKey(db, input.userId, input.scope, input.key);
    if (!row) continue; // purged or given up between the two statements: try to take it again
    if (row.requestHash !== input.hash) throw AppError.conflict(BookingMessages.idempotencyConflict);
    if (row.statusCode !== IN_PROGRESS)
      return { kind: 'replay', statusCode: row.statusCode, body: row.response };
    if (
      row.createdAt.getTime() <= at.getTime() - ABANDONED_AFTER_MS &&
      (await takeOverReservation(db, row.id, row.createdAt, at))
    ) {
      return { kind: 'run', id: row.id };
    }
    if (poll >= WAIT_POLLS) throw AppError.conflict(BookingMessages.idempotencyInProgress);
    await sleep(POLL_MS);
  }
}

/** Keeps the first answer of a key (every answer below 500), and schedules the purge of old keys. */
export async function completeKey(db: Db, id: number, statusCode: number, body: unknown): Promise<void> {
  await storeAnswer(db, id, statusCode, body);
  // One purge an hour at most: the job named by the hour it runs in deletes every key older than 24 h.
  const runAt = new Date(Math.ceil((now().getTime() + IDEMPOTENCY_TTL_MS) / HOUR_MS) * HOUR_MS);
  await enqueueJob(db, {
    kind: PURGE_JOB,
    payload: null,
    runAt,
    dedupeKey: `${PURGE_JOB}:${runAt.toISOString().slice(0, 13)}`,
  });
}

/** Frees a key whose request failed on our side (5xx), so that a retry runs it again. */
export const releaseKey = (db: Db, id: number) => deleteReservation(db, id);

/** Deletes keys older than 24 h; returns how many. */
export const purgeOldKeys = (db: Db) => deleteKeysBefore(db, new Date(now().getTime() - IDEMPOTENCY_TTL_MS));
