import { useQuery } from '@tanstack/react-query';
import type { Coupon } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery } from '@/lib/endpoint-query';
import { couponKeys } from '../lib/query-keys';

/** docs/rules.md, waiting coupons (argument 0): what the member may claim now, birthday coupons among them. */
export const getWaitingCoupons = (signal?: AbortSignal) =>
  api.data<Coupon[]>('POST', '/v1/coupon/waiting', { body: { type: 0 }, signal });

export const waitingCouponsQueryOptions = accountQuery(couponKeys.waiting, getWaitingCoupons, {
  staleTime: 0,
});

export const useWaitingCoupons = (token: string | null, enabled = true) =>
  useQuery({ ...waitingCouponsQueryOptions(token), enabled: !!token && enabled });
