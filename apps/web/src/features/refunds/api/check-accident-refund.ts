import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccidentCheckItem } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accidentKeys } from '../lib/query-keys';

/** Each issued ticket of the order: whether it may be refunded as involuntary, and why. */
export const checkAccidentRefund = (orderNo: string, signal?: AbortSignal) =>
  api.data<AccidentCheckItem[]>('POST', '/v2/accidentRefund/check', { body: { orderNo }, signal });

export const accidentCheckQueryOptions = (token: string | null, orderNo: string) =>
  queryOptions({
    queryKey: accidentKeys.check(token, orderNo),
    queryFn: ({ signal }) => checkAccidentRefund(orderNo, signal),
    enabled: !!token && !!orderNo,
  });

export const useAccidentCheck = (token: string | null, orderNo: string, enabled: boolean) =>
  useQuery({ ...accidentCheckQueryOptions(token, orderNo), enabled: !!token && !!orderNo && enabled });
