import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '../lib/query-keys';
import { isOrderNo } from './get-order';

export interface OrderCoupon {
  id: number;
  couponName: string;
  discount: number;
  status: string;
}

/** POST /api/v2/getCouponByOrder: the coupon an order used, or null. */
export const getOrderCoupon = (orderNo: string, signal?: AbortSignal) =>
  api.dataOr<OrderCoupon | null, null>('POST', '/v2/getCouponByOrder', null, { body: { orderNo }, signal });

export const orderCouponQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.coupon(orderNo),
    queryFn: ({ signal }) => getOrderCoupon(orderNo, signal),
  });

export const useOrderCoupon = (orderNo: string) =>
  useQuery({ ...orderCouponQueryOptions(orderNo), enabled: isOrderNo(orderNo) });
