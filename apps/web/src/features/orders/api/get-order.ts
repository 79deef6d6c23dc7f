import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@jc/shared';
import { ORDER_NO_PATTERN } from '@jc/shared/rules/orders';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { orderKeys } from '../lib/query-keys';

/** POST /api/v2/order/detail. */
export const getOrder = (orderNo: string, signal?: AbortSignal) =>
  api.data<OrderDetail>('POST', '/v2/order/detail', { body: { orderNo }, signal });

export const orderQueryOptions = keyedQuery(orderKeys.detail, getOrder);

/** Whether a number from the address can be an order's at all (else the page says 订单不存在 at once). */
export const isOrderNo = (orderNo: string) => ORDER_NO_PATTERN.test(orderNo);

export const useOrder = (orderNo: string) =>
  useQuery({ ...orderQueryOptions(orderNo), enabled: isOrderNo(orderNo) });
