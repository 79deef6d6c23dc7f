import type { Db } from '../../src/db/client';
import { coupons, userCoupons } from '../../src/db/schema';
import { now } from '../../src/lib/clock';

let counter = 0;

export interface CouponSpec {
  /** 1 fixed amount (fen), 2 discount (amount = percent payable, 95 = 9.5折). */
  couponType: 1 | 2;
  amount: number;
  /** Spend threshold on the order's fares, fen. */
  limitAmount?: number;
  /** When the member's coupon expires; default 10 days from the clock. */
  expiresAt?: Date;
  name?: string;
}

/** A coupon template and an unused grant of it to a member (as if claimed); answers the grant. */
export async function giveCoupon(app: { db: Db }, userId: number, spec: CouponSpec) {
  counter += 1;
  const at = now();
  const [template] = await app.db
    .insert(coupons)
    .values({
      name: spec.name ?? `测试券${process.pid}-${counter}`,
      kind: 'general',
      couponType: spec.couponType,
      amount: spec.amount,
      limitAmount: spec.limitAmount ?? 0,
      validDays: 30,
      stock: null,
      instruction: '测试用优惠券',
      activeFrom: '2000-01-01',
      activeTo: '2099-12-31',
    })
    .returning();
  const [grant] = await app.db
    .insert(userCoupons)
    .values({
      userId,
      couponId: template!.id,
      status: 'unused',
      reason: `test-${counter}`,
      grantedAt: at,
      claimedAt: at,
      expiresAt: spec.expiresAt ?? new Date(at.getTime() + 10 * 86_400_000),
    })
    .returning();
  return grant!;
}
