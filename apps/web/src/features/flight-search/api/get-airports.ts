import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AirportEntry } from '@jc/shared';
import { api } from '../../../lib/api-client';

/** SPEC section 7: the default (unfiltered) airport list is cached locally as flightCity. */
export const FLIGHT_CITY_KEY = 'flightCity';

/** The full airport list: dep and arr empty ask for every airport the airline serves. */
export const getAirports = (signal?: AbortSignal) =>
  api.data<AirportEntry[]>('POST', '/v1/airport/list', { body: { dep: '', arr: '' }, signal });

const isAirportEntry = (value: unknown): value is AirportEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.cityName === 'string' &&
    typeof entry.airportCode === 'string' &&
    typeof entry.airportName === 'string' &&
    typeof entry.pinyin === 'string' &&
    typeof entry.initials === 'string'
  );
};

/** The stored copy, or undefined when there is none or it was written by an older build. */
function readStoredAirports(): AirportEntry[] | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FLIGHT_CITY_KEY) ?? 'null');
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isAirportEntry) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function storeAirports(airports: AirportEntry[]) {
  try {
    localStorage.setItem(FLIGHT_CITY_KEY, JSON.stringify(airports));
  } catch {
    // Private mode or a full quota: the query cache still holds the list for this visit.
  }
}

export const airportsQueryOptions = () =>
  queryOptions({
    queryKey: ['airports', 'list'],
    queryFn: async ({ signal }) => {
      const airports = await getAirports(signal);
      storeAirports(airports);
      return airports;
    },
    // The stored copy fills the city panels at once; marking it as old makes one background
    // fetch per visit keep it current, and every city box then shares that one result.
    initialData: readStoredAirports,
    initialDataUpdatedAt: 0,
    staleTime: 30 * 60_000,
    gcTime: Infinity,
  });

/** Every airport, for the city panels and for checking that a typed city is a known one. */
export const useAirports = () => useQuery(airportsQueryOptions());
