import type { Coupon } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';

/** docs/rules.md: couponType 1 or less is a fixed amount (fen); above 1 a discount (percent payable). */
export const isDiscount = (coupon: Pick<Coupon, 'couponType'>) => coupon.couponType > 1;

/** The big figure and its unit: 100 with ¥ before it, or 9.5 with 折 after it. */
export function couponFace(coupon: Pick<Coupon, 'couponType' | 'couponAmount'>) {
  if (isDiscount(coupon)) {
    const tenths = coupon.couponAmount / 10;
    return { value: Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1), unit: '折' as const };
  }
  return { value: formatYuan(coupon.couponAmount).slice(1), unit: '¥' as const };
}

/** 满¥500可用, or 无门槛 when there is no spend threshold. */
export const couponThreshold = (coupon: Pick<Coupon, 'limitAmount'>) =>
  coupon.limitAmount > 0 ? `满${formatYuan(coupon.limitAmount)}可用` : '无门槛';

/** The accessible reading of the face: 立减¥100 or 9.5折. */
export const couponFaceText = (coupon: Pick<Coupon, 'couponType' | 'couponAmount'>) => {
  const face = couponFace(coupon);
  return face.unit === '折' ? `${face.value}折` : `立减¥${face.value}`;
};

/** 2026-11-30 23:59 from the server's 2026-11-30 23:59:59. */
export const shortTime = (time: string) => time.slice(0, 16);
