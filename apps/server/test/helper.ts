import { buildApp, type App } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openTestDatabase } from './databases';

export const testEnv = loadEnv({ ...process.env, LOG_LEVEL: 'silent' });

/** Builds the whole app on a private copy of the seeded database; close() drops the copy. */
export async function buildTestApp(): Promise<App> {
  const database = await openTestDatabase();
  return buildApp({ env: testEnv, database, ownsDatabase: true, logger: false });
}

export const dbKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
