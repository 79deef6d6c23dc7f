import type { RefundDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery, pagedQuery } from '@/lib/endpoint-query';
import { refundKeys } from '../lib/query-keys';

export type RefundSummary = Omit<RefundDetail, 'lines' | 'steps'>;

/** One page of the account's refunds, newest first. */
export const getRefunds = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<RefundSummary>('POST', '/v2/refund/list', { body: { pageNum, pageSize }, signal });

export const refundsQueryOptions = accountQuery(refundKeys.list, getRefunds);

export const useRefunds = pagedQuery(refundsQueryOptions);
