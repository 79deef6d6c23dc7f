import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { changeKeys } from '../lib/query-keys';

/** POST /api/v2/order/change/query: polled while the QR code is shown. */
export const getChange = (changeNo: string, signal?: AbortSignal) =>
  api.data<ChangeView>('POST', '/v2/order/change/query', { body: { changeNo }, signal });

export const changeQueryOptions = (changeNo: string, pollMs: number | false) =>
  queryOptions({
    queryKey: changeKeys.detail(changeNo),
    queryFn: ({ signal }) => getChange(changeNo, signal),
    refetchInterval: pollMs,
  });

export const useChange = (changeNo: string | null, pollMs: number | false) =>
  useQuery({ ...changeQueryOptions(changeNo ?? '', pollMs), enabled: !!changeNo });
