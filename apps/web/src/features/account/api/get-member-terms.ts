import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Protocol } from '@jc/shared';
import { api } from '../../../lib/api-client';

/** The member terms a passenger accepts to register (protocol list, location REG). */
export const getMemberTerms = (signal?: AbortSignal) =>
  api.data<Protocol[]>('POST', '/v1/protocol/list', { body: { location: 'REG' }, signal });

export const memberTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['protocols', 'REG'],
    queryFn: ({ signal }) => getMemberTerms(signal),
    staleTime: 30 * 60_000,
  });

export const useMemberTerms = () => useQuery(memberTermsQueryOptions());
