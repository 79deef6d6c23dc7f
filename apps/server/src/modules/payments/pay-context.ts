import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { serverOrigin } from '../../providers/payment';
import type { PayContext } from './payments.service';

type PayEnv = Pick<Env, 'SITE_ORIGIN' | 'AIRLINE_NAME'>;

/** What a payment needs of the running app: its database, its gateways, where they notify it. */
export const payContext = (app: FastifyInstance, env: PayEnv): PayContext => ({
  db: app.db,
  gateways: app.payGateways,
  notifyOrigin: serverOrigin(app, env),
  airlineName: env.AIRLINE_NAME,
});

/** Where a cashier sends the browser back: `path` on the site's public origin, else the request's own. */
export const returnUrl = (request: FastifyRequest, env: PayEnv, path: string) =>
  `${env.SITE_ORIGIN?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`}${path}`;
