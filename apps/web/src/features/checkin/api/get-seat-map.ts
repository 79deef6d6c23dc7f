import { useQueries } from '@tanstack/react-query';
import type { SeatMapView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { checkInKeys } from '../lib/query-keys';

/** POST /api/v1/checkin/seatMap: the aircraft's seats as this passenger may use them. */
export const getSeatMap = (ticketNo: string, signal?: AbortSignal) =>
  api.data<SeatMapView>('POST', '/v1/checkin/seatMap', { body: { ticketNo }, signal });

export const seatMapOptions = keyedQuery(checkInKeys.seatMap, getSeatMap, {
  // Other passengers take seats meanwhile.
  refetchInterval: 30_000,
  retry: false,
});

/** One map per passenger: the exit-row and cabin refusals differ from one to another. */
export const useSeatMaps = (ticketNos: readonly string[]) =>
  useQueries({ queries: ticketNos.map((t) => seatMapOptions(t)) });
