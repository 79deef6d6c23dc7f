import { useCallback } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { getToken, setToken } from '../../lib/auth-token';
import { siteConfigQueryOptions } from '../../lib/site-config';

/**
 * Logs out: ends the session on the server (POST /v1/auth/logout, so the token is revoked there
 * too), then forgets the token and every cached answer that belonged to the member. The local
 * logout happens even when the server cannot be reached or the session had already expired.
 * Pages that need a login notice the token is gone and leave by themselves.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const siteConfigKey = siteConfigQueryOptions().queryKey[0];
  return useCallback(async () => {
    if (getToken()) {
      await api.raw('POST', '/v1/auth/logout', { body: {} }).catch(() => undefined);
    }
    setToken(null);
    // Orders, coupons and the like must not survive for the next person at this browser;
    // the public site configuration may.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== siteConfigKey });
    void message.success('您已安全退出登录');
  }, [queryClient, message, siteConfigKey]);
}
