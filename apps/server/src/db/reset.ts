// `npm run db:reset`: removes the embedded database; the next start migrates and seeds it afresh.
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../config/env';

const env = loadEnv();
if (env.DATABASE_URL) {
  console.error('DATABASE_URL 已设置：db:reset 只清空内置数据库（PGlite），不会改动外部 PostgreSQL。');
  process.exit(1);
}
const dir = path.resolve(env.DATA_DIR);
fs.rmSync(dir, { recursive: true, force: true });
console.log(`已删除内置数据库 ${dir}，下次启动时将重新建库并导入种子数据。`);
