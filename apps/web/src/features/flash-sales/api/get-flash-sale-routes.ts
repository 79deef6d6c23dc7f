import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashSaleRoutes } from '@jc/shared';
import { api } from '@/lib/api-client';
import { flashSaleKeys } from '../lib/query-keys';

/** One campaign's routes with stock left; signed in, also the seats already taken on each. */
export const getFlashSaleRoutes = (subjectId: number, signal?: AbortSignal) =>
  api.data<FlashSaleRoutes>('POST', '/v1/sk/routes', { body: { subjectId }, signal });

export const flashSaleRoutesQueryOptions = (subjectId: number, token: string | null) =>
  queryOptions({
    queryKey: flashSaleKeys.routes(subjectId, token),
    queryFn: ({ signal }) => getFlashSaleRoutes(subjectId, signal),
    // Stock moves fast during a sale: refresh it every half minute while the campaign is on.
    staleTime: 15_000,
    refetchInterval: (query) => (query.state.data?.subject.state === 'ongoing' ? 30_000 : false),
  });

export const useFlashSaleRoutes = (subjectId: number, token: string | null) =>
  useQuery(flashSaleRoutesQueryOptions(subjectId, token));
