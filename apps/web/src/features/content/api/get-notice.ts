import type { NoticeDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery, queryWhenSet } from '@/lib/endpoint-query';
import { contentKeys } from '../lib/query-keys';

/** One service notice with its content (HTML the server has sanitised). */
export const getNotice = (id: number, signal?: AbortSignal) =>
  api.data<NoticeDetail>('POST', '/v1/notice/detail', { body: { id }, signal });

export const noticeQueryOptions = keyedQuery(contentKeys.notice, getNotice);

export const useNotice = queryWhenSet(noticeQueryOptions, 0);
