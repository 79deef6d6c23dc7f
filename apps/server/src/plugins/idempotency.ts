import type { FastifyInstance, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BookingMessages } from '@jc/shared';
import { AppError } from '../lib/errors';
import {
  IDEMPOTENCY_KEY_PATTERN,
  PURGE_JOB,
  completeKey,
  purgeOldKeys,
  releaseKey,
  requestHash,
  reserveKey,
} from '../modules/idempotency/idempotency.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope of the route's Idempotency-Key (e.g. 'appointment'): with the header, the first
     * answer is kept and a repeat gets it again (docs/orders.md). The route must authenticate.
     */
    idempotency?: string;
  }
  interface FastifyRequest {
    /** The idempotency_keys row this request reserved, to store its answer in. */
    idempotencyKeyId: number | null;
  }
}

const HEADER = 'idempotency-key';

const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Idempotency-Key for the routes that opt in with `config: { idempotency: scope }`. Keys are per
 * account and scope. The key is reserved before the handler runs (after authentication and body
 * validation, so a refused body reserves nothing), the handler's answer is stored on its way out,
 * and a repeat is answered from the store with `Idempotent-Replayed: true`. A 5xx answer is not
 * kept: nothing was done, and a retry runs again.
 */
export default fp(
  async function idempotency(app: FastifyInstance) {
    app.decorateRequest('idempotencyKeyId', null);
    app.jobs.define(PURGE_JOB, { run: async () => void (await purgeOldKeys(app.db)) });

    const reserve: preHandlerAsyncHookHandler = async function (request, reply) {
      const scope = request.routeOptions.config.idempotency;
      if (!scope) return;
      const header = request.headers[HEADER];
      if (header === undefined) return;
      if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header))
        throw AppError.badRequest(BookingMessages.idempotencyKeyInvalid);
      const userId = request.user?.id;
      if (userId === undefined) throw AppError.unauthorized();
      const reservation = await reserveKey(app.db, {
        userId,
        scope,
        key: header,
        hash: requestHash(userId, request.body),
      });
      if (reservation.kind === 'run') {
        request.idempotencyKeyId = reservation.id;
        return;
      }
      return reply
        .code(reservation.statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(reservation.body));
    };

    const store: onSendAsyncHookHandler = async function (request, reply, payload) {
      const id = request.idempotencyKeyId;
      if (id === null) return payload;
      request.idempotencyKeyId = null;
      let body: unknown;
      try {
        body = typeof payload === 'string' ? JSON.parse(payload) : undefined;
      } catch {
        body = undefined;
      }
      if (reply.statusCode >= 500 || body === undefined) await releaseKey(app.db, id);
      else await completeKey(app.db, id, reply.statusCode, body);
      return payload;
    };

    // Only the routes that opt in carry the hooks: every other request is spared them.
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotency) return;
      route.preHandler = [...hooksOf(route.preHandler), reserve];
      route.onSend = [...hooksOf(route.onSend), store];
    });
  },
  { name: 'idempotency' },
);
