import { date, index, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow } from './columns';
import { userRef } from './accounts';

export const COUPON_KINDS = ['birthday', 'member', 'general'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * A coupon as issued by the airline. couponType 1 is a fixed amount (amount in fen),
 * 2 a discount (amount = percent payable, 95 = 9.5折). limitAmount is the spend threshold in fen.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<CouponKind>().notNull(),
  couponType: smallint('coupon_type').notNull(),
  amount: integer('amount').notNull(),
  limitAmount: integer('limit_amount').notNull().default(0),
  /** Days a granted coupon stays valid. */
  validDays: smallint('valid_days').notNull(),
  /** Coupons left to give; null is unlimited. */
  stock: integer('stock'),
  perUserLimit: smallint('per_user_limit').notNull().default(1),
  instruction: text('instruction').notNull(),
  activeFrom: date('active_from').notNull(),
  activeTo: date('active_to').notNull(),
});

export const USER_COUPON_STATUSES = ['waiting', 'unused', 'used', 'expired'] as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[number];

/** A coupon granted to one account: waiting to be claimed, then unused, used or expired. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: userRef({ onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    status: text('status').$type<UserCouponStatus>().notNull().default('waiting'),
    /** Why it was granted, e.g. birthday-2026: one grant per reason. */
    reason: text('reason').notNull(),
    grantedAt: timestamptzNow('granted_at'),
    claimedAt: timestamptz('claimed_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    orderId: integer('order_id'),
  },
  (t) => [
    index('user_coupons_user').on(t.userId, t.status),
    unique('user_coupons_reason').on(t.userId, t.couponId, t.reason),
  ],
);
