import { queryOptions, useQuery } from '@tanstack/react-query';
import { ResultCode } from '@jc/shared/codes';
import type { AirportEntry, OkEnvelope } from '@jc/shared';
import { api } from '../../../lib/api-client';
import { fareKeys } from '../lib/query-keys';

/**
 * Every airport of the network (SPEC section 7: dep and arr empty), for the departure switcher.
 * A refusal leaves the switcher with just the airport in use rather than breaking the block.
 */
export async function getAirports(signal?: AbortSignal): Promise<AirportEntry[]> {
  const envelope = await api.raw<OkEnvelope<AirportEntry[]>>('POST', '/v1/airport/list', {
    body: { dep: '', arr: '' },
    signal,
  });
  return envelope.code === ResultCode.Ok && Array.isArray(envelope.data) ? envelope.data : [];
}

export const airportsQueryOptions = () =>
  queryOptions({
    queryKey: fareKeys.airports(),
    queryFn: ({ signal }) => getAirports(signal),
    // The network changes with the timetable season, not within a visit.
    staleTime: 60 * 60_000,
  });

export const useAirports = () => useQuery(airportsQueryOptions());
