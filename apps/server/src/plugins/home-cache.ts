import type { FastifyInstance } from 'fastify';
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
