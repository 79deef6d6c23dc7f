import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { contentKeys } from '../lib/query-keys';

/** One service notice with its content (HTML the server has sanitised). */
export const getNotice = (id: number, signal?: AbortSignal) =>
  api.data<NoticeDetail>('POST', '/v1/notice/detail', { body: { id }, signal });

export const noticeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentKeys.notice(id),
    queryFn: ({ signal }) => getNotice(id, signal),
  });

export const useNotice = (id: number | null) =>
  useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== null });
