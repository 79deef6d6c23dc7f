import type { Coupon } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery, pagedQuery } from '@/lib/endpoint-query';
import { couponKeys } from '../lib/query-keys';

export type MyCouponStatus = 'unused' | 'used' | 'expired';

/** One page of the member's coupons in a state (未使用, 已使用, 已过期). */
export const getMyCoupons = (
  status: MyCouponStatus,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
) => api.page<Coupon>('POST', '/v1/coupon/mine', { body: { status, pageNum, pageSize }, signal });

export const myCouponsQueryOptions = accountQuery(couponKeys.mine, getMyCoupons);

export const useMyCoupons = pagedQuery(myCouponsQueryOptions);
