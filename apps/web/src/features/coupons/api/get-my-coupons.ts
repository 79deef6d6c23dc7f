import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@jc/shared';
import { api } from '@/lib/api-client';
import { couponKeys } from '../lib/query-keys';

export type MyCouponStatus = 'unused' | 'used' | 'expired';

/** One page of the member's coupons in a state (未使用, 已使用, 已过期). */
export const getMyCoupons = (
  status: MyCouponStatus,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
) => api.page<Coupon>('POST', '/v1/coupon/mine', { body: { status, pageNum, pageSize }, signal });

export const myCouponsQueryOptions = (
  token: string | null,
  status: MyCouponStatus,
  pageNum: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: couponKeys.mine(token, status, pageNum, pageSize),
    queryFn: ({ signal }) => getMyCoupons(status, pageNum, pageSize, signal),
    enabled: !!token,
  });

export const useMyCoupons = (
  token: string | null,
  status: MyCouponStatus,
  pageNum: number,
  pageSize: number,
) =>
  useQuery({ ...myCouponsQueryOptions(token, status, pageNum, pageSize), placeholderData: keepPreviousData });
