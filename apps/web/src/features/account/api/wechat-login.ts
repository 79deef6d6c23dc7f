import type { WechatLoginResponse } from '@jc/shared';
import { api } from '@/lib/api-client';

/**
 * docs/rules.md, messaging-app login: the provider's code, URL-encoded (the code travels
 * encoded). A bound identity gets a token; an unbound one only its openId, unionId and a bind ticket.
 */
export const wechatLogin = (code: string) =>
  api.envelope<WechatLoginResponse>('POST', '/v1/auth/wechat/login', {
    body: { authCode: encodeURIComponent(code) },
  });
