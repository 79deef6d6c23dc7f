import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, OkEnvelope } from '@jc/shared';
import { api } from '../../../lib/api-client';
import { dataOr } from '../lib/envelope';
import { contentKeys } from '../lib/query-keys';

/** The home page's rotating banner; a non-200 answer is an empty list (SPEC section 8). */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const envelope = await api.raw<OkEnvelope<Banner[]>>('POST', '/v1/banner/list', { body: {}, signal });
  return dataOr(envelope, []);
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.banners(),
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 5 * 60_000,
  });

export const useBanners = () => useQuery(bannersQueryOptions());
