import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_AIRLINE } from '@jc/shared/airline';
import type { SiteConfigData } from '@jc/shared';
import { api } from './api-client';
import { bootData } from './boot-data';

/** The airline's identity (name, hotline, colours) as the server configures it. */
export const getSiteConfig = (signal?: AbortSignal) =>
  api.data<SiteConfigData>('GET', '/v1/site/config', { signal });

export const siteConfigKeys = { all: ['site-config'] as const };

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteConfigKeys.all,
    queryFn: ({ signal }) => getSiteConfig(signal),
    // The home page's HTML carries the configuration. Elsewhere the defaults are what the server
    // seeds, so the header and footer render at once and only change if an operator has renamed
    // the airline.
    initialData: () => bootData<SiteConfigData>('siteConfig'),
    placeholderData: DEFAULT_AIRLINE,
    // Configuration changes rarely; one fetch per visit is enough.
    staleTime: 30 * 60_000,
  });

/** Site configuration, never undefined: the defaults stand in while loading or if the call fails. */
export function useSiteConfig(): SiteConfigData {
  const { data } = useQuery(siteConfigQueryOptions());
  return data ?? DEFAULT_AIRLINE;
}
