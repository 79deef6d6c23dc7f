import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { createInjectFetch } from './inject-fetch';
import { createWechatClient, type WechatOAuthClient } from './wechat-client';

export type WechatEnv = Pick<
  Env,
  'SANDBOX' | 'WECHAT_APP_ID' | 'WECHAT_APP_SECRET' | 'WECHAT_AUTHORIZE_URL' | 'WECHAT_API_BASE'
>;

/** The sandbox provider's own app credentials, used when none are configured. */
export const SANDBOX_WECHAT_APP = {
  appId: 'wx7c2a0c9e5d8b4f31',
  appSecret: 'jc-sandbox-wechat-secret',
} as const;
export const SANDBOX_AUTHORIZE_PATH = '/sandbox/wechat/connect/qrconnect';
export const SANDBOX_API_PATH = '/sandbox/wechat';
export const REAL_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/qrconnect';

/** The app id and secret the site uses, and that the sandbox provider (when on) accepts. */
export const wechatCredentials = (env: WechatEnv) => ({
  appId: env.WECHAT_APP_ID ?? SANDBOX_WECHAT_APP.appId,
  appSecret: env.WECHAT_APP_SECRET ?? SANDBOX_WECHAT_APP.appSecret,
});

/**
 * The messaging-app login client the configuration asks for: WECHAT_API_BASE set → that provider
 * over the network; otherwise, with SANDBOX on, the built-in provider reached in-process through
 * the same HTTP shape; otherwise none (the login answers 503).
 */
export function createWechatProvider(
  env: WechatEnv,
  app: FastifyInstance,
  fetchImpl: typeof fetch = fetch,
): WechatOAuthClient | null {
  const credentials = wechatCredentials(env);
  if (env.WECHAT_API_BASE) {
    return createWechatClient({
      mode: 'http',
      ...credentials,
      authorizeBase: env.WECHAT_AUTHORIZE_URL ?? REAL_AUTHORIZE_URL,
      apiBase: env.WECHAT_API_BASE,
      fetch: fetchImpl,
    });
  }
  if (!env.SANDBOX) return null;
  return createWechatClient({
    mode: 'sandbox',
    ...credentials,
    authorizeBase: env.WECHAT_AUTHORIZE_URL ?? SANDBOX_AUTHORIZE_PATH,
    apiBase: `http://sandbox.invalid${SANDBOX_API_PATH}`,
    fetch: createInjectFetch(app),
  });
}

export type { WechatAccessToken, WechatOAuthClient, WechatUserProfile } from './wechat-client';
export { WechatApiError, WechatUnavailableError } from './wechat-client';
