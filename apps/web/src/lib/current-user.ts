import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@jc/shared';
import { useAuthToken } from '@/hooks/use-auth-token';
import { api } from './api-client';
import { accountQuery } from './endpoint-query';
import { accountScopedRoots } from './query-keys';

/**
 * The signed-in account as several parts of the site need it (header, home page, member pages).
 * Keyed by the token, so logging in as someone else never shows the previous person's answers.
 */
export const accountKeys = {
  all: accountScopedRoots.account,
  profile: (token: string | null) => [...accountKeys.all, 'profile', token] as const,
  info: (token: string | null) => [...accountKeys.all, 'info', token] as const,
};

/** The account's own profile (members and non-members): phone masked, certificate number in full. */
export const getProfile = (signal?: AbortSignal) =>
  api.data<Profile>('POST', '/v1/user/profile', { body: {}, signal });

export const profileQueryOptions = accountQuery(accountKeys.profile, getProfile, { staleTime: 5 * 60_000 });

/** The current account's profile; idle (no data) for a visitor. */
export function useCurrentUser() {
  const token = useAuthToken();
  return useQuery(profileQueryOptions(token));
}

/** What the header shows for an account: the name once completed, else the masked phone. */
export const accountDisplayName = (profile: Pick<Profile, 'name' | 'phone'> | undefined) =>
  profile?.name || profile?.phone || '我的账户';
