import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** status_code of a reserved key whose first request is still running (no answer stored yet). */
export const IN_PROGRESS = 0;

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Reserves a key for its first request; null when the account already used it on this scope. */
export async function insertReservation(
  db: Db,
  values: { userId: number; scope: string; key: string; requestHash: string; at: Date },
): Promise<number | null> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      userId: values.userId,
      scope: values.scope,
      key: values.key,
      requestHash: values.requestHash,
      statusCode: IN_PROGRESS,
      response: {},
      createdAt: values.at,
    })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return rows[0]?.id ?? null;
}

export async function findKey(
  db: Db,
  userId: number,
  scope: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)),
    );
  return row;
}

/**
 * Takes over a reservation whose request has been running since `reservedAt` (its process died):
 * true for the one caller whose guarded UPDATE matched.
 */
export async function takeOverReservation(db: Db, id: number, reservedAt: Date, at: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: at })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        eq(idempotencyKeys.statusCode, IN_PROGRESS),
        eq(idempotencyKeys.createdAt, reservedAt),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length === 1;
}

/** Stores the first answer of a reserved key. */
export async function storeAnswer(db: Db, id: number, statusCode: number, response: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.statusCode, IN_PROGRESS)));
}

/** Gives a reservation up (the request failed without an answer worth keeping). */
export async function deleteReservation(db: Db, id: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.statusCode, IN_PROGRESS)));
}

/** Deletes every key created before `before`; returns how many went. */
export async function deleteKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: sql<number>`1` });
  return rows.length;
}
