import fp from 'fastify-plugin';
import { FlightSearch } from './search.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Flight search over the in-memory timetable and availability cache (one per process). */
    flightSearch: FlightSearch;
  }
}

/**
 * The process's one FlightSearch, for the search routes and the low-price calendar alike (the
 * calendar prices a day as the search would: docs/rules.md).
 */
export default fp(async function flightSearchPlugin(app) {
  const search = new FlightSearch(app.db, {
    onError: (err) => app.log.warn({ err }, 'flight availability poll failed; retrying'),
  });
  app.decorate('flightSearch', search);
  // A listening server warms up at once; an app only injected (tests) loads on its first search.
  app.addHook('onListen', async () => {
    search.start().catch((err: unknown) => app.log.error({ err }, 'flight search failed to load'));
  });
  app.addHook('onClose', async () => {
    await search.stop();
  });
});
