import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { refundKeys } from '../lib/query-keys';

export type RefundSummary = Omit<RefundDetail, 'lines' | 'steps'>;

/** One page of the account's refunds, newest first. */
export const getRefunds = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<RefundSummary>('POST', '/v2/refund/list', { body: { pageNum, pageSize }, signal });

export const refundsQueryOptions = (token: string | null, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: refundKeys.list(token, pageNum, pageSize),
    queryFn: ({ signal }) => getRefunds(pageNum, pageSize, signal),
    enabled: !!token,
  });

export const useRefunds = (token: string | null, pageNum: number, pageSize: number) =>
  useQuery({ ...refundsQueryOptions(token, pageNum, pageSize), placeholderData: keepPreviousData });
