import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { contentKeys } from '../lib/query-keys';

/** One thematic activity with its rich content (HTML the server has sanitised). */
export const getActivity = (id: number, signal?: AbortSignal) =>
  api.data<ActivityDetail>('POST', '/v1/activity/detail', { body: { id }, signal });

export const activityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentKeys.activity(id),
    queryFn: ({ signal }) => getActivity(id, signal),
  });

export const useActivity = (id: number | null) =>
  useQuery({ ...activityQueryOptions(id ?? 0), enabled: id !== null });
