import fs from 'node:fs';
// The seed dates its flights from the test clock's day, as the test files will see it.
import './clock';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import {
  pgTemplateDbForRun,
  pgliteTemplateDirForRun,
  adminQuery,
  testDatabaseUrl,
  withDatabaseName,
} from './databases';

/** Seeds one template database per run; every test file then works on its own copy of it. */
export default async function setup() {
  const url = testDatabaseUrl();
  if (url) {
    // Test workers are spawned after this and inherit the variable.
    const template = pgTemplateDbForRun(process.pid);
    process.env.JC_PG_TEMPLATE_DB = template;
    await adminQuery(`DROP DATABASE IF EXISTS ${template}`);
    await adminQuery(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, template) });
    await prepareDatabase(database);
    await database.close();
    return async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${template}`);
    };
  }
  // Test workers are spawned after this and inherit the variable.
  const templateDir = pgliteTemplateDirForRun(process.pid);
  process.env.JC_PGLITE_TEMPLATE_DIR = templateDir;
  fs.rmSync(templateDir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: templateDir });
  await prepareDatabase(database);
  await database.close();
  return () => {
    fs.rmSync(templateDir, { recursive: true, force: true });
  };
}
