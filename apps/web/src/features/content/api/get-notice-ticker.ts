import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice, OkEnvelope } from '@jc/shared';
import { api } from '../../../lib/api-client';
import { dataOr } from '../lib/envelope';
import { contentKeys } from '../lib/query-keys';

/** The notices of the scrolling ticker under the banner; a refusal is an empty list. */
export async function getNoticeTicker(signal?: AbortSignal): Promise<Notice[]> {
  const envelope = await api.raw<OkEnvelope<Notice[]>>('POST', '/v1/notice/ticker', {
    body: { channel: 0 },
    signal,
  });
  return dataOr(envelope, []);
}

export const noticeTickerQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.noticeTicker(),
    queryFn: ({ signal }) => getNoticeTicker(signal),
    staleTime: 5 * 60_000,
  });

export const useNoticeTicker = () => useQuery(noticeTickerQueryOptions());
