import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../modules/jobs/jobs.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job runner: modules define their job kinds on it when they register. */
    jobs: JobRunner;
  }
}

/**
 * The durable job queue (docs/jobs.md). The poller starts when the server is ready; tests build
 * the app with `runJobs: false` and call `app.jobs.runDue()` after moving the clock.
 */
export default fp(async function jobsPlugin(app: FastifyInstance, opts: { runJobs: boolean }) {
  const runner = new JobRunner(app.db, {
    onError: (err, job) => app.log.error({ err, jobId: job?.id, kind: job?.kind }, 'job failed'),
  });
  app.decorate('jobs', runner);
  if (opts.runJobs) app.addHook('onReady', async () => runner.start());
  // preClose: before the database plugin's onClose closes the connection a batch may still use.
  app.addHook('preClose', async () => runner.stop());
});
