import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/current-user';

/**
 * The messaging app's QR login page, returning to `redirectUri` on this site with ?code&state
 * (the sandbox provider's page in sandbox mode). Each answer carries a fresh state.
 */
export const getWechatAuthorizeUrl = (redirectUri: string, signal?: AbortSignal) =>
  api.data<{ url: string }>('POST', '/v1/auth/wechat/authorize-url', { body: { redirectUri }, signal });

export const wechatAuthorizeUrlQueryOptions = (redirectUri: string) =>
  queryOptions({
    queryKey: [...accountKeys.all, 'wechat-authorize-url', redirectUri],
    queryFn: ({ signal }) => getWechatAuthorizeUrl(redirectUri, signal),
    // A state is for one trip to the provider: never reuse an old one.
    staleTime: 0,
    gcTime: 0,
  });

export const useWechatAuthorizeUrl = (redirectUri: string, enabled: boolean) =>
  useQuery({ ...wechatAuthorizeUrlQueryOptions(redirectUri), enabled });
