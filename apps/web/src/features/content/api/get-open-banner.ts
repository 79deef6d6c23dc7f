import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenBanner } from '@jc/shared';
import { api } from '@/lib/api-client';
import { contentKeys } from '../lib/query-keys';

/** The open-screen activity pop-up and its thumbnail; null when there is none (or on refusal). */
export const getOpenBanner = (signal?: AbortSignal) =>
  api.dataOr<OpenBanner, null>('POST', '/v1/banner/open', null, { body: {}, signal });

export const openBannerQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.openBanner(),
    queryFn: ({ signal }) => getOpenBanner(signal),
    // The pop-ups decide once per home page load what to show: a fresh answer every time.
    staleTime: 0,
    gcTime: 0,
  });

export const useOpenBanner = () => useQuery(openBannerQueryOptions());
