import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { seedCounts } from './db/seed';
import { RunningClock, useClock } from './lib/clock';

const env = loadEnv();
const t0 = performance.now();

// The end-to-end server runs on a test clock that browser tests can read and move (docs/time.md).
const testClock = env.NODE_ENV === 'test' && env.TEST_NOW ? new RunningClock(env.TEST_NOW) : undefined;
if (testClock) useClock(testClock);

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const prepared = await prepareDatabase(database, {
  name: env.AIRLINE_NAME,
  code: env.AIRLINE_CODE,
  hotline: env.AIRLINE_HOTLINE,
});
const app = await buildApp({ env, database, ownsDatabase: true, ...(testClock ? { testClock } : {}) });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info({ signal }, 'shutting down: finishing requests in flight');
  await app.close();
});

// The FAQ index (segmenter dictionary and the bank) is built before the first passenger asks.
await app.faqBank.current();
await app.listen({ port: env.PORT, host: env.HOST });
const counts = await seedCounts(database.db);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const dbLabel =
  database.kind === 'pglite' ? `PGlite (${database.location})` : `PostgreSQL (${database.location})`;
console.log(
  `${env.AIRLINE_NAME} 已启动 http://localhost:${port} · 数据库 ${dbLabel}${prepared.fresh ? '，新建并已导入种子数据' : ''} · ` +
    `${counts.airports} 个机场, ${counts.routes} 条航线, ${counts.aircraftTypes} 种机型, ` +
    `${counts.flights} 个航班日, ${counts.inventory} 条舱位库存 · ` +
    (env.SANDBOX
      ? '沙箱模式（短信、支付、微信登录均为模拟，/dev/outbox 可见验证码）'
      : '正式模式（真实短信与支付网关）') +
    ` · 用时 ${((performance.now() - t0) / 1000).toFixed(1)}s`,
);
