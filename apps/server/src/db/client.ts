import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Where the data lives, for the start-up line and health check (no credentials). */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests clone one seeded database). */
  loadDataDir?: Blob;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens the real PostgreSQL server when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? './data', options.loadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  const db = drizzle({ client: pool, schema });
  const u = new URL(url);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    location: `${u.hostname || 'localhost'}${u.port ? `:${u.port}` : ''}${u.pathname}`,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no lock of its own: a second process opening the same directory corrupts it. A pid
 * file refuses that with a clear message (a stale one from a crash is taken over).
 */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'server.pid');
  const holder = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : 0;
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `内置数据库目录 ${dir} 正被进程 ${holder} 使用：同一目录只能由一个服务进程打开，多个实例请通过 DATABASE_URL 使用 PostgreSQL。`,
    );
  }
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(path.resolve(dataDir));
  const client = await PGlite.create(inMemory ? undefined : path.resolve(dataDir), {
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    location: inMemory ? 'memory' : path.relative(process.cwd(), path.resolve(dataDir)) || '.',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** Rows of a raw SQL query, the same on both drivers (each result carries `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Rows changed by a raw SQL statement: node-postgres says rowCount, PGlite affectedRows. */
export async function execute(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
