import type { ActivityDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery, queryWhenSet } from '@/lib/endpoint-query';
import { contentKeys } from '../lib/query-keys';

/** One thematic activity with its rich content (HTML the server has sanitised). */
export const getActivity = (id: number, signal?: AbortSignal) =>
  api.data<ActivityDetail>('POST', '/v1/activity/detail', { body: { id }, signal });

export const activityQueryOptions = keyedQuery(contentKeys.activity, getActivity);

export const useActivity = queryWhenSet(activityQueryOptions, 0);
