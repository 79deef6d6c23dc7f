import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FareFamilyRules } from '@jc/shared';
import { api } from '@/lib/api-client';

export const fareFamilyKeys = { all: ['fare-families'] as const };

/** Every fare family with its baggage allowance and refund and change fee bands. */
export const getFareFamilies = (signal?: AbortSignal) =>
  api.data<FareFamilyRules[]>('POST', '/v1/fare/families', { body: {}, signal });

export const fareFamiliesQueryOptions = () =>
  queryOptions({
    queryKey: fareFamilyKeys.all,
    queryFn: ({ signal }) => getFareFamilies(signal),
    staleTime: 30 * 60_000,
  });

export const useFareFamilies = () => useQuery(fareFamiliesQueryOptions());
