import { useQuery } from '@tanstack/react-query';
import type { SavedPassenger } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery } from '@/lib/endpoint-query';
import { passengerKeys } from '../lib/query-keys';

/** One saved passenger with the full certificate number and phone, for editing or filling a form. */
export const getPassenger = (id: number, signal?: AbortSignal) =>
  api.data<SavedPassenger>('POST', '/v1/passenger/detail', { body: { id }, signal });

export const passengerQueryOptions = accountQuery(passengerKeys.detail, getPassenger, {
  // Full numbers are fetched when needed, not kept about.
  staleTime: 0,
  gcTime: 60_000,
});

export const usePassenger = (token: string | null, id: number | null) =>
  useQuery({ ...passengerQueryOptions(token, id ?? 0), enabled: !!token && id !== null });
