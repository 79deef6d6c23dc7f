import type { SpecialTravellerApplication } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery, pagedQuery } from '@/lib/endpoint-query';
import { specialTravellerKeys } from '../lib/query-keys';

/** POST /api/v1/special/passenger/apply/list: one page of the account's applications, newest first. */
export const getSpecialTravellers = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<SpecialTravellerApplication>('POST', '/v1/special/passenger/apply/list', {
    body: { pageNum, pageSize },
    signal,
  });

export const specialTravellersQueryOptions = accountQuery(specialTravellerKeys.list, getSpecialTravellers);

export const useSpecialTravellers = pagedQuery(specialTravellersQueryOptions);
