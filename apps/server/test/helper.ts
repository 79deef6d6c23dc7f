import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, expect } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app';
import { localDiskFileStore } from '../src/providers/file-store';
import { loadEnv } from '../src/config/env';
import { openTestDatabase } from './databases';
import { users } from '../src/db/schema';
import { openSession } from '../src/modules/accounts/sessions.service';
import { seedDayClock } from './factories/clock';

export const testEnv = loadEnv({ ...process.env, LOG_LEVEL: 'silent' });

/** Builds the whole app on a private copy of the seeded database; close() drops the copy. */
export async function buildTestApp(
  options: Pick<AppOptions, 'tripAnswerer'> & { env?: Partial<AppOptions['env']> } = {},
): Promise<App> {
  const database = await openTestDatabase();
  // Uploaded files go to a private temporary directory, never the working copy's data folder.
  const fileStore = localDiskFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'jc-uploads-')));
  const { env, ...rest } = options;
  return buildApp({
    env: { ...testEnv, ...env },
    database,
    ownsDatabase: true,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    runJobs: false,
    fileStore,
    ...rest,
  });
}

/**
 * Builds the test app before the file's tests, hands it to `use` (which keeps what it needs) and
 * closes it after them.
 */
export function withTestApp(use: (app: App) => void, options?: Parameters<typeof buildTestApp>[0]) {
  beforeAll(async () => {
    const app = await buildTestApp(options);
    use(app);
    return () => app.close();
  });
}

/**
 * `withTestApp` with the test clock on the seed day at 09:00 (`seedDayClock`), put back there
 * before each test.
 */
export function withSeedDayApp(
  use: (opened: { app: App } & Awaited<ReturnType<typeof seedDayClock>>) => void,
) {
  let reset = () => {};
  beforeAll(async () => {
    const app = await buildTestApp();
    const clock = await seedDayClock(app);
    reset = clock.reset;
    use({ app, ...clock });
    return () => app.close();
  });
  beforeEach(() => reset());
}

/**
 * Runs `use` with a second app on `app`'s database under other settings (a differently configured
 * server on the same data), and closes it after.
 */
export async function withOtherApp<T>(
  app: App,
  options: { env?: Partial<AppOptions['env']>; fetch?: typeof fetch },
  use: (other: App) => Promise<T>,
): Promise<T> {
  const other = await buildApp({
    env: { ...testEnv, ...options.env },
    database: app.database,
    logger: false,
    runJobs: false,
    fetch: options.fetch,
  });
  try {
    return await use(other);
  } finally {
    await other.close();
  }
}

/** A POST whose body goes as written under `contentType` (broken JSON, a type the API does not take…). */
export const postRaw = (app: App, url: string, contentType: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

/**
 * A refused call: its status, and the envelope carrying that code and the Chinese message, nothing
 * else. `label` names the case in a failure (a loop's input, a URL).
 */
export function expectError(res: LightMyRequestResponse, status: number, msg: string, label?: string) {
  expect(res.statusCode, label === undefined ? res.body : `${label} ${res.body}`).toBe(status);
  expect(res.json(), label).toEqual({ code: status, msg });
}

export const dbKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

let phoneCounter = 0;

/** A fresh account straight in the database (a member unless memberNo is null), with a session token. */
export async function createUser(
  app: App,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: typeof users.$inferSelect; token: string; auth: { authorization: string } }> {
  phoneCounter += 1;
  const phone =
    values.phone ??
    `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
  const [user] = await app.db
    .insert(users)
    .values({ phone, memberNo: `JC${phone.slice(-8)}`, ...values })
    .returning();
  const { token } = await openSession(app.db, user!.id);
  return { user: user!, token, auth: { authorization: `Bearer ${token}` } };
}
