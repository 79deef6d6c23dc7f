import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { orderKeys } from '../lib/query-keys';

/** POST /api/v2/order/detail. */
export const getOrder = (orderNo: string, signal?: AbortSignal) =>
  api.data<OrderDetail>('POST', '/v2/order/detail', { body: { orderNo }, signal });

export const orderQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderNo), queryFn: ({ signal }) => getOrder(orderNo, signal) });

export const useOrder = (orderNo: string) => useQuery({ ...orderQueryOptions(orderNo), enabled: !!orderNo });
