import { useQuery } from '@tanstack/react-query';
import type { AirportEntry } from '@jc/shared';
import { airportKeys } from '@/lib/airports';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';

/** The hot airports that open the city panel (docs/rules.md: hot airports, empty payload). */
export const getHotAirports = (signal?: AbortSignal) =>
  api.data<AirportEntry[]>('POST', '/v1/airport/hot', { body: {}, signal });

export const hotAirportsQueryOptions = keyedQuery(airportKeys.hot, getHotAirports, {
  staleTime: 30 * 60_000,
  gcTime: Infinity,
});

export const useHotAirports = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...hotAirportsQueryOptions(), enabled });
