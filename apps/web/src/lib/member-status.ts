import { useQuery } from '@tanstack/react-query';
import { ResultCode } from '@jc/shared/codes';
import type { OkEnvelope, UserInfo } from '@jc/shared';
import { ApiError, api } from './api-client';
import { accountKeys } from './current-user';
import { accountQuery } from './endpoint-query';

export type MemberStatus = { member: true; user: UserInfo } | { member: false; msg: string };

/**
 * User info: a member's info, or (403) the server's "not yet a member" message for the
 * non-member dialog. Any other refusal is an ApiError.
 */
export async function getMemberStatus(signal?: AbortSignal): Promise<MemberStatus> {
  const envelope = await api.raw<OkEnvelope<UserInfo>>('POST', '/v1/user/info', { body: {}, signal });
  if (envelope.code === ResultCode.Ok) return { member: true, user: envelope.data };
  if (envelope.code === ResultCode.Forbidden) return { member: false, msg: envelope.msg };
  throw new ApiError(envelope.code, envelope.msg, envelope.code);
}

export const memberStatusQueryOptions = accountQuery(accountKeys.info, getMemberStatus, {
  staleTime: 60_000,
});

/** Member or not, for the stored token; idle for a visitor. */
export const useMemberStatus = (token: string | null) => useQuery(memberStatusQueryOptions(token));
