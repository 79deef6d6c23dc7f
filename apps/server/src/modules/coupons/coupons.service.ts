import { ResultCode, type Coupon } from '@jc/shared';
import type { Db } from '../../db/client';
import { pagingOf } from '../../db/paging';
import { isStorableId } from '../../lib/postgres';
import type { CouponKind } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { chinaToday, endOfChinaMonth, now } from '../../lib/clock';
import { chinaTimestamp } from '../../lib/china-time';
import {
  couponNames,
  findGrantee,
  findUserCoupon,
  listUnusedCoupons,
  lockUserCoupon,
  markReturned,
  markUsed,
  type OrderCouponRow,
  insertCoupons,
  insertGrants,
  listActiveCoupons,
  listMyCoupons,
  listWaitingCoupons,
  lockClaimableCoupons,
  markClaimed,
  takeFromStock,
  type MyCouponState,
  type NewCoupon,
  type UserCouponView,
} from './coupons.repository';

export const CouponMessages = {
  claimed: '领取成功',
  unavailable: '优惠券已领取或已领完',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const toCoupon = (row: UserCouponView, status: Coupon['status'] = row.status): Coupon => ({
  id: row.id,
  couponName: row.couponName,
  couponType: row.couponType,
  couponAmount: row.couponAmount,
  limitAmount: row.limitAmount,
  gainExpireTime: chinaTimestamp(row.expiresAt),
  instruction: row.instruction,
  status,
});

/** 23:59:59 China time on the last day of the month `today` (YYYY-MM-DD) falls in. */

/** Adds the coupon templates whose names are not there yet; returns how many were added. */
export async function createMissingCoupons(db: Db, templates: NewCoupon[]): Promise<number> {
  const existing = await couponNames(db);
  const added = await insertCoupons(
    db,
    templates.filter((t) => !existing.has(t.name)),
  );
  return added.length;
}

/** Offers (waiting) every active coupon of a kind to an account, once per reason; returns how many were new. */
export async function offerCoupons(
  db: Db,
  userId: number,
  kind: CouponKind,
  reason: string,
  claimBy: Date,
): Promise<number> {
  const templates = await listActiveCoupons(db, kind, chinaToday());
  return insertGrants(
    db,
    templates.map((t) => ({
      userId,
      couponId: t.id,
      status: 'waiting' as const,
      reason,
      expiresAt: claimBy,
    })),
  );
}

/**
 * A member in their birthday month (China time) is offered the birthday coupons, claimable until
 * the month ends, once a year: the reason birthday-YYYY is unique per account and coupon, so
 * concurrent calls cannot grant twice. Non-members and other months get nothing.
 */
export async function grantBirthdayCoupons(db: Db, userId: number): Promise<number> {
  const grantee = await findGrantee(db, userId);
  if (!grantee?.memberNo || !grantee.birthday) return 0;
  const today = chinaToday();
  if (grantee.birthday.slice(5, 7) !== today.slice(5, 7)) return 0;
  return offerCoupons(db, userId, 'birthday', `birthday-${today.slice(0, 4)}`, endOfChinaMonth(today));
}

/** The welcome coupons a new member is offered once (for registration to call), claimable for 30 days. */
export const grantWelcomeCoupons = (db: Db, userId: number) =>
  offerCoupons(db, userId, 'member', 'welcome', new Date(now().getTime() + 30 * DAY_MS));

/** Grants what is due, then lists the account's coupons waiting to be claimed (deadline first). */
export async function waitingCoupons(db: Db, userId: number): Promise<Coupon[]> {
  await grantBirthdayCoupons(db, userId);
  const rows = await listWaitingCoupons(db, userId, now());
  return rows.map((row) => toCoupon(row));
}

/**
 * Claims the account's own waiting coupons among `ids` in one transaction: each takes one from its
 * coupon's stock (never below zero) and becomes unused, valid for the coupon's validDays from now.
 * Ids that are someone else's, already claimed, past their deadline or out of stock are skipped;
 * when nothing could be claimed the answer is code 101 优惠券已领取或已领完.
 */
export async function claimCoupons(db: Db, userId: number, ids: number[]): Promise<{ claimed: number }> {
  const wanted = [...new Set(ids)].filter(isStorableId);
  const claimed = wanted.length
    ? await db.transaction(async (tx) => {
        const at = now();
        // Ordered by coupon so that concurrent claims take stock rows in the same order (no deadlock).
        const rows = await lockClaimableCoupons(tx, userId, wanted, at);
        let n = 0;
        for (const row of rows) {
          if (!(await takeFromStock(tx, row.couponId))) continue;
          await markClaimed(tx, row.id, at, new Date(at.getTime() + row.validDays * DAY_MS));
          n += 1;
        }
        return n;
      })
    : 0;
  if (claimed === 0) throw new AppError(ResultCode.CouponUnavailable, CouponMessages.unavailable);
  return { claimed };
}

/** One page of the account's coupons in a state; unused ones past their expiry are listed as expired. */
export async function myCoupons(
  db: Db,
  userId: number,
  query: { status: MyCouponState; pageNum: number; pageSize: number },
) {
  const { rows, total } = await listMyCoupons(db, userId, query.status, now(), pagingOf(query));
  return { rows: rows.map((row) => toCoupon(row, query.status)), total };
}

// ---- orders (docs/orders.md) ------------------------------------------------------------------

/** A coupon as an order weighs it: its grant, its template's terms, and the order using it. */
export interface OrderCoupon {
  id: number;
  couponName: string;
  /** 1 fixed amount (fen), 2 discount (percent payable). */
  couponType: number;
  amount: number;
  limitAmount: number;
  instruction: string;
  status: string;
  expiresAt: Date;
  gainExpireTime: string;
  orderId: number | null;
}

const toOrderCoupon = (row: OrderCouponRow): OrderCoupon => ({
  id: row.id,
  couponName: row.couponName,
  couponType: row.couponType,
  amount: row.couponAmount,
  limitAmount: row.limitAmount,
  instruction: row.instruction,
  status: row.status,
  expiresAt: row.expiresAt,
  gainExpireTime: chinaTimestamp(row.expiresAt),
  orderId: row.orderId,
});

/** The account's coupons an order could take: unused and still valid now, soonest to expire first. */
export async function unusedCoupons(db: Db, userId: number): Promise<OrderCoupon[]> {
  return (await listUnusedCoupons(db, userId, now())).map(toOrderCoupon);
}

/**
 * One of the account's coupons, locked until the transaction ends so that two orders cannot both
 * use it; undefined when it is not the account's.
 */
export async function lockCouponForOrder(
  tx: Db,
  userId: number,
  id: number,
): Promise<OrderCoupon | undefined> {
  const row = await lockUserCoupon(tx, userId, id);
  return row && toOrderCoupon(row);
}

/** Marks a locked, usable coupon used by an order. */
export async function useCoupon(tx: Db, id: number, orderId: number): Promise<void> {
  if (!(await markUsed(tx, id, orderId, now()))) throw new Error(`coupon ${id} was not unused`);
}

/**
 * Gives back the coupon an unpaid order used when it is cancelled: unused again, or expired when
 * its validity ended meanwhile. Safe to repeat (only a coupon still used by that order changes).
 */
export async function returnCoupon(tx: Db, id: number, orderId: number): Promise<boolean> {
  return markReturned(tx, id, orderId, now());
}

/** A coupon by its grant id (the order's own, looked up by the orders module). */
export async function couponById(db: Db, id: number): Promise<OrderCoupon | undefined> {
  const row = await findUserCoupon(db, id);
  return row && toOrderCoupon(row);
}
