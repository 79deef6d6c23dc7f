import type { AccidentApplication } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery, pagedQuery } from '@/lib/endpoint-query';
import { accidentKeys } from '../lib/query-keys';

/** One page of the account's accident-refund applications, newest first. */
export const getAccidentRefunds = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<AccidentApplication>('POST', '/v2/accidentRefund/list', { body: { pageNum, pageSize }, signal });

export const accidentRefundsQueryOptions = accountQuery(accidentKeys.list, getAccidentRefunds, {
  // While a refund is on its way, look again now and then.
  refetchInterval: (q) => (q.state.data?.rows.some((r) => r.status === 'APPROVED') ? 5000 : false),
});

export const useAccidentRefunds = pagedQuery(accidentRefundsQueryOptions);
