import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The seeded template of this test run (global-setup names one per run, so concurrent runs do not clash). */
export const PGLITE_TEMPLATE_DIR =
  process.env.JC_PGLITE_TEMPLATE_DIR || path.join(ROOT, '.tmp/test/pglite-template');
/** A template directory private to one test run (the process running global-setup). */
export const pgliteTemplateDirForRun = (runId: number) =>
  path.join(ROOT, `.tmp/test/pglite-template-${runId}`);
const PGLITE_COPIES_DIR = path.join(ROOT, '.tmp/test/pglite');
/** The seeded template database of this test run (global-setup names one per run, so runs sharing a server do not clash). */
export const PG_TEMPLATE_DB = process.env.JC_PG_TEMPLATE_DB || 'jc_test_template';
export const pgTemplateDbForRun = (runId: number) => `jc_test_template_${runId}`;

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;

export function withDatabaseName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A private copy of the seeded test database for one test file: a new PostgreSQL database cloned
 * from the template, or a copy of the PGlite template directory. Dropped or removed on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `jc_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  const dir = path.join(PGLITE_COPIES_DIR, randomUUID());
  fs.mkdirSync(PGLITE_COPIES_DIR, { recursive: true });
  fs.cpSync(PGLITE_TEMPLATE_DIR, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
