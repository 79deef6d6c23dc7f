import type { OrderAvailableResult } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery, queryWhenSet } from '@/lib/endpoint-query';
import { orderKeys } from '../lib/query-keys';

/** POST /api/v2/order/available: can it still be paid, the amount and the seconds left (server clock). */
export const getOrderAvailable = (orderNo: string, signal?: AbortSignal) =>
  api.data<OrderAvailableResult>('POST', '/v2/order/available', { body: { orderNo }, signal });

export const orderAvailableQueryOptions = keyedQuery(orderKeys.available, getOrderAvailable, {
  staleTime: 0,
});

export const useOrderAvailable = queryWhenSet(orderAvailableQueryOptions, '');
