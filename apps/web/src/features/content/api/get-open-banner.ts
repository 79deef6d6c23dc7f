import { useQuery } from '@tanstack/react-query';
import type { OpenBanner } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { contentKeys } from '../lib/query-keys';

/** The open-screen activity pop-up and its thumbnail; null when there is none (or on refusal). */
export const getOpenBanner = (signal?: AbortSignal) =>
  api.dataOr<OpenBanner, null>('POST', '/v1/banner/open', null, { body: {}, signal });

export const openBannerQueryOptions = keyedQuery(contentKeys.openBanner, getOpenBanner, {
  // A fresh answer for each visit of a page. Kept ten seconds, so that the answer the home page's
  // loader fetched with the pop-ups' code is the one they show, not asked for a second time.
  staleTime: 10_000,
  gcTime: 10_000,
});

export const useOpenBanner = () => useQuery(openBannerQueryOptions());
