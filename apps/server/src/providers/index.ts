import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ResultCode } from '@jc/shared';
import type { Env } from '../config/env';
import { createSmsProvider, type SmsProvider } from './sms';
import { createWechatProvider, wechatCredentials, type WechatOAuthClient } from './identity';
import outboxRoutes from './outbox/outbox.routes';
import sandboxWechatRoutes from './identity/sandbox/sandbox-wechat.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS gateway the configuration selects (sandbox outbox by default). */
    sms: SmsProvider;
    /** The messaging-app login client, or null when neither a provider nor the sandbox is configured. */
    wechat: WechatOAuthClient | null;
  }
}

export type ProvidersEnv = Pick<
  Env,
  | 'SANDBOX'
  | 'AIRLINE_NAME'
  | 'SITE_ORIGIN'
  | 'SMS_PROVIDER'
  | 'SMS_API_URL'
  | 'SMS_API_KEY'
  | 'WECHAT_APP_ID'
  | 'WECHAT_APP_SECRET'
  | 'WECHAT_AUTHORIZE_URL'
  | 'WECHAT_API_BASE'
>;

/** Outside parties behind small interfaces: each a sandbox by default, a real client by configuration. */
export default fp(async function providers(
  app: FastifyInstance,
  opts: { env: ProvidersEnv; fetch?: typeof fetch },
) {
  app.decorate('sms', createSmsProvider(opts.env, app.db, opts.fetch));
  app.decorate('wechat', createWechatProvider(opts.env, app, opts.fetch));
});

/**
 * The sandboxes' own pages: /dev/outbox (and its JSON at /api/v1/dev/outbox) and the messaging-app
 * identity provider under /sandbox/wechat. With SANDBOX off they answer 404, never the web app.
 */
export const sandboxRoutes = fp(async function sandboxes(app: FastifyInstance, opts: { env: ProvidersEnv }) {
  if (opts.env.SANDBOX) {
    await app.register(outboxRoutes);
    await app.register(sandboxWechatRoutes, {
      ...wechatCredentials(opts.env),
      appName: opts.env.AIRLINE_NAME,
      siteOrigin: opts.env.SITE_ORIGIN,
    });
    return;
  }
  const notFound = async (_request: unknown, reply: FastifyReply) =>
    reply.status(404).send({ code: ResultCode.NotFound, msg: '页面不存在' });
  app.get('/dev/outbox', { schema: { hide: true } }, notFound);
  app.all('/sandbox/*', { schema: { hide: true } }, notFound);
});
