import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlightKeyRequest } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery } from '@/lib/endpoint-query';
import { accountScopedRoots } from '@/lib/query-keys';

const followKeys = { mine: (token: string | null) => [...accountScopedRoots.follows, token] as const };

/** POST /api/v1/dynamic/follows: the flights the signed-in passenger follows (关注). */
export const getFollows = (signal?: AbortSignal) =>
  api.data<FlightKeyRequest[]>('POST', '/v1/dynamic/follows', { body: {}, signal });

export const followsOptions = accountQuery(followKeys.mine, getFollows);

export const useFollows = (token: string | null) => useQuery(followsOptions(token));

/** POST /api/v1/dynamic/follow or /unfollow; either answers the new list. */
export const useToggleFollow = (token: string | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, follow }: { key: FlightKeyRequest; follow: boolean }) =>
      api.data<FlightKeyRequest[]>('POST', follow ? '/v1/dynamic/follow' : '/v1/dynamic/unfollow', {
        body: key,
      }),
    onSuccess: (list) => client.setQueryData(followKeys.mine(token), list),
  });
};
