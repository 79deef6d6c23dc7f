import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NICKNAME_MAX,
  createSandboxIdentity,
  exchangeAuthorizationCode,
  issueAuthorizationCode,
  sandboxIdentities,
  sandboxUserInfo,
} from './sandbox-wechat.service';
import { sendSandboxPage } from '../../sandbox-page';
import { renderProviderError, renderQrLoginPage } from './sandbox-wechat.page';

export interface SandboxWechatOptions {
  appId: string;
  appSecret: string;
  /** The name shown under the QR code (the site asking for the login). */
  appName: string;
  siteOrigin?: string | undefined;
}

const optional = z.string().optional();
const AuthorizeQuery = z.object({
  appid: optional,
  redirect_uri: optional,
  response_type: optional,
  scope: optional,
  state: optional,
});
const ConfirmForm = z.object({
  appid: optional,
  redirect_uri: optional,
  state: optional,
  openid: optional,
  nickname: optional,
});

/**
 * The built-in messaging-app identity provider, mounted at /sandbox/wechat when SANDBOX is on:
 * the QR login page (connect/qrconnect), its confirmation, and the two JSON endpoints the site's
 * server calls (sns/oauth2/access_token, sns/userinfo), in the open platform's shape.
 */
const sandboxWechatRoutes: FastifyPluginAsyncZod<SandboxWechatOptions> = async (app, opts) => {
  // The QR page posts plain HTML forms; this parser lives in this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The redirect must come back to this site (the real platform checks the registered domain). */
  const checkRedirect = (request: FastifyRequest, redirectUri: string | undefined): URL | string => {
    if (!redirectUri) return 'redirect_uri 参数错误';
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      return 'redirect_uri 参数错误';
    }
    const allowed = new Set([request.hostname]);
    if (opts.siteOrigin) allowed.add(new URL(opts.siteOrigin).hostname);
    if (!/^https?:$/.test(url.protocol) || !allowed.has(url.hostname))
      return 'redirect_uri 参数错误：域名与应用不一致';
    return url;
  };

  const checkApp = (appid: string | undefined) => (appid === opts.appId ? null : 'AppID 参数错误');
  const checkState = (state: string | undefined) => ((state ?? '').length > 128 ? 'state 参数过长' : null);

  const loginPage = async (
    redirectUri: string,
    state: string,
    extra: { error?: string; nickname?: string } = {},
  ) =>
    renderQrLoginPage({
      appName: opts.appName,
      appId: opts.appId,
      redirectUri,
      state,
      identities: await sandboxIdentities(app.db),
      ...extra,
    });

  app.get(
    '/sandbox/wechat/connect/qrconnect',
    { schema: { hide: true, querystring: AuthorizeQuery } },
    async (request, reply) => {
      const q = request.query;
      const redirect = checkRedirect(request, q.redirect_uri);
      const problem =
        checkApp(q.appid) ??
        (q.response_type !== 'code' ? 'response_type 参数错误' : null) ??
        (q.scope !== 'snsapi_login' ? 'Scope 参数错误或没有 Scope 权限' : null) ??
        checkState(q.state) ??
        (typeof redirect === 'string' ? redirect : null);
      if (problem) return sendSandboxPage(reply, 400, renderProviderError(problem));
      return sendSandboxPage(reply, 200, await loginPage(q.redirect_uri!, q.state ?? ''));
    },
  );

  app.post(
    '/sandbox/wechat/connect/authorize',
    { schema: { hide: true, body: ConfirmForm } },
    async (request, reply) => {
      const f = request.body;
      const redirect = checkRedirect(request, f.redirect_uri);
      if (typeof redirect === 'string') return sendSandboxPage(reply, 400, renderProviderError(redirect));
      const problem = checkApp(f.appid) ?? checkState(f.state);
      if (problem) return sendSandboxPage(reply, 400, renderProviderError(problem));

      let openId = f.openid;
      if (!openId) {
        const nickname = (f.nickname ?? '').trim();
        if (!nickname || [...nickname].length > NICKNAME_MAX) {
          const error = `请输入1-${NICKNAME_MAX}个字的微信昵称`;
          return sendSandboxPage(
            reply,
            400,
            await loginPage(f.redirect_uri!, f.state ?? '', { error, nickname }),
          );
        }
        openId = (await createSandboxIdentity(app.db, nickname)).openId;
      }
      const code = await issueAuthorizationCode(app.db, openId);
      if (!code) return sendSandboxPage(reply, 400, renderProviderError('微信身份不存在'));
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', f.state ?? '');
      return reply.redirect(redirect.toString(), 303);
    },
  );

  app.get(
    '/sandbox/wechat/sns/oauth2/access_token',
    {
      schema: {
        hide: true,
        querystring: z.object({ appid: optional, secret: optional, code: optional, grant_type: optional }),
      },
    },
    async (request) => exchangeAuthorizationCode(app.db, opts, request.query),
  );

  app.get(
    '/sandbox/wechat/sns/userinfo',
    {
      schema: {
        hide: true,
        querystring: z.object({ access_token: optional, openid: optional, lang: optional }),
      },
    },
    async (request) => sandboxUserInfo(app.db, request.query),
  );
};

export default sandboxWechatRoutes;
