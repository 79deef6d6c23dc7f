import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialTravellerApplication } from '@jc/shared';
import { api } from '@/lib/api-client';
import { specialTravellerKeys } from '../lib/query-keys';

/** POST /api/v1/special/passenger/apply/list: one page of the account's applications, newest first. */
export const getSpecialTravellers = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<SpecialTravellerApplication>('POST', '/v1/special/passenger/apply/list', {
    body: { pageNum, pageSize },
    signal,
  });

export const specialTravellersQueryOptions = (token: string | null, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: specialTravellerKeys.list(token, pageNum, pageSize),
    queryFn: ({ signal }) => getSpecialTravellers(pageNum, pageSize, signal),
    enabled: !!token,
  });

export const useSpecialTravellers = (token: string | null, pageNum: number, pageSize: number) =>
  useQuery({ ...specialTravellersQueryOptions(token, pageNum, pageSize), placeholderData: keepPreviousData });
