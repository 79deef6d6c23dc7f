import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getToken, setToken } from '@/lib/auth-token';
import { siteConfigKeys } from '@/lib/site-config';
import { notify } from '@/components/antd/notify';

/**
 * Logs out: ends the session on the server (POST /v1/auth/logout, so the token is revoked there
 * too) and forgets the token and every cached answer that belonged to the member at once, without
 * waiting for the server: the request has already taken the token with it when it starts, and the
 * local logout must not hang on a slow or unreachable server. Pages that need a login notice the
 * token is gone and leave by themselves.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The call reads the token synchronously before its first await, so clearing it next is safe.
    const revoked = getToken()
      ? api.raw('POST', '/v1/auth/logout', { body: {} }).catch(() => undefined)
      : null;
    setToken(null);
    // Orders, coupons and the like must not survive for the next person at this browser;
    // the public site configuration may.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== siteConfigKeys.all[0] });
    void notify.success('您已安全退出登录');
    await revoked;
  }, [queryClient]);
}
