/**
 * The messaging-app (WeChat web, 网站应用) OAuth 2.0 client: authorize → code → access_token
 * (with openid and unionid) → userinfo. The same client talks to the real open platform or to the
 * built-in sandbox provider; only the base URL and the transport differ.
 */

import { parseJsonObject } from '#src/lib/json';

export interface WechatAccessToken {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  openId: string;
  scope: string;
  unionId: string | null;
}

export interface WechatUserProfile {
  openId: string;
  unionId: string | null;
  nickname: string | null;
  /** 0 unknown, 1 male, 2 female (the provider's own codes). */
  sex: number;
  avatarUrl: string | null;
}

export interface WechatOAuthClient {
  /** 'sandbox': the built-in provider, in-process; 'http': a provider at a configured base URL. */
  readonly mode: 'sandbox' | 'http';
  readonly appId: string;
  /** The provider's QR login page for a redirect back to `redirectUri` (absolute) carrying `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Trades a one-time code for an access token; WechatApiError when the provider refuses it. */
  exchangeCode(code: string): Promise<WechatAccessToken>;
  /** The identity behind an access token; WechatApiError when the provider refuses it. */
  fetchUserInfo(accessToken: string, openId: string): Promise<WechatUserProfile>;
}

/** The provider answered with `{errcode, errmsg}` (an invalid, expired or used code, a bad token...). */
export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat API error ${errcode}: ${errmsg}`);
    this.name = 'WechatApiError';
  }
}

/** The provider could not be reached or answered something that is not its protocol. */
export class WechatUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WechatUnavailableError';
  }
}

export interface WechatClientOptions {
  mode: 'sandbox' | 'http';
  appId: string;
  appSecret: string;
  /** The QR login page, absolute or site-relative. */
  authorizeBase: string;
  /** Where /sns/oauth2/access_token and /sns/userinfo live. */
  apiBase: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

export function createWechatClient(options: WechatClientOptions): WechatOAuthClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');

  async function getJson(path: string, query: Record<string, string>) {
    const url = `${apiBase}${path}?${new URLSearchParams(query).toString()}`;
    let text: string;
    try {
      const res = await options.fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      text = await res.text();
    } catch (err) {
      throw new WechatUnavailableError(`WeChat API ${path} unreachable`, { cause: err });
    }
    // The open platform answers JSON, sometimes labelled text/plain: parse the text.
    const body = parseJsonObject(text);
    if (!body) throw new WechatUnavailableError(`WeChat API ${path} answered no JSON object`);
    if (typeof body.errcode === 'number' && body.errcode !== 0)
      throw new WechatApiError(body.errcode, String(body.errmsg ?? ''));
    return body;
  }

  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

  return {
    mode: options.mode,
    appId: options.appId,

    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        appid: options.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${options.authorizeBase}?${query.toString()}#wechat_redirect`;
    },

    async exchangeCode(code) {
      const body = await getJson('/sns/oauth2/access_token', {
        appid: options.appId,
        secret: options.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const accessToken = str(body.access_token);
      const openId = str(body.openid);
      if (!accessToken || !openId)
        throw new WechatUnavailableError('access_token answer without token or openid');
      return {
        accessToken,
        expiresIn: Number(body.expires_in ?? 0),
        refreshToken: str(body.refresh_token) ?? '',
        openId,
        scope: str(body.scope) ?? '',
        unionId: str(body.unionid),
      };
    },

    async fetchUserInfo(accessToken, openId) {
      const body = await getJson('/sns/userinfo', { access_token: accessToken, openid: openId });
      const answeredOpenId = str(body.openid);
      if (answeredOpenId !== openId) throw new WechatUnavailableError('userinfo answered another openid');
      return {
        openId,
        unionId: str(body.unionid),
        nickname: str(body.nickname),
        sex: Number(body.sex ?? 0),
        avatarUrl: str(body.headimgurl),
      };
    },
  };
}
