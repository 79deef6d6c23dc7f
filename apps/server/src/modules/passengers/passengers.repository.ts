import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { CertType } from '@jc/shared';
import type { Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import { savedPassengers, users } from '../../db/schema';

export type PassengerRow = typeof savedPassengers.$inferSelect;
export type PassengerValues = Pick<
  typeof savedPassengers.$inferInsert,
  'name' | 'certType' | 'certNo' | 'birthday' | 'phone'
>;

const ownedBy = (userId: number, id: number) =>
  and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId));

export async function listPassengers(db: Db, userId: number, paging: Paging) {
  return pageWithTotal(
    db
      .select()
      .from(savedPassengers)
      .where(eq(savedPassengers.userId, userId))
      .orderBy(desc(savedPassengers.createdAt), desc(savedPassengers.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(savedPassengers).where(eq(savedPassengers.userId, userId)),
  );
}

export async function findPassenger(db: Db, userId: number, id: number): Promise<PassengerRow | undefined> {
  const [row] = await db.select().from(savedPassengers).where(ownedBy(userId, id)).limit(1);
  return row;
}

/** Whether the account already saved this certificate, leaving out one passenger (the one being edited). */
export async function certificateTaken(
  db: Db,
  userId: number,
  cert: { certType: CertType; certNo: string },
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: savedPassengers.id })
    .from(savedPassengers)
    .where(
      and(
        eq(savedPassengers.userId, userId),
        eq(savedPassengers.certType, cert.certType),
        eq(savedPassengers.certNo, cert.certNo),
        exceptId === undefined ? undefined : ne(savedPassengers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Locks the account's row until the transaction ends, so its saved-passenger count cannot race. */
export async function lockAccount(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countPassengers(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedPassengers)
    .where(eq(savedPassengers.userId, userId));
  return row?.n ?? 0;
}

export async function insertPassenger(
  db: Db,
  userId: number,
  values: PassengerValues,
): Promise<PassengerRow> {
  const [row] = await db
    .insert(savedPassengers)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updatePassenger(
  db: Db,
  userId: number,
  id: number,
  values: PassengerValues,
): Promise<PassengerRow | undefined> {
  const [row] = await db.update(savedPassengers).set(values).where(ownedBy(userId, id)).returning();
  return row;
}

export async function deletePassenger(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedPassengers)
    .where(ownedBy(userId, id))
    .returning({ id: savedPassengers.id });
  return rows.length > 0;
}

/** Which of `ids` are the account's own saved passengers. */
export async function ownedIds(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: savedPassengers.id })
    .from(savedPassengers)
    .where(and(eq(savedPassengers.userId, userId), inArray(savedPassengers.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Saved certificates of the account, as `certType|certNo`. */
export async function savedCertificates(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ certType: savedPassengers.certType, certNo: savedPassengers.certNo })
    .from(savedPassengers)
    .where(eq(savedPassengers.userId, userId));
  return new Set(rows.map((r) => `${r.certType}|${r.certNo}`));
}

/** Inserts passengers, skipping any the account saved meanwhile (the unique certificate). */
export async function insertPassengersIfNew(
  db: Db,
  userId: number,
  values: PassengerValues[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(savedPassengers)
    .values(values.map((v) => ({ ...v, userId })))
    .onConflictDoNothing({
      target: [savedPassengers.userId, savedPassengers.certType, savedPassengers.certNo],
    })
    .returning({ id: savedPassengers.id });
  return rows.length;
}
