import type { Db } from '../client';
import type { NewCoupon } from '../../modules/coupons/coupons.repository';
import { createMissingCoupons } from '../../modules/coupons/coupons.service';
import { addDays, chinaToday } from '../../lib/clock';

type CouponSeed = Omit<NewCoupon, 'id' | 'activeFrom' | 'activeTo'>;

/*
 * The airline's coupon templates. Amounts are fen; a discount's amount is the percent payable
 * (95 = 9.5折). Each is active from 30 days before the seed day to 365 days after it.
 */
const COUPONS: CouponSeed[] = [
  {
    name: '生日专享立减券',
    kind: 'birthday',
    couponType: 1,
    amount: 10000,
    limitAmount: 0,
    validDays: 30,
    stock: null,
    instruction:
      '会员生日月专享，购买国内航班机票时立减100元，无门槛。领取后30天内有效，每张订单限用一张，不与其他优惠券同时使用，不可兑现、不可找零。',
  },
  {
    name: '生日专享9.5折券',
    kind: 'birthday',
    couponType: 2,
    amount: 95,
    limitAmount: 50000,
    validDays: 30,
    stock: null,
    instruction:
      '会员生日月专享，订单票价满500元可用，票价享9.5折，最高优惠200元（税费不参与折扣）。领取后30天内有效，每张订单限用一张，不与其他优惠券同时使用。',
  },
  {
    name: '新会员立减券',
    kind: 'member',
    couponType: 1,
    amount: 3000,
    limitAmount: 30000,
    validDays: 30,
    stock: null,
    instruction:
      '新会员注册礼，订单票价满300元立减30元。领取后30天内有效，每张订单限用一张，不与其他优惠券同时使用。',
  },
  {
    name: '冬季出行立减券',
    kind: 'general',
    couponType: 1,
    amount: 5000,
    limitAmount: 80000,
    validDays: 15,
    stock: 2000,
    instruction:
      '冬季出行特惠，订单票价满800元立减50元，数量有限，领完即止。领取后15天内有效，每张订单限用一张。',
  },
  {
    name: '周末出游9折券',
    kind: 'general',
    couponType: 2,
    amount: 90,
    limitAmount: 100000,
    validDays: 15,
    stock: 1000,
    instruction:
      '周末出游特惠，订单票价满1000元可用，票价享9折，最高优惠150元（税费不参与折扣），数量有限，领完即止。领取后15天内有效。',
  },
];

/** Adds the coupon templates that are missing (matched by name); safe to call on every start. */
export async function seedCoupons(db: Db): Promise<number> {
  const today = chinaToday();
  return createMissingCoupons(
    db,
    COUPONS.map((c) => ({ ...c, activeFrom: addDays(today, -30), activeTo: addDays(today, 365) })),
  );
}
