import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { me } from '../../lib/own-routes';
import { publicOrigin } from '../../lib/public-origin';
import { serverOrigin, type GatewayMethod } from '../../providers/payment';
import type { GatewayPayResult, PayContext } from './payments.service';

type PayEnv = Pick<Env, 'SITE_ORIGIN' | 'AIRLINE_NAME'>;

/** What a payment needs of the running app: its database, its gateways, where they notify it. */
export const payContext = (app: FastifyInstance, env: PayEnv): PayContext => ({
  db: app.db,
  gateways: app.payGateways,
  notifyOrigin: serverOrigin(app, env),
  airlineName: env.AIRLINE_NAME,
});

/** Where a cashier sends the browser back: `path` on the site's public origin, else the request's own. */
const returnUrl = (request: FastifyRequest, env: PayEnv, path: string) =>
  `${publicOrigin(request, env.SITE_ORIGIN)}${path}`;

/**
 * What a pay call (an order's, a paid quote's) tells the gateway of its request: the signed-in
 * payer, the method, where the browser comes back to (`path` on the site) and the client's address.
 */
export const payerOf = (request: FastifyRequest, env: PayEnv, method: GatewayMethod, path: string) => ({
  userId: me(request),
  method,
  returnUrl: returnUrl(request, env, path),
  clientIp: request.ip,
});

/** The answer of a QR-code pay call: the trade, its address as `codeUrl`. */
export const qrCodeAnswer = ({ url, ...trade }: GatewayPayResult) => ({ ...trade, codeUrl: url });

/** The answer of a cashier pay call: the trade, the cashier's address as `payUrl`. */
export const cashierAnswer = ({ url, ...trade }: GatewayPayResult) => ({ ...trade, payUrl: url });
