import type { ChangeView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { changeKeys } from '../lib/query-keys';

/** POST /api/v2/order/change/query: polled while the QR code is shown. */
export const getChange = (changeNo: string, signal?: AbortSignal) =>
  api.data<ChangeView>('POST', '/v2/order/change/query', { body: { changeNo }, signal });

/** Polled by `usePaidQuote`, which sets how often. */
export const changeQueryOptions = keyedQuery(changeKeys.detail, getChange);
