import { queryOptions, useQuery } from '@tanstack/react-query';
import { ResultCode } from '@jc/shared/codes';
import type { OkEnvelope, Profile, UserInfo } from '@jc/shared';
import { useAuthToken } from '@/hooks/use-auth-token';
import { ApiError, api } from './api-client';
import { accountScopedRoots } from './query-keys';

/**
 * The signed-in account as several parts of the site need it (header, home page, member pages).
 * Keyed by the token, so logging in as someone else never shows the previous person's answers.
 */
export const accountKeys = {
  all: accountScopedRoots.account,
  profile: (token: string | null) => [...accountKeys.all, 'profile', token] as const,
  info: (token: string | null) => [...accountKeys.all, 'info', token] as const,
  wechatAuthorizeUrl: (redirectUri: string) =>
    [...accountKeys.all, 'wechat-authorize-url', redirectUri] as const,
};

/** The account's own profile (members and non-members): phone masked, certificate number in full. */
export const getProfile = (signal?: AbortSignal) =>
  api.data<Profile>('POST', '/v1/user/profile', { body: {}, signal });

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.profile(token),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: !!token,
    staleTime: 5 * 60_000,
  });

/** The current account's profile; idle (no data) for a visitor. */
export function useCurrentUser() {
  const token = useAuthToken();
  return useQuery(profileQueryOptions(token));
}

/** What the header shows for an account: the name once completed, else the masked phone. */
export const accountDisplayName = (profile: Pick<Profile, 'name' | 'phone'> | undefined) =>
  profile?.name || profile?.phone || '我的账户';

export type MemberStatus = { member: true; user: UserInfo } | { member: false; msg: string };

/**
 * SPEC section 7, user info: a member's info, or (403) the server's "not yet a member" message
 * for the non-member dialog (SPEC section 8). Any other refusal is an ApiError.
 */
export async function getMemberStatus(signal?: AbortSignal): Promise<MemberStatus> {
  const envelope = await api.raw<OkEnvelope<UserInfo>>('POST', '/v1/user/info', { body: {}, signal });
  if (envelope.code === ResultCode.Ok) return { member: true, user: envelope.data };
  if (envelope.code === ResultCode.Forbidden) return { member: false, msg: envelope.msg };
  throw new ApiError(envelope.code, envelope.msg, envelope.code);
}

export const memberStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.info(token),
    queryFn: ({ signal }) => getMemberStatus(signal),
    enabled: !!token,
    staleTime: 60_000,
  });

/** Member or not, for the stored token; idle for a visitor. */
export const useMemberStatus = (token: string | null) => useQuery(memberStatusQueryOptions(token));
