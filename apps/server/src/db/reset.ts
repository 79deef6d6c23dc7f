// `npm run db:reset`: deletes the embedded database and builds it afresh (migrated and seeded).
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../config/env';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';
import { seedCounts } from './seed';

const env = loadEnv();
if (env.DATABASE_URL) {
  console.error('DATABASE_URL 已设置：db:reset 只重建内置数据库（PGlite），不会改动外部 PostgreSQL。');
  process.exit(1);
}
const dir = path.resolve(env.DATA_DIR);
fs.rmSync(dir, { recursive: true, force: true });
const database = await openDatabase({ dataDir: dir });
await prepareDatabase(database, {
  name: env.AIRLINE_NAME,
  code: env.AIRLINE_CODE,
  hotline: env.AIRLINE_HOTLINE,
});
const counts = await seedCounts(database.db);
await database.close();
console.log(
  `已重建内置数据库 ${path.relative(process.cwd(), dir) || dir}：${counts.airports} 个机场, ${counts.routes} 条航线, ` +
    `${counts.aircraftTypes} 种机型, ${counts.flights} 个航班日`,
);
