import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealQueryRequest, SegmentMeals } from '@jc/shared';
import { api } from '@/lib/api-client';
import { bookingKeys } from '../lib/query-keys';

/** POST /api/v2/meal/query: meals to pre-order on each segment. */
export const queryMeals = (body: MealQueryRequest, signal?: AbortSignal) =>
  api.data<SegmentMeals[]>('POST', '/v2/meal/query', { body, signal });

export const mealsQueryOptions = (body: MealQueryRequest) =>
  queryOptions({
    queryKey: bookingKeys.meals(JSON.stringify(body)),
    queryFn: ({ signal }) => queryMeals(body, signal),
    staleTime: 600_000,
  });

export const useMeals = (body: MealQueryRequest | null) =>
  useQuery({ ...mealsQueryOptions(body ?? { segments: [] }), enabled: !!body && body.segments.length > 0 });
