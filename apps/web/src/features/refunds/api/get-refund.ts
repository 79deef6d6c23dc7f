import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundDetail } from '@jc/shared';
import { REFUND_NO_PATTERN } from '@jc/shared/rules/orders';
import { api } from '@/lib/api-client';
import { refundKeys } from '../lib/query-keys';

/** One refund with its lines and progress. */
export const getRefund = (refundNo: string, signal?: AbortSignal) =>
  api.data<RefundDetail>('POST', '/v2/refund/detail', { body: { refundNo }, signal });

/** Whether a number from the address can be a refund's at all (else the page says 退票单不存在 at once). */
export const isRefundNo = (refundNo: string) => REFUND_NO_PATTERN.test(refundNo);

export const refundQueryOptions = (token: string | null, refundNo: string) =>
  queryOptions({
    queryKey: refundKeys.detail(token, refundNo),
    queryFn: ({ signal }) => getRefund(refundNo, signal),
    enabled: !!token && isRefundNo(refundNo),
    // While the money is on its way, look again now and then.
    refetchInterval: (q) => (q.state.data?.status === 'REFUNDING' ? 5000 : false),
  });

export const useRefund = (token: string | null, refundNo: string) =>
  useQuery(refundQueryOptions(token, refundNo));
