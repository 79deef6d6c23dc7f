import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@jc/shared/constants';
import type { Activity } from '@jc/shared';
import { api, ApiError } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { contentKeys } from '../lib/query-keys';

/**
 * All thematic activities (docs/rules.md: channel 0, pageSize 100, pageNum 1). Unlike the other
 * home lists a refusal is an error: docs/rules.md has the activity list failure show its msg.
 */
export async function getActivities(signal?: AbortSignal): Promise<Activity[]> {
  const { rows } = await api.page<Activity>('POST', '/v1/activity/list', {
    body: { channel: 0, pageSize: ACTIVITY_PAGE_SIZE, pageNum: 1 },
    signal,
  });
  return rows;
}

export const activitiesQueryOptions = keyedQuery(contentKeys.activities, getActivities, {
  staleTime: 5 * 60_000,
  // A server that answered with a refusal will answer the same again; only a lost connection
  // (code 0) is worth another try, so the msg reaches the passenger without a delay.
  retry: (count, error) => error instanceof ApiError && error.code === 0 && count < 2,
});

export const useActivities = () => useQuery(activitiesQueryOptions());
