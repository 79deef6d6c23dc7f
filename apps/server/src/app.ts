import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/client';
import type { Env } from './config/env';
import type { RunningClock } from './lib/clock';
import databasePlugin from './plugins/database';
import authPlugin from './plugins/auth';
import jobsPlugin from './plugins/jobs';
import idempotencyPlugin from './plugins/idempotency';
import errorHandler from './plugins/error-handler';
import openapi from './plugins/openapi';
import webApp from './plugins/web-app';
import { assertRouteSchemas } from './plugins/route-schemas';
import devClockRoutes from './modules/system/dev-clock.routes';
import systemRoutes from './modules/system/system.routes';
import networkRoutes from './modules/network/network.routes';
import contentRoutes from './modules/content/content.routes';
import faresRoutes from './modules/fares/fares.routes';
import searchRoutes from './modules/flights/search.routes';
import accountsRoutes from './modules/accounts/accounts.routes';
import providers, { sandboxRoutes, type ProvidersEnv } from './providers';
import passengerRoutes from './modules/passengers/passengers.routes';
import couponRoutes from './modules/coupons/coupons.routes';
import flashSalesRoutes from './modules/flash-sales/flash-sales.routes';
import bookingRoutes from './modules/booking/booking.routes';
import orderRoutes from './modules/orders/orders.routes';
import paymentRoutes from './modules/payments/payments.routes';
import refundRoutes from './modules/after-sales/refunds.routes';
import itineraryRoutes from './modules/itinerary/itinerary.routes';
import faqRoutes from './modules/faq/faq.routes';
import type { TripAnswerer } from './modules/faq/trip-answerer';

// Validation messages in Chinese wherever a schema does not give its own.
z.config(z.locales.zhCN());

export interface AppOptions {
  env: Pick<Env, 'LOG_LEVEL' | 'WEB_DIST' | 'AIRLINE_NAME'> & ProvidersEnv;
  database: Database;
  /** Close the database when the app closes (the server owns it; tests may share one). */
  ownsDatabase?: boolean;
  /** The network transport of real provider clients (tests pass a fake). */
  fetch?: typeof fetch;
  logger?: FastifyServerOptions['logger'];
  /** Answers the FAQ assistant's trip questions from the asker's orders (default: none yet). */
  tripAnswerer?: TripAnswerer;
  /** Poll the job queue (default); tests run due jobs themselves with `app.jobs.runDue()`. */
  runJobs?: boolean;
  /** The end-to-end server's test clock, served at /api/v1/dev/clock (docs/time.md). */
  testClock?: RunningClock;
}

/** Builds the whole application from plugins; listening is the caller's business. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: options.env.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', assertRouteSchemas);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ant Design and the API docs inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(databasePlugin, { database: options.database, close: options.ownsDatabase ?? false });
  await app.register(authPlugin);
  await app.register(jobsPlugin, { runJobs: options.runJobs ?? true });
  await app.register(idempotencyPlugin);
  await app.register(providers, { env: options.env, ...(options.fetch ? { fetch: options.fetch } : {}) });
  await app.register(openapi, { title: options.env.AIRLINE_NAME });

  await app.register(systemRoutes);
  if (options.testClock) await app.register(devClockRoutes, { clock: options.testClock });
  await app.register(networkRoutes);
  await app.register(contentRoutes);
  await app.register(faresRoutes);
  await app.register(searchRoutes);
  await app.register(accountsRoutes, {
    airlineName: options.env.AIRLINE_NAME,
    siteOrigin: options.env.SITE_ORIGIN,
  });
  await app.register(sandboxRoutes, { env: options.env });
  await app.register(passengerRoutes);
  await app.register(couponRoutes);
  await app.register(flashSalesRoutes);
  await app.register(bookingRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes, { env: options.env });
  await app.register(refundRoutes);
  await app.register(itineraryRoutes);
  await app.register(faqRoutes, options.tripAnswerer ? { tripAnswerer: options.tripAnswerer } : {});

  await app.register(webApp, { root: options.env.WEB_DIST });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
