import { randomUUID } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/client';
import { trustProxyOf, type Env } from './config/env';
import type { RunningClock } from './lib/clock';
import databasePlugin from './plugins/database';
import homeCachePlugin from './plugins/home-cache';
import authPlugin from './plugins/auth';
import jobsPlugin from './plugins/jobs';
import idempotencyPlugin from './plugins/idempotency';
import errorHandler, { answerFrameworkError } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import securityHeaders from './plugins/security-headers';
import { answerClientError } from './plugins/client-errors';
import openapi from './plugins/openapi';
import webApp from './plugins/web-app';
import { assertRouteSchemas } from './plugins/route-schemas';
import devClockRoutes from './modules/system/dev-clock.routes';
import systemRoutes from './modules/system/system.routes';
import networkRoutes from './modules/network/network.routes';
import contentRoutes from './modules/content/content.routes';
import seoRoutes from './modules/content/seo.routes';
import { homeHtml } from './modules/content/home-html';
import faresRoutes from './modules/fares/fares.routes';
import flightSearchPlugin from './modules/flights/flight-search.plugin';
import searchRoutes from './modules/flights/search.routes';
import fareFamilyRoutes from './modules/flights/fare-families.routes';
import accountsRoutes from './modules/accounts/accounts.routes';
import providers, { sandboxRoutes, type ProvidersEnv } from './providers';
import passengerRoutes from './modules/passengers/passengers.routes';
import couponRoutes from './modules/coupons/coupons.routes';
import flashSalesRoutes from './modules/flash-sales/flash-sales.routes';
import bookingRoutes from './modules/booking/booking.routes';
import orderRoutes from './modules/orders/orders.routes';
import paymentRoutes from './modules/payments/payments.routes';
import refundRoutes from './modules/after-sales/refunds.routes';
import upgradeRoutes from './modules/after-sales/upgrades.routes';
import changeRoutes from './modules/after-sales/changes.routes';
import {
  accidentRefundAdminRoutes,
  accidentRefundRoutes,
} from './modules/after-sales/accident-refunds.routes';
import {
  specialTravellerAdminRoutes,
  specialTravellerRoutes,
} from './modules/special-travellers/special-travellers.routes';
import { localDiskFileStore, type FileStore } from './providers/file-store';
import itineraryRoutes from './modules/itinerary/itinerary.routes';
import checkInRoutes from './modules/checkin/checkin.routes';
import { opsOverridesCheckDue, syncOpsOverrides } from './modules/flight-status/flight-status.service';
import faqRoutes from './modules/faq/faq.routes';
import flightStatusRoutes from './modules/flight-status/flight-status.routes';
import tripDocumentRoutes from './modules/trip-documents/trip-documents.routes';
import type { TripAnswerer } from './modules/faq/trip-answerer';

// Validation messages in Chinese wherever a schema does not give its own.
z.config(z.locales.zhCN());

export interface AppOptions {
  env: Pick<Env, 'LOG_LEVEL' | 'WEB_DIST' | 'AIRLINE_NAME' | 'TRUST_PROXY'> &
    Partial<Pick<Env, 'DATA_DIR'>> &
    ProvidersEnv;
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
  /** Where uploaded files are kept (default: `uploads` in DATA_DIR, outside the web root). */
  fileStore?: FileStore;
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
    // Only the configured proxies' X-Forwarded-For is believed (TRUST_PROXY; none by default).
    // (A hop count is supported at run time though Fastify's overload types leave numbers out.)
    trustProxy: trustProxyOf(options.env) as boolean | string,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', assertRouteSchemas);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorHandler);
  // API answers compressed (brotli or gzip, as the browser asks) above 1 KiB; brotli at a quality
  // that costs little CPU per answer. Static files are precompressed at build (plugins/web-app.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(inputGuard);
  await app.register(securityHeaders, {
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
  await app.register(homeCachePlugin);
  await app.register(authPlugin);
  await app.register(jobsPlugin, { runJobs: options.runJobs ?? true });
  await app.register(idempotencyPlugin);
  await app.register(providers, { env: options.env, ...(options.fetch ? { fetch: options.fetch } : {}) });
  await app.register(openapi, { title: options.env.AIRLINE_NAME });
  app.decorate(
    'fileStore',
    options.fileStore ?? localDiskFileStore(path.join(options.env.DATA_DIR ?? './data', 'uploads')),
  );

  await app.register(systemRoutes);
  if (options.testClock) await app.register(devClockRoutes, { clock: options.testClock });
  await app.register(networkRoutes);
  await app.register(contentRoutes);
  await app.register(seoRoutes, options.env.SITE_ORIGIN ? { siteOrigin: options.env.SITE_ORIGIN } : {});
  await app.register(flightSearchPlugin);
  await app.register(faresRoutes);
  await app.register(searchRoutes);
  await app.register(fareFamilyRoutes);
  // Operations staff's corrections of flight status, shared by every server process within a second.
  // A callback hook that returns at once between checks: every request passes here.
  app.addHook('onRequest', (_request, _reply, done) => {
    if (!opsOverridesCheckDue()) return done();
    syncOpsOverrides(app.db).then(() => done(), done);
  });
  await app.register(flightStatusRoutes, { watch: options.runJobs ?? true });
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
  await app.register(upgradeRoutes, { env: options.env });
  await app.register(changeRoutes, { env: options.env });
  await app.register(accidentRefundRoutes);
  await app.register(accidentRefundAdminRoutes);
  await app.register(specialTravellerRoutes);
  await app.register(specialTravellerAdminRoutes);
  await app.register(itineraryRoutes);
  await app.register(checkInRoutes);
  await app.register(tripDocumentRoutes);
  await app.register(faqRoutes, options.tripAnswerer ? { tripAnswerer: options.tripAnswerer } : {});

  await app.register(webApp, { root: options.env.WEB_DIST, homeHtml: () => homeHtml(app) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
