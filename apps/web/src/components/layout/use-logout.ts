import { useCallback } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { setToken } from '../../lib/auth-token';
import { siteConfigQueryOptions } from '../../lib/site-config';

/** Logs out: forgets the token and every cached answer that belonged to the member. */
export function useLogout() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const siteConfigKey = siteConfigQueryOptions().queryKey[0];
  return useCallback(() => {
    setToken(null);
    // Orders, coupons and the like must not survive for the next person at this browser;
    // the public site configuration may.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== siteConfigKey });
    void message.success('您已安全退出登录');
  }, [queryClient, message, siteConfigKey]);
}
