import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Protocol } from '@jc/shared';
import { api } from '../../../lib/api-client';

/** SPEC section 7, protocol list: location CI gives the terms a passenger accepts to check in. */
export const getCheckInProtocols = (signal?: AbortSignal) =>
  api.data<Protocol[]>('POST', '/v1/protocol/list', { body: { location: 'CI' }, signal });

export const checkInProtocolsQueryOptions = () =>
  queryOptions({
    queryKey: ['protocols', 'CI'],
    queryFn: ({ signal }) => getCheckInProtocols(signal),
    staleTime: 30 * 60_000,
  });

export const useCheckInProtocols = () => useQuery(checkInProtocolsQueryOptions());
