import { useQuery } from '@tanstack/react-query';
import type { OrderStatusResult } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { orderKeys } from '../lib/query-keys';

/** POST /api/v2/order/status: polled by the pay page while the QR code is shown. */
export const getOrderStatus = (orderNo: string, signal?: AbortSignal) =>
  api.data<OrderStatusResult>('POST', '/v2/order/status', { body: { orderNo }, signal });

export const orderStatusQueryOptions = keyedQuery(orderKeys.status, getOrderStatus);

export const useOrderStatus = (orderNo: string, pollMs: number | false) =>
  useQuery({ ...orderStatusQueryOptions(orderNo), refetchInterval: pollMs, enabled: !!orderNo });
