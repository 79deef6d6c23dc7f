import { useQuery } from '@tanstack/react-query';
import type { Protocol } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';

/** Where a set of terms is accepted: REG the member terms, CI the check-in terms. */
export type ProtocolLocation = 'REG' | 'CI';

export const protocolKeys = {
  all: ['protocols'] as const,
  at: (location: ProtocolLocation) => [...protocolKeys.all, location] as const,
};

/** The protocol list of one location: the terms a passenger ticks there. */
export const getProtocols = (location: ProtocolLocation, signal?: AbortSignal) =>
  api.data<Protocol[]>('POST', '/v1/protocol/list', { body: { location }, signal });

export const protocolsQueryOptions = keyedQuery(protocolKeys.at, getProtocols, { staleTime: 30 * 60_000 });

export const useProtocols = (location: ProtocolLocation) => useQuery(protocolsQueryOptions(location));
