import { useQuery } from '@tanstack/react-query';
import { NOTICE_PAGE_SIZE } from '@jc/shared/constants';
import { ResultCode } from '@jc/shared/codes';
import type { Notice, PageEnvelope } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery, pagedQuery } from '@/lib/endpoint-query';
import { contentKeys } from '../lib/query-keys';

export interface NoticePage {
  rows: Notice[];
  total: number;
}

/** A page of service notices, newest first; a refusal is an ApiError for the page to show. */
export const getNotices = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<Notice>('POST', '/v1/notice/list', { body: { channel: 0, pageSize, pageNum }, signal });

export const noticesQueryOptions = keyedQuery(contentKeys.notices, getNotices);

/** The /ServiceNotice list; the previous page stays on screen while the next one loads. */
export const useNotices = pagedQuery(noticesQueryOptions);

/**
 * The home page's notice block (docs/rules.md: channel 0, pageSize 4, pageNum 1). A non-200
 * answer silently empties it (docs/rules.md).
 */
export async function getNoticeBlock(signal?: AbortSignal): Promise<NoticePage> {
  const envelope = await api.raw<PageEnvelope<Notice>>('POST', '/v1/notice/list', {
    body: { channel: 0, pageSize: NOTICE_PAGE_SIZE, pageNum: 1 },
    signal,
  });
  return envelope.code === ResultCode.Ok && Array.isArray(envelope.rows)
    ? { rows: envelope.rows, total: envelope.total }
    : { rows: [], total: 0 };
}

export const noticeBlockQueryOptions = keyedQuery(contentKeys.noticeBlock, getNoticeBlock, {
  staleTime: 5 * 60_000,
});

export const useNoticeBlock = () => useQuery(noticeBlockQueryOptions());
