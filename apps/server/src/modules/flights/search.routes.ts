import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  TicketQueryRequest,
  TicketQueryResponse,
  TransferTagRequest,
  TransferTagResponse,
} from '@jc/shared';
import { ok } from '../../lib/reply';

type HeaderValue = ReturnType<FastifyReply['raw']['getHeader']>;

/**
 * The app's security headers (helmet) on the search route without their per-request cost:
 * @fastify/helmet builds its middleware and parses the CSP again on every request, which is about
 * a third of this route's time. Its output depends only on the app's helmet configuration, so the
 * route asks helmet once, keeps what it set, and sets exactly that on later requests (unless the
 * configuration uses CSP nonces, which change per request: then helmet runs every time).
 */
function helmetOnce() {
  let captured: Record<string, NonNullable<HeaderValue>> | null = null;
  return (reply: FastifyReply) => {
    if (captured) {
      reply.headers(captured);
      return;
    }
    const before = new Set(reply.raw.getHeaderNames());
    reply.helmet();
    if (reply.cspNonce) return;
    captured = {};
    for (const name of reply.raw.getHeaderNames()) {
      if (!before.has(name)) captured[name] = reply.raw.getHeader(name)!;
    }
  };
}

/** Bodies remembered by `rememberedValidation`; a query's JSON text is some 150 characters. */
const REMEMBERED_BODIES = 1000;
const REMEMBERED_BODY_MAX_CHARS = 2000;

/**
 * The zod validation of a request body, remembered by the body's JSON text: the same query sent
 * again (a popular route and day, the Ticket page's date strip) is not run through zod again. The
 * schema is a pure function of the body, so a remembered result is exactly what zod would give; it
 * is frozen, as requests share it. Refusals are not remembered.
 */
const rememberedValidation: FastifySchemaCompiler<any> = (route) => {
  // The zod compiler answers synchronously with { value } or { error }.
  const validate = validatorCompiler(route) as (data: unknown) => { value?: unknown; error?: Error };
  const known = new Map<string, unknown>();
  return (data: unknown) => {
    const text = JSON.stringify(data);
    const value = known.get(text);
    if (value !== undefined) return { value };
    const result = validate(data);
    if (!result.error && text.length <= REMEMBERED_BODY_MAX_CHARS) {
      if (known.size >= REMEMBERED_BODIES) known.delete(known.keys().next().value!);
      known.set(text, deepFreeze(result.value));
    }
    return result;
  };
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.flightSearch;

  const securityHeaders = helmetOnce();
  app.post(
    '/api/v1/ticket/query',
    {
      helmet: false,
      onRequest: (_request, reply, done) => {
        securityHeaders(reply);
        done();
      },
      validatorCompiler: rememberedValidation,
      schema: {
        tags: ['航班查询'],
        summary: '航班查询：单程、往返、多程（2–4段），直飞与经枢纽一次中转，按舱位与运价品牌报价（分）',
        body: TicketQueryRequest,
        response: { 200: TicketQueryResponse, 400: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    // The answer comes as JSON bytes (reused for repeated queries), so it is not checked against
    // the response schema on every request: the schema documents it and the tests hold it to it.
    async (request, reply) => {
      const bytes = await search.searchBody(request.body);
      return reply.type('application/json; charset=utf-8').send(bytes as never);
    },
  );

  app.post(
    '/api/v1/transfer/flight/getTag',
    {
      schema: {
        tags: ['航班查询'],
        summary: '中转标签：中转、行李直挂、通程值机、同机场换乘',
        body: TransferTagRequest,
        response: { 200: TransferTagResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await search.transferTags(request.body)),
  );
};

export default fp(searchRoutes, { name: 'flight-search' });
