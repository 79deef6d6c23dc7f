import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import { coupons, userCoupons, users, type CouponKind } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type NewUserCoupon = typeof userCoupons.$inferInsert;

/** What the site shows of one granted coupon: the grant joined with its template. */
const couponView = {
  id: userCoupons.id,
  couponName: coupons.name,
  couponType: coupons.couponType,
  couponAmount: coupons.amount,
  limitAmount: coupons.limitAmount,
  instruction: coupons.instruction,
  status: userCoupons.status,
  expiresAt: userCoupons.expiresAt,
};

/** Grants joined with their template, read as the columns of `fields`. */
const grantsWithTerms = <F extends SelectedFields>(db: Db, fields: F) =>
  db.select(fields).from(userCoupons).innerJoin(coupons, eq(coupons.id, userCoupons.couponId));

// ---- templates -------------------------------------------------------------------------------

export async function couponNames(db: Db): Promise<Set<string>> {
  const rows = await db.select({ name: coupons.name }).from(coupons);
  return new Set(rows.map((r) => r.name));
}

export const insertCoupons = (db: Db, rows: NewCoupon[]) =>
  rows.length ? db.insert(coupons).values(rows).returning({ id: coupons.id }) : Promise.resolve([]);

/** Templates of a kind whose active window contains the given China date. */
export const listActiveCoupons = (db: Db, kind: CouponKind, today: string) =>
  db
    .select()
    .from(coupons)
    .where(and(eq(coupons.kind, kind), lte(coupons.activeFrom, today), gte(coupons.activeTo, today)))
    .orderBy(asc(coupons.id));

// ---- grants ----------------------------------------------------------------------------------

export async function findGrantee(db: Db, userId: number) {
  const [row] = await db
    .select({ memberNo: users.memberNo, birthday: users.birthday })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Inserts grants; one that exists already for the same account, coupon and reason is skipped. */
export async function insertGrants(db: Db, rows: NewUserCoupon[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db
    .insert(userCoupons)
    .values(rows)
    .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.couponId, userCoupons.reason] })
    .returning({ id: userCoupons.id });
  return inserted.length;
}

/** Waiting coupons still claimable at `at`: before their deadline and with stock left. */
export const listWaitingCoupons = (db: Db, userId: number, at: Date) =>
  grantsWithTerms(db, couponView)
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 'waiting'),
        gt(userCoupons.expiresAt, at),
        or(isNull(coupons.stock), gt(coupons.stock, 0)),
      ),
    )
    .orderBy(asc(userCoupons.expiresAt), asc(userCoupons.id));
export type UserCouponView = Awaited<ReturnType<typeof listWaitingCoupons>>[number];

// ---- claiming --------------------------------------------------------------------------------

/**
 * The account's own waiting, unexpired coupons among `ids`, locked until the transaction ends so a
 * second claim of the same coupon waits and then finds it no longer waiting.
 */
export const lockClaimableCoupons = (db: Db, userId: number, ids: number[], at: Date) =>
  grantsWithTerms(db, { id: userCoupons.id, couponId: userCoupons.couponId, validDays: coupons.validDays })
    .where(
      and(
        inArray(userCoupons.id, ids),
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 'waiting'),
        gt(userCoupons.expiresAt, at),
      ),
    )
    .orderBy(asc(userCoupons.couponId), asc(userCoupons.id))
    .for('update', { of: userCoupons });

/** Takes one from a coupon's stock in a single statement; false when none is left (null stock never runs out). */
export async function takeFromStock(db: Db, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ stock: sql`${coupons.stock} - 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.stock), gt(coupons.stock, 0))))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function markClaimed(db: Db, id: number, claimedAt: Date, expiresAt: Date): Promise<void> {
  await db
    .update(userCoupons)
    .set({ status: 'unused', claimedAt, expiresAt })
    .where(and(eq(userCoupons.id, id), eq(userCoupons.status, 'waiting')));
}

// ---- my coupons ------------------------------------------------------------------------------

export type MyCouponState = 'unused' | 'used' | 'expired';

/** Unused coupons past their expiry count as expired without anyone having to mark them. */
const inState = (state: MyCouponState, at: Date): SQL | undefined => {
  switch (state) {
    case 'unused':
      return and(eq(userCoupons.status, 'unused'), gt(userCoupons.expiresAt, at));
    case 'used':
      return eq(userCoupons.status, 'used');
    case 'expired':
      return or(
        eq(userCoupons.status, 'expired'),
        and(eq(userCoupons.status, 'unused'), lte(userCoupons.expiresAt, at)),
      );
  }
};

const stateOrder = (state: MyCouponState) => {
  switch (state) {
    case 'unused':
      return [asc(userCoupons.expiresAt), asc(userCoupons.id)];
    case 'used':
      return [desc(userCoupons.usedAt), desc(userCoupons.id)];
    case 'expired':
      return [desc(userCoupons.expiresAt), desc(userCoupons.id)];
  }
};

export async function listMyCoupons(db: Db, userId: number, state: MyCouponState, at: Date, paging: Paging) {
  const where = and(eq(userCoupons.userId, userId), inState(state, at));
  return pageWithTotal(
    grantsWithTerms(db, couponView)
      .where(where)
      .orderBy(...stateOrder(state))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(userCoupons).where(where),
  );
}

// ---- orders ----------------------------------------------------------------------------------

/** What an order weighs of a coupon: the grant with its template's terms. */
const orderCouponView = {
  ...couponView,
  couponId: userCoupons.couponId,
  orderId: userCoupons.orderId,
};
export type OrderCouponRow = Awaited<ReturnType<typeof listUnusedCoupons>>[number];

/** The account's unused coupons still valid at `at`, soonest to expire first. */
export const listUnusedCoupons = (db: Db, userId: number, at: Date) =>
  grantsWithTerms(db, orderCouponView)
    .where(
      and(eq(userCoupons.userId, userId), eq(userCoupons.status, 'unused'), gt(userCoupons.expiresAt, at)),
    )
    .orderBy(asc(userCoupons.expiresAt), asc(userCoupons.id));

/** One of the account's coupons locked until the transaction ends (an order is about to use it). */
export async function lockUserCoupon(
  db: Db,
  userId: number,
  id: number,
): Promise<OrderCouponRow | undefined> {
  const [row] = await grantsWithTerms(db, orderCouponView)
    .where(and(eq(userCoupons.id, id), eq(userCoupons.userId, userId)))
    .for('update', { of: userCoupons });
  return row;
}

export async function findUserCoupon(db: Db, id: number): Promise<OrderCouponRow | undefined> {
  const [row] = await grantsWithTerms(db, orderCouponView).where(eq(userCoupons.id, id));
  return row;
}

/** Marks an unused coupon used by an order; false when it was not unused any more. */
export async function markUsed(db: Db, id: number, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userCoupons)
    .set({ status: 'used', usedAt: at, orderId })
    .where(and(eq(userCoupons.id, id), eq(userCoupons.status, 'unused')))
    .returning({ id: userCoupons.id });
  return rows.length === 1;
}

/** Gives a coupon used by an order back: unused again, or expired when its time has passed at `at`. */
export async function markReturned(db: Db, id: number, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userCoupons)
    .set({
      status: sql`CASE WHEN ${userCoupons.expiresAt} <= ${at.toISOString()}::timestamptz THEN 'expired' ELSE 'unused' END`,
      usedAt: null,
      orderId: null,
    })
    .where(and(eq(userCoupons.id, id), eq(userCoupons.orderId, orderId), eq(userCoupons.status, 'used')))
    .returning({ id: userCoupons.id });
  return rows.length === 1;
}
