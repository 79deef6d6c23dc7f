import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the shared rules and the web app, and the server's API tests. The API tests run against the
 * embedded PGlite database, or against a real PostgreSQL server when TEST_DATABASE_URL is set
 * (scripts/test.sh starts one on a temporary data directory).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        // The web app's unit tests, and the tests of its lint rules (apps/web/src/app/boundaries.test.ts).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // The test clock (apps/server/test/clock.ts), reset after each test.
          setupFiles: ['apps/server/test/setup.ts'],
          // Generous: a seed-wide check takes seconds on a quiet machine, much longer on a busy one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each test file opens its own copy of the seeded database; two at a time fit 2 cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        },
      },
    ],
  },
});
