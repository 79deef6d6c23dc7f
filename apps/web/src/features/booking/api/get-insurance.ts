import { useQuery } from '@tanstack/react-query';
import type { InsuranceProduct } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { bookingKeys } from '../lib/query-keys';

/** POST /api/v1/insure/config/list: the insurance products offered per passenger. */
export const getInsurance = (signal?: AbortSignal) =>
  api.data<InsuranceProduct[]>('POST', '/v1/insure/config/list', { body: {}, signal });

export const insuranceQueryOptions = keyedQuery(bookingKeys.insurance, getInsurance, { staleTime: 600_000 });

export const useInsurance = () => useQuery(insuranceQueryOptions());
