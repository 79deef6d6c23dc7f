import { useQuery } from '@tanstack/react-query';
import type { SpecialFare } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { fareKeys } from '../lib/query-keys';

export interface SpecialFares {
  /** Cheapest fare to each destination from the departure airport, cheapest first. */
  prices: SpecialFare[];
  /** Fares elsewhere in the network, offered when this departure has none. */
  recommends: SpecialFare[];
}

const NONE: SpecialFares = { prices: [], recommends: [] };

/** Special fares from one airport; a non-200 answer silently empties them (docs/rules.md). */
export async function getSpecialFares(orgAirport: string, signal?: AbortSignal): Promise<SpecialFares> {
  const data = await api.dataOr<Partial<SpecialFares>>('POST', '/v1/ticket/discount', NONE, {
    body: { orgAirport },
    signal,
  });
  return {
    prices: Array.isArray(data.prices) ? data.prices : [],
    recommends: Array.isArray(data.recommends) ? data.recommends : [],
  };
}

export const specialFaresQueryOptions = keyedQuery(fareKeys.discount, getSpecialFares, {
  staleTime: 5 * 60_000,
});

export const useSpecialFares = (orgAirport: string) => useQuery(specialFaresQueryOptions(orgAirport));
