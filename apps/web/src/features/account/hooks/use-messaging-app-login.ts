import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { memberStatusQueryOptions } from '@/lib/member-status';
import { wechatLogin } from '../api/wechat-login';
import type { BindPhoneState } from '../components/bind-phone-form';
import { useSignIn } from './use-sign-in';
import { notify } from '@/components/antd/notify';

// A provider code works once: remember the ones already exchanged in this page (React may run
// an effect twice in development, and the URL keeps the code until it is replaced).
const exchanged = new Set<string>();

/**
 * docs/rules.md, messaging-app login on the home page: when the URL carries `code`, exchange it
 * (sent encoded) for a login. With a token: store it, drop code and state from the address, then
 * ask user info (cached for the non-member dialog and the coupon check). With only openId and
 * unionId: go on to BindPhone (replacing this entry) carrying the bind
 * ticket in router state, since the home page clears session storage on load.
 */
export function useMessagingAppLogin() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const code = params.get('code');

  useEffect(() => {
    if (!code || exchanged.has(code)) return;
    exchanged.add(code);
    const dropCode = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('code');
          next.delete('state');
          return next;
        },
        { replace: true },
      );

    wechatLogin(code).then(
      (answer) => {
        if (answer.token) {
          signIn(answer.token);
          dropCode();
          void notify.success(answer.msg);
          // Then user info (docs/rules.md), read by the non-member dialog and the coupon check.
          void queryClient.prefetchQuery(memberStatusQueryOptions(answer.token));
          return;
        }
        const { openId, unionId, bindTicket, nickname } = answer.data;
        if (!bindTicket) {
          dropCode();
          void notify.error(answer.msg);
          return;
        }
        const state: BindPhoneState = { openId, unionId, bindTicket, nickname };
        void navigate(paths.bindPhone.url(), { replace: true, state });
      },
      (error: Error) => {
        dropCode();
        void notify.error(error.message);
      },
    );
  }, [code, setParams, navigate, signIn, queryClient]);
}
