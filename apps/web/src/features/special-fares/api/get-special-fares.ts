import { queryOptions, useQuery } from '@tanstack/react-query';
import { ResultCode } from '@jc/shared/codes';
import type { OkEnvelope, SpecialFare } from '@jc/shared';
import { api } from '../../../lib/api-client';
import { fareKeys } from '../lib/query-keys';

export interface SpecialFares {
  /** Cheapest fare to each destination from the departure airport, cheapest first. */
  prices: SpecialFare[];
  /** Fares elsewhere in the network, offered when this departure has none. */
  recommends: SpecialFare[];
}

const NONE: SpecialFares = { prices: [], recommends: [] };

/** Special fares from one airport; a non-200 answer silently empties them (SPEC section 8). */
export async function getSpecialFares(orgAirport: string, signal?: AbortSignal): Promise<SpecialFares> {
  const envelope = await api.raw<OkEnvelope<SpecialFares | null>>('POST', '/v1/ticket/discount', {
    body: { orgAirport },
    signal,
  });
  if (envelope.code !== ResultCode.Ok || !envelope.data) return NONE;
  return {
    prices: Array.isArray(envelope.data.prices) ? envelope.data.prices : [],
    recommends: Array.isArray(envelope.data.recommends) ? envelope.data.recommends : [],
  };
}

export const specialFaresQueryOptions = (orgAirport: string) =>
  queryOptions({
    queryKey: fareKeys.discount(orgAirport),
    queryFn: ({ signal }) => getSpecialFares(orgAirport, signal),
    staleTime: 5 * 60_000,
  });

export const useSpecialFares = (orgAirport: string) => useQuery(specialFaresQueryOptions(orgAirport));
