import { useQuery } from '@tanstack/react-query';
import type { FlightStatusItem, FlightStatusRequest } from '@jc/shared';
import { api } from '@/lib/api-client';
import { searchQuery } from '@/lib/endpoint-query';

/** docs/trip-services.md: POST /api/v1/dynamic/flight, the flights of a route or a number on a day. */
export const getFlightStatus = (body: FlightStatusRequest, signal?: AbortSignal) =>
  api.data<FlightStatusItem[]>('POST', '/v1/dynamic/flight', { body, signal });

export const flightStatusKeys = {
  all: ['flight-status'] as const,
  search: (body: FlightStatusRequest | null) => [...flightStatusKeys.all, body] as const,
};

export const flightStatusOptions = searchQuery(flightStatusKeys.search, getFlightStatus, {
  // Status moves with the day: refreshed every minute while the page is open.
  refetchInterval: 60_000,
  retry: false,
});

export const useFlightStatus = (body: FlightStatusRequest | null) => useQuery(flightStatusOptions(body));
