import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AirportEntry } from '@jc/shared';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** The default (unfiltered) airport list is also kept in local storage under this name. */
export const FLIGHT_CITY_KEY = 'flightCity';

/** Query keys of the airport calls (the full list here, the hot list in features/flight-search). */
export const airportKeys = {
  all: ['airports'] as const,
  list: () => [...airportKeys.all, 'list'] as const,
  hot: () => [...airportKeys.all, 'hot'] as const,
};

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
    queryKey: airportKeys.list(),
    queryFn: async ({ signal }) => {
      const airports = await getAirports(signal);
      storeAirports(airports);
      return airports;
    },
    // The stored copy fills the city panels at once; marking it as old makes one background
    // fetch per visit keep it current, and every city box and airport picker shares that result.
    initialData: readStoredAirports,
    initialDataUpdatedAt: 0,
    staleTime: 30 * 60_000,
    gcTime: Infinity,
  });

/**
 * Starts the list's call (the home page's route does, beside its code: the search card names the
 * saved cities from it, and the first render over the prerendered screen waits for it rather than
 * drawing the card again when it answers). Not retried: the card falls back without it.
 */
export const prefetchAirports = () => queryClient.prefetchQuery({ ...airportsQueryOptions(), retry: false });

/**
 * Every airport of the network: the city panels, the check that a typed city is a known one, the
 * special fares' departure picker. A failure leaves `data` empty for the caller to fall back on.
 */
export const useAirports = () => useQuery(airportsQueryOptions());

/** 北京首都国际机场, not 北京北京首都国际机场: the city only when the airport's name does not start with it. */
export const placeName = (cityName: string, airportName: string) =>
  airportName.startsWith(cityName) ? airportName : `${cityName}${airportName}`;
