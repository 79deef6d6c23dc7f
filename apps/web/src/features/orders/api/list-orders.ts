import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, OrderSummary } from '@jc/shared';
import { api } from '@/lib/api-client';
import { orderKeys } from '../lib/query-keys';

export const ORDER_PAGE_SIZE = 10;

/** POST /api/v2/order/list: one page of the caller's orders, of one state or all. */
export const listOrders = (status: OrderStatus | undefined, pageNum: number, signal?: AbortSignal) =>
  api.page<OrderSummary>('POST', '/v2/order/list', {
    body: { ...(status ? { status } : {}), pageNum, pageSize: ORDER_PAGE_SIZE },
    signal,
  });

export const ordersQueryOptions = (status: OrderStatus | undefined, pageNum: number) =>
  queryOptions({
    queryKey: orderKeys.list(status ?? 'ALL', pageNum),
    queryFn: ({ signal }) => listOrders(status, pageNum, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (status: OrderStatus | undefined, pageNum: number) =>
  useQuery(ordersQueryOptions(status, pageNum));
