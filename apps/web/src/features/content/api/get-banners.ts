import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@jc/shared';
import { api } from '@/lib/api-client';
import { bootData } from '@/lib/boot-data';
import { keyedQuery } from '@/lib/endpoint-query';
import { contentKeys } from '../lib/query-keys';

/** The home page's rotating banner; a non-200 answer is an empty list (docs/rules.md). */
export const getBanners = (signal?: AbortSignal) =>
  api.dataOr<Banner[]>('POST', '/v1/banner/list', [], { body: {}, signal });

export const bannersQueryOptions = keyedQuery(contentKeys.banners, getBanners, {
  staleTime: 5 * 60_000,
  // The home page's HTML carries the list, so the banner shows in the first render.
  initialData: () => bootData<Banner[]>('banners'),
});

export const useBanners = () => useQuery(bannersQueryOptions());
