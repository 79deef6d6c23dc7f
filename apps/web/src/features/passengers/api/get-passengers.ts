import { useQuery } from '@tanstack/react-query';
import { PASSENGER_LIST_LIMIT } from '@jc/shared/constants';
import type { SavedPassenger } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery } from '@/lib/endpoint-query';
import { passengerKeys } from '../lib/query-keys';

export interface PassengerList {
  passengers: SavedPassenger[];
  total: number;
}

/** docs/rules.md, passenger list: currentPage 1, limit 500 → data.passengers (masked). */
export const getPassengers = (signal?: AbortSignal) =>
  api.data<PassengerList>('POST', '/v1/passenger/list', {
    body: { currentPage: 1, limit: PASSENGER_LIST_LIMIT },
    signal,
  });

export const passengersQueryOptions = accountQuery(passengerKeys.list, getPassengers);

export const usePassengers = (token: string | null) => useQuery(passengersQueryOptions(token));
