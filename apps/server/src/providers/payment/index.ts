import fs from 'node:fs';
import { createPublicKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { createInjectFetch } from '../identity/inject-fetch';
import { createAlipayClient } from './alipay/alipay-client';
import type { GatewayMethod, PaymentGateway } from './gateway';
import { SANDBOX_ALIPAY, SANDBOX_WXPAY, SANDBOX_YEEPAY } from './sandbox/sandbox-credentials';
import type { SandboxSigningKeys } from './sandbox/sandbox-notifier';
import { createWxPayClient } from './wxpay/wxpay-client';
import { createYeepayClient } from './yeepay/yeepay-client';

export type PaymentEnv = Pick<
  Env,
  | 'SANDBOX'
  | 'SITE_ORIGIN'
  | 'WXPAY_API_BASE'
  | 'WXPAY_APP_ID'
  | 'WXPAY_MCH_ID'
  | 'WXPAY_API_KEY'
  | 'WXPAY_CERT_P12'
  | 'ALIPAY_GATEWAY'
  | 'ALIPAY_APP_ID'
  | 'ALIPAY_PRIVATE_KEY'
  | 'ALIPAY_PUBLIC_KEY'
  | 'YEEPAY_API_BASE'
  | 'YEEPAY_CASHIER_URL'
  | 'YEEPAY_MERCHANT_NO'
  | 'YEEPAY_SECRET'
>;

/** Where the sandbox gateway is mounted, and where its pages are. */
export const SANDBOX_PAY_PATH = '/sandbox/pay';
/** The in-process sandbox is reached through app.inject; the origin is a placeholder. */
const INJECT_ORIGIN = 'http://sandbox.invalid';

const pem = (value: string) =>
  value.trimStart().startsWith('-----BEGIN') ? value : fs.readFileSync(value, 'utf8');

/**
 * The merchant credentials the site uses with each provider: the configured ones, or the
 * sandbox's own. The sandbox gateway accepts the same ones, so pointing a real client at the
 * sandbox (e.g. WXPAY_API_BASE=http://localhost:3000/sandbox/pay/wxpay) works too.
 */
export function paymentCredentials(env: PaymentEnv) {
  const alipayPrivateKey = env.ALIPAY_PRIVATE_KEY
    ? pem(env.ALIPAY_PRIVATE_KEY)
    : SANDBOX_ALIPAY.merchantPrivateKey;
  return {
    wxpay: {
      appId: env.WXPAY_APP_ID ?? SANDBOX_WXPAY.appId,
      mchId: env.WXPAY_MCH_ID ?? SANDBOX_WXPAY.mchId,
      apiKey: env.WXPAY_API_KEY ?? SANDBOX_WXPAY.apiKey,
    },
    alipay: {
      appId: env.ALIPAY_APP_ID ?? SANDBOX_ALIPAY.appId,
      privateKey: alipayPrivateKey,
      merchantPublicKey: createPublicKey(alipayPrivateKey).export({ type: 'spki', format: 'pem' }).toString(),
      // Only a real gateway's answers are verified with a configured key; the sandbox signs with its own.
      alipayPublicKey:
        env.ALIPAY_GATEWAY && env.ALIPAY_PUBLIC_KEY
          ? pem(env.ALIPAY_PUBLIC_KEY)
          : SANDBOX_ALIPAY.platformPublicKey,
    },
    yeepay: {
      merchantNo: env.YEEPAY_MERCHANT_NO ?? SANDBOX_YEEPAY.merchantNo,
      secret: env.YEEPAY_SECRET ?? SANDBOX_YEEPAY.secret,
    },
  };
}

/** What the sandbox gateway signs its answers and notifications with. */
export function sandboxSigningKeys(env: PaymentEnv): SandboxSigningKeys {
  const c = paymentCredentials(env);
  return {
    wxpay: c.wxpay,
    alipay: { appId: c.alipay.appId, platformPrivateKey: SANDBOX_ALIPAY.platformPrivateKey },
    yeepay: c.yeepay,
  };
}

/**
 * The gateway of each method as configured: a provider's address set → its real client over the
 * network; otherwise, with SANDBOX on, the same client talking to the in-process sandbox gateway;
 * otherwise none (that method answers 503).
 */
export function createPaymentGateways(
  env: PaymentEnv,
  app: FastifyInstance,
  fetchImpl: typeof fetch = fetch,
): Partial<Record<GatewayMethod, PaymentGateway>> {
  const c = paymentCredentials(env);
  const inject = createInjectFetch(app);
  const gateways: Partial<Record<GatewayMethod, PaymentGateway>> = {};
  if (env.WXPAY_API_BASE || env.SANDBOX)
    gateways.wxnative = createWxPayClient({
      ...c.wxpay,
      apiBase: env.WXPAY_API_BASE ?? `${INJECT_ORIGIN}${SANDBOX_PAY_PATH}/wxpay`,
      fetch: env.WXPAY_API_BASE ? fetchImpl : inject,
      certP12: env.WXPAY_API_BASE && env.WXPAY_CERT_P12 ? fs.readFileSync(env.WXPAY_CERT_P12) : undefined,
    });
  if (env.ALIPAY_GATEWAY || env.SANDBOX)
    gateways.alipay = createAlipayClient({
      appId: c.alipay.appId,
      privateKey: c.alipay.privateKey,
      alipayPublicKey: c.alipay.alipayPublicKey,
      gatewayUrl: env.ALIPAY_GATEWAY ?? `${INJECT_ORIGIN}${SANDBOX_PAY_PATH}/alipay/gateway.do`,
      cashierUrl: env.ALIPAY_GATEWAY ?? `${SANDBOX_PAY_PATH}/alipay/gateway.do`,
      fetch: env.ALIPAY_GATEWAY ? fetchImpl : inject,
    });
  if (env.YEEPAY_API_BASE || env.SANDBOX)
    gateways.ybpc = createYeepayClient({
      ...c.yeepay,
      apiBase: env.YEEPAY_API_BASE ?? `${INJECT_ORIGIN}${SANDBOX_PAY_PATH}/yeepay`,
      cashierUrl: env.YEEPAY_CASHIER_URL ?? `${SANDBOX_PAY_PATH}/yeepay/cashier`,
      fetch: env.YEEPAY_API_BASE ? fetchImpl : inject,
    });
  return gateways;
}

/**
 * The site's own origin as the gateways reach it: SITE_ORIGIN, or the address this process
 * listens on (the sandbox posts its notifications there over real HTTP).
 */
export function serverOrigin(app: FastifyInstance, env: Pick<Env, 'SITE_ORIGIN'>): string {
  if (env.SITE_ORIGIN) return env.SITE_ORIGIN.replace(/\/$/, '');
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? 'localhost'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}`;
  }
  return 'http://localhost';
}

export type { GatewayMethod, GatewayName, PaymentGateway } from './gateway';
export { GATEWAY_METHODS, GATEWAY_OF_METHOD, GatewayError } from './gateway';
