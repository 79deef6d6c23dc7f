import { useQuery } from '@tanstack/react-query';
import type { CalendarPrice } from '@jc/shared';
import { api } from '@/lib/api-client';
import { searchQuery } from '@/lib/endpoint-query';

export interface LowPriceCalendarParams {
  orgAirport: string;
  dstAirport: string;
  /** First day asked for, 'YYYY-MM-DD'. */
  flightDate: string;
  /** How many days from flightDate (the server allows up to 90). */
  days: number;
}

export const lowPriceCalendarKeys = {
  all: ['low-price-calendar'] as const,
  range: (params: LowPriceCalendarParams | null) => [...lowPriceCalendarKeys.all, params] as const,
};

/**
 * The cheapest adult fare per day on a route, in fen ('calender' is the path's own spelling).
 * A non-200 answer is a calendar without prices: the prices are a hint, never a reason to fail.
 */
export async function getLowPriceCalendar(
  params: LowPriceCalendarParams,
  signal?: AbortSignal,
): Promise<CalendarPrice[]> {
  const data = await api.dataOr<{ prices?: CalendarPrice[] }>(
    'POST',
    '/v1/ticket/calender',
    {},
    {
      body: params,
      signal,
    },
  );
  return Array.isArray(data.prices) ? data.prices : [];
}

export const lowPriceCalendarQueryOptions = searchQuery(lowPriceCalendarKeys.range, getLowPriceCalendar, {
  // Fares move during the day, but not while someone flips between two months.
  staleTime: 5 * 60_000,
  // A failed call leaves the days without prices rather than retrying.
  retry: false,
});

/**
 * Prices for one route and date range, shared by the search form's calendar, the results page's
 * day strip and the special fares' strips; idle while params is null (no route, or not yet in view).
 */
export const useLowPriceCalendar = (params: LowPriceCalendarParams | null) =>
  useQuery(lowPriceCalendarQueryOptions(params));
