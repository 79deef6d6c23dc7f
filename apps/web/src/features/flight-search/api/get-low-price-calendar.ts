import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { CalendarPrice } from '@jc/shared';
import { api } from '../../../lib/api-client';

export interface LowPriceCalendarParams {
  orgAirport: string;
  dstAirport: string;
  /** First day asked for, 'YYYY-MM-DD'. */
  flightDate: string;
  /** How many days from flightDate (the server allows up to 90). */
  days: number;
}

/** SPEC section 7, low-price calendar: the cheapest adult fare per day, in fen. */
export const getLowPriceCalendar = (params: LowPriceCalendarParams, signal?: AbortSignal) =>
  api.data<{ prices: CalendarPrice[] }>('POST', '/v1/ticket/calender', { body: params, signal });

export const lowPriceCalendarQueryOptions = (params: LowPriceCalendarParams | null) =>
  queryOptions({
    queryKey: ['low-price-calendar', params],
    queryFn: params ? ({ signal }) => getLowPriceCalendar(params, signal) : skipToken,
    // Fares move during the day, but not while someone flips between two months.
    staleTime: 5 * 60_000,
    // The calendar is a hint: a failure leaves the days without prices rather than retrying.
    retry: false,
  });

/** Prices for one route and date range; idle while the route is not chosen (params null). */
export const useLowPriceCalendar = (params: LowPriceCalendarParams | null) =>
  useQuery(lowPriceCalendarQueryOptions(params));
