import { useQuery } from '@tanstack/react-query';
import type { Notice } from '@jc/shared';
import { api } from '@/lib/api-client';
import { bootData } from '@/lib/boot-data';
import { keyedQuery } from '@/lib/endpoint-query';
import { contentKeys } from '../lib/query-keys';

/** The notices of the scrolling ticker under the banner; a refusal is an empty list. */
export const getNoticeTicker = (signal?: AbortSignal) =>
  api.dataOr<Notice[]>('POST', '/v1/notice/ticker', [], { body: { channel: 0 }, signal });

export const noticeTickerQueryOptions = keyedQuery(contentKeys.noticeTicker, getNoticeTicker, {
  staleTime: 5 * 60_000,
  // The home page's HTML carries the notices, so the ticker runs from the first render.
  initialData: () => bootData<Notice[]>('noticeTicker'),
});

export const useNoticeTicker = () => useQuery(noticeTickerQueryOptions());
