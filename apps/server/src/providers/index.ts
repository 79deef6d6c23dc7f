import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ResultCode } from '@jc/shared';
import type { Env } from '../config/env';
import { createSmsProvider, type SmsProvider } from './sms';
import { createMailer, createMailProvider, type Mailer } from './mail';
import { createWechatProvider, wechatCredentials, type WechatOAuthClient } from './identity';
import outboxRoutes from './outbox/outbox.routes';
import sandboxWechatRoutes from './identity/sandbox/sandbox-wechat.routes';
import {
  createPaymentGateways,
  paymentCredentials,
  sandboxSigningKeys,
  serverOrigin,
  type GatewayMethod,
  type PaymentEnv,
  type PaymentGateway,
} from './payment';
import { defineNotifier, type SandboxTransport } from './payment/sandbox/sandbox-notifier';
import sandboxPayRoutes from './payment/sandbox/sandbox-pay.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS gateway the configuration selects (sandbox outbox by default). */
    sms: SmsProvider;
    /** Mail through the job queue, delivered by SMTP or kept in the sandbox outbox. */
    mail: Mailer;
    /** The messaging-app login client, or null when neither a provider nor the sandbox is configured. */
    wechat: WechatOAuthClient | null;
    /** The payment gateway of each method the configuration offers (sandbox gateway by default). */
    payGateways: Partial<Record<GatewayMethod, PaymentGateway>>;
    /** The sandbox gateway's delivery of notifications (null with sandboxes off); tests may reroute it. */
    paySandbox: SandboxTransport | null;
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
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'WECHAT_APP_ID'
  | 'WECHAT_APP_SECRET'
  | 'WECHAT_AUTHORIZE_URL'
  | 'WECHAT_API_BASE'
> &
  PaymentEnv;

/** Outside parties behind small interfaces: each a sandbox by default, a real client by configuration. */
export default fp(async function providers(
  app: FastifyInstance,
  opts: { env: ProvidersEnv; fetch?: typeof fetch },
) {
  app.decorate('sms', createSmsProvider(opts.env, app.db, opts.fetch));
  app.decorate('mail', createMailer(app.db, app.jobs, createMailProvider(opts.env, app.db)));
  app.decorate('wechat', createWechatProvider(opts.env, app, opts.fetch));
  app.decorate('payGateways', createPaymentGateways(opts.env, app, opts.fetch));
  // The sandbox posts notifications over real HTTP to the site's own address.
  const paySandbox: SandboxTransport | null = opts.env.SANDBOX
    ? { fetch: (input: string | URL | Request, init?: RequestInit) => fetch(input, init) }
    : null;
  app.decorate('paySandbox', paySandbox);
});

/**
 * The sandboxes' own pages: /dev/outbox (and its JSON at /api/v1/dev/outbox), the messaging-app
 * identity provider under /sandbox/wechat and the payment gateway under /sandbox/pay. With SANDBOX off they answer 404, never the web app.
 */
export const sandboxRoutes = fp(async function sandboxes(app: FastifyInstance, opts: { env: ProvidersEnv }) {
  if (opts.env.SANDBOX) {
    await app.register(outboxRoutes);
    await app.register(sandboxWechatRoutes, {
      ...wechatCredentials(opts.env),
      appName: opts.env.AIRLINE_NAME,
      siteOrigin: opts.env.SITE_ORIGIN,
    });
    const credentials = paymentCredentials(opts.env);
    await app.register(sandboxPayRoutes, {
      wxpay: credentials.wxpay,
      alipay: {
        appId: credentials.alipay.appId,
        merchantPublicKey: credentials.alipay.merchantPublicKey,
        platformPrivateKey: sandboxSigningKeys(opts.env).alipay.platformPrivateKey,
      },
      yeepay: credentials.yeepay,
      merchantName: opts.env.AIRLINE_NAME,
      publicOrigin: () => serverOrigin(app, opts.env),
    });
    defineNotifier(app, app.db, sandboxSigningKeys(opts.env), app.paySandbox!);
    return;
  }
  const notFound = async (_request: unknown, reply: FastifyReply) =>
    reply.status(404).send({ code: ResultCode.NotFound, msg: '页面不存在' });
  app.get('/dev/outbox', { schema: { hide: true } }, notFound);
  app.all('/sandbox/*', { schema: { hide: true } }, notFound);
});
