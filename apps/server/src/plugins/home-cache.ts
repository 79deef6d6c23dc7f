import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import fp from 'fastify-plugin';
import { MemoCache } from '../lib/memo-cache';
import { contentVersion } from '../modules/system/system.service';

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

/**
 * Sends a home page answer as JSON text kept in memory under `key`: the envelope is checked
 * against its response schema once, when computed, and every later caller gets the same text.
 * (The route's serializer would check and serialize it again on every request, most of a cached
 * answer's cost.) The route's schema still documents the answer, and the tests hold it to it.
 */
export async function sendCachedJson(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType,
  envelope: () => Promise<unknown>,
  opts: { timed?: boolean } = {},
) {
  // Kept as UTF-8 bytes: a string would be measured and encoded again for every caller.
  const body = await app.homeCache.get(
    `json ${key}`,
    async () => Buffer.from(JSON.stringify(schema.parse(await envelope()))),
    opts,
  );
  return reply.type('application/json; charset=utf-8').send(body);
}
