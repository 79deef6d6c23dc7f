import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccidentApplication } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accidentKeys } from '../lib/query-keys';

/** One page of the account's accident-refund applications, newest first. */
export const getAccidentRefunds = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<AccidentApplication>('POST', '/v2/accidentRefund/list', { body: { pageNum, pageSize }, signal });

export const accidentRefundsQueryOptions = (token: string | null, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: accidentKeys.list(token, pageNum, pageSize),
    queryFn: ({ signal }) => getAccidentRefunds(pageNum, pageSize, signal),
    enabled: !!token,
    // While a refund is on its way, look again now and then.
    refetchInterval: (q) => (q.state.data?.rows.some((r) => r.status === 'APPROVED') ? 5000 : false),
  });

export const useAccidentRefunds = (token: string | null, pageNum: number, pageSize: number) =>
  useQuery({ ...accidentRefundsQueryOptions(token, pageNum, pageSize), placeholderData: keepPreviousData });
