import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
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

export const orderCouponQueryOptions = keyedQuery(orderKeys.coupon, getOrderCoupon);

export const useOrderCoupon = (orderNo: string) =>
  useQuery({ ...orderCouponQueryOptions(orderNo), enabled: isOrderNo(orderNo) });
