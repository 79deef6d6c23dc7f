import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { refundKeys } from '../lib/query-keys';

/** One refund with its lines and progress. */
export const getRefund = (refundNo: string, signal?: AbortSignal) =>
  api.data<RefundDetail>('POST', '/v2/refund/detail', { body: { refundNo }, signal });

export const refundQueryOptions = (token: string | null, refundNo: string) =>
  queryOptions({
    queryKey: refundKeys.detail(token, refundNo),
    queryFn: ({ signal }) => getRefund(refundNo, signal),
    enabled: !!token && !!refundNo,
    // While the money is on its way, look again now and then.
    refetchInterval: (q) => (q.state.data?.status === 'REFUNDING' ? 5000 : false),
  });

export const useRefund = (token: string | null, refundNo: string) =>
  useQuery(refundQueryOptions(token, refundNo));
