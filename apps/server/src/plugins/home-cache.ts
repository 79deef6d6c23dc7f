import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import type { z } from 'zod';
import fp from 'fastify-plugin';
import { MemoCache } from '../lib/memo-cache';
import { ok } from '../lib/reply';
import { contentVersion } from '../modules/system/system.service';
import { rememberedValidation } from './remembered-validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The home page's answers kept in memory (docs/ARCHITECTURE.md, "Home page cache"). */
    homeCache: MemoCache;
  }
}

/** Registered after the database plugin. */
export default fp(async function homeCache(app: FastifyInstance) {
  app.decorate('homeCache', new MemoCache({ readVersion: () => contentVersion(app.database) }));
});

/** A home page answer's JSON bytes, with its compressed forms made on first demand. */
interface CachedJson {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The same floor as the global compression (app.ts): smaller answers gain nothing from it. */
const COMPRESS_ABOVE = 1024;
type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

const compressed = (json: CachedJson, encoding: Encoding) =>
  (json[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(json.identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.identity.length,
          },
        })
      : zlib.gzipSync(json.identity, { level: 9 }));

/**
 * Route options of a call answered by `sendCachedJson`: the global compression stays out of it,
 * since the answer is compressed once, when kept, rather than on every request; and the same body
 * sent again is not validated again, so its cache key is built once too (`memoKey`).
 */
export const CACHED_JSON_ROUTE = {
  compress: false,
  decompress: false,
  validatorCompiler: rememberedValidation,
} as const;

/** Browsers send a handful of different Accept-Encoding lines: each is read once. */
const negotiated = new Map<string, Encoding | undefined>();
const NEGOTIATIONS_KEPT = 100;

function encodingFor(accepted: string): Encoding | undefined {
  if (negotiated.has(accepted)) return negotiated.get(accepted);
  const encoding = negotiate(accepted, ENCODINGS) as Encoding | undefined;
  if (negotiated.size < NEGOTIATIONS_KEPT) negotiated.set(accepted, encoding);
  return encoding;
}

function sendJson(request: FastifyRequest, reply: FastifyReply, json: CachedJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && json.identity.length > COMPRESS_ABOVE ? encodingFor(accepted) : undefined;
  if (!encoding) return reply.send(json.identity);
  return reply.header('content-encoding', encoding).send(compressed(json, encoding));
}

/**
 * Sends a home page answer as JSON kept in memory under `key` (docs/ARCHITECTURE.md, "Home page
 * cache"): the envelope is checked against its response schema once, when computed, and every
 * later caller gets the same bytes, compressed once for all who accept it. (The route's serializer
 * would check and serialize it again on every request, most of a cached answer's cost.) The route's
 * schema still documents the answer, and the tests hold it to it. A kept answer is sent at once,
 * without waiting on a promise; the route declares `CACHED_JSON_ROUTE`.
 */
export function sendCachedJson(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType,
  envelope: () => Promise<unknown>,
  opts: { timed?: boolean } = {},
): Promise<void> | undefined {
  const cacheKey = `json ${key}`;
  const kept = app.homeCache.peek<CachedJson>(cacheKey);
  if (kept) {
    sendJson(request, reply, kept);
    return;
  }
  return app.homeCache
    .get<CachedJson>(
      cacheKey,
      async () => ({ identity: Buffer.from(JSON.stringify(schema.parse(await envelope()))) }),
      opts,
    )
    .then(async (json) => {
      // The reply is a thenable that settles once the answer is written (Fastify's way for an
      // async handler that sends itself).
      await sendJson(request, reply, json);
    });
}

/** The JSON of answers their own module keeps and hands out again, by the kept object. */
const keptJson = new WeakMap<object, CachedJson>();

/**
 * Sends `data`, an answer its module keeps and hands out again as the same object (the special
 * fares, computed once a minute), in the `{ code, msg, data }` envelope: checked against the
 * envelope's schema, serialized and compressed once per object, as `sendCachedJson` does for the
 * answers this cache keeps. The route declares `CACHED_JSON_ROUTE`.
 */
export function sendKeptData(request: FastifyRequest, reply: FastifyReply, data: object, schema: z.ZodType) {
  let json = keptJson.get(data);
  if (!json) keptJson.set(data, (json = { identity: Buffer.from(JSON.stringify(schema.parse(ok(data)))) }));
  return sendJson(request, reply, json);
}
