import { queryOptions, useQuery } from '@tanstack/react-query';
import { ResultCode } from '@jc/shared/codes';
import type { CalendarPrice, OkEnvelope } from '@jc/shared';
import { api } from '../../../lib/api-client';
import { fareKeys } from '../lib/query-keys';

export interface LowPriceCalendarParams {
  orgAirport: string;
  dstAirport: string;
  /** First day, 'YYYY-MM-DD'. */
  flightDate: string;
  days: number;
}

/** The cheapest fare per day on a route (data.prices); a non-200 answer is an empty strip. */
export async function getLowPriceCalendar(
  params: LowPriceCalendarParams,
  signal?: AbortSignal,
): Promise<CalendarPrice[]> {
  // 'calender' is the path's spelling in SPEC section 7.
  const envelope = await api.raw<OkEnvelope<{ prices: CalendarPrice[] } | null>>(
    'POST',
    '/v1/ticket/calender',
    { body: params, signal },
  );
  if (envelope.code !== ResultCode.Ok || !Array.isArray(envelope.data?.prices)) return [];
  return envelope.data.prices;
}

export const lowPriceCalendarQueryOptions = (params: LowPriceCalendarParams) =>
  queryOptions({
    queryKey: fareKeys.calendar(params.orgAirport, params.dstAirport, params.flightDate, params.days),
    queryFn: ({ signal }) => getLowPriceCalendar(params, signal),
    staleTime: 5 * 60_000,
  });

export const useLowPriceCalendar = (params: LowPriceCalendarParams, enabled = true) =>
  useQuery({ ...lowPriceCalendarQueryOptions(params), enabled });
