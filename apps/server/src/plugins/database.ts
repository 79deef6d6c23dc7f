import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the database available to routes and closes it after the last request has finished. */
export default fp(async function database(
  app: FastifyInstance,
  opts: { database: Database; close: boolean },
) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.close)
    app.addHook('onClose', async () => {
      await opts.database.close();
    });
});
