// `npm run bench`: throughput and p99 of API routes as ratios to a bare Fastify hello-world route
// measured in the same run, on PGlite and (when PostgreSQL is installed) on a real server.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { HOME_JS_AIMS, weighPage, type BundleFigures } from './lib/bundle';
import {
  measure,
  measureHelloWorld,
  report,
  startHelloWorld,
  type HelloWorld,
  type LoadResult,
} from './lib/load';
import { startTemporaryPostgres } from './lib/postgres';
import { freePort, startServer, stop } from './lib/processes';
import { benchOrders, reportOrders, type OrdersFigures } from './orders';
import { payNotificationFigures, runPaymentsBench } from './payments';
import { runFaqBench } from './faq';
import { runLighthouseBench } from './lib/lighthouse';

// `npm run bench -- faq` runs the FAQ retrieval benchmark alone; `-- home` the home page's calls.
if (process.argv.includes('faq')) {
  await runFaqBench();
  process.exit(0);
}

// `npm run bench -- lighthouse` builds the site and runs Lighthouse alone.
if (process.argv.includes('lighthouse')) {
  await runLighthouseBench();
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/src/server.ts');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** China's date `days` from now (UTC+8 all year). */
const chinaDate = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** A one-way search a week ahead on a busy pair the airline flies only with a connection (via XIY or HGH). */
const searchBody = {
  hasRt: 0,
  legs: [{ dep: 'CTU', arr: 'PEK', flightDate: chinaDate(7) }],
  adultNum: 1,
  childNum: 0,
  infantNum: 0,
};

/** The calls the home page makes, each answered from the server's memory (docs/ARCHITECTURE.md). */
const HOME_CALLS: { path: string; body?: object }[] = [
  { path: '/api/v1/site/config' },
  { path: '/api/v1/banner/list', body: {} },
  { path: '/api/v1/banner/open', body: {} },
  { path: '/api/v1/notice/ticker', body: { channel: 0 } },
  { path: '/api/v1/notice/list', body: { channel: 0, pageNum: 1, pageSize: 4 } },
  { path: '/api/v1/activity/list', body: { channel: 0, pageNum: 1, pageSize: 10 } },
  { path: '/api/v1/protocol/list', body: { location: 'CI' } },
  { path: '/api/v1/announcement', body: { location: 'IN' } },
  { path: '/api/v1/airport/hot', body: {} },
  { path: '/api/v1/airport/list', body: {} },
  { path: '/api/v1/ticket/discount', body: { orgAirport: 'CTU' } },
];

/** What every browser sends with a call (Chromium's list): the answers go compressed, as they do to passengers. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function homeCalls(
  label: string,
  base: string,
  opts: { connections: number; durationSeconds: number },
  hello: HelloWorld,
) {
  const results: LoadResult[] = [];
  for (const call of HOME_CALLS)
    results.push(
      await measure(
        `${call.body ? 'POST' : 'GET'} ${call.path} (${label}, home, from memory)`,
        `${base}${call.path}`,
        {
          ...opts,
          headers: BROWSER_HEADERS,
          ...(call.body ? { method: 'POST' as const, body: call.body } : {}),
        },
        hello,
      ),
    );
  return results;
}

/**
 * The server's figures on one database: the home page's calls, and unless `homeOnly` the bundle and
 * a search. Each call is read against hello-world measured just before it (`measure`).
 */
async function appRoutes(
  label: string,
  env: Record<string, string>,
  hello: HelloWorld,
  homeOnly = false,
): Promise<LoadResult[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(
    server,
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `${base}/api/health`,
  );
  try {
    const opts = { connections, durationSeconds: duration };
    if (label === 'PGlite' && !homeOnly) homeBundle = await weighPage(`${base}/`);
    const results = [
      await measure(`GET /api/health (${label})`, `${base}/api/health`, opts, hello),
      ...(await homeCalls(label, base, opts, hello)),
    ];
    if (homeOnly) return results;
    results.push(
      await measure(`POST /api/v1/ticket/query (${label}, one-way CTU→PEK)`, `${base}/api/v1/ticket/query`, {
        ...opts,
        method: 'POST',
        body: searchBody,
      }),
    );
    return results;
  } finally {
    await stop(child);
  }
}

// `npm run bench -- orders`: only the orders benchmark, on PostgreSQL.
if (process.argv.includes('orders')) {
  const pg = await startTemporaryPostgres();
  if (!pg) throw new Error('the orders benchmark needs PostgreSQL (install it or set BENCH_DATABASE_URL)');
  try {
    reportOrders(await benchOrders(pg.url, duration));
  } finally {
    pg.stop();
  }
  process.exit(0);
}

// `npm run bench -- payments`: only the pay-notification benchmark (also `npm run bench:payments`).
if (process.argv.includes('payments')) {
  await runPaymentsBench();
  process.exit(0);
}

let homeBundle = null as BundleFigures | null;

// `npm run bench -- home`: only the home page's calls, on PGlite and (when installed) PostgreSQL,
// against hello-world.
if (process.argv.includes('home')) {
  const hello = await startHelloWorld();
  try {
    const baseline = await measureHelloWorld({ connections, durationSeconds: duration }, hello);
    const dir = path.join(root, '.tmp/bench-data');
    fs.mkdirSync(dir, { recursive: true });
    const results = await appRoutes('PGlite', { DATA_DIR: dir }, hello, true);
    const pg = await startTemporaryPostgres();
    if (pg) {
      try {
        results.push(...(await appRoutes('PostgreSQL', { DATABASE_URL: pg.url }, hello, true)));
      } finally {
        pg.stop();
      }
    } else {
      console.log('PostgreSQL is not installed: skipping the PostgreSQL figures.');
    }
    report(`Home page calls, ${connections} connections, ${duration}s each (autocannon)`, baseline, results);
  } finally {
    await hello.stop();
  }
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('web build failed');

const hello = await startHelloWorld();
const baseline = await measureHelloWorld({ connections, durationSeconds: duration }, hello);
const dataDir = path.join(root, '.tmp/bench-data');
fs.mkdirSync(dataDir, { recursive: true });
const results = await appRoutes('PGlite', { DATA_DIR: dataDir }, hello);
results.push(...(await payNotificationFigures('PGlite', { dataDir })));

let orders: OrdersFigures | null = null;
const pg = await startTemporaryPostgres();
if (pg) {
  try {
    results.push(...(await appRoutes('PostgreSQL', { DATABASE_URL: pg.url }, hello)));
    results.push(...(await payNotificationFigures('PostgreSQL', { databaseUrl: pg.url })));
    orders = await benchOrders(pg.url, duration);
  } finally {
    pg.stop();
  }
} else {
  console.log('PostgreSQL is not installed: skipping the PostgreSQL figures.');
}
await hello.stop();

await runFaqBench();

report(`API throughput, ${connections} connections, ${duration}s each (autocannon)`, baseline, results);
if (orders) reportOrders(orders);

if (homeBundle) {
  // Issue 12's aims: the first screen's JavaScript (requested before the load event) at most
  // 143.9 KiB gzipped, and fewer than 91 script files once the home page idles. The home page's
  // first screen paints before the app runs (docs/web.md), so the app's own first render is
  // shown too: it is what the load-event figure measured before.
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const firstScreenAim = HOME_JS_AIMS.firstScreenGzip;
  const idleFilesAim = HOME_JS_AIMS.idleFiles;
  console.log('\nHome route JavaScript (gzip -9, 1440 px, no scrolling)');
  console.table({
    'first screen (requested before the load event)': {
      files: homeBundle.initialJsFiles,
      gzip: kib(homeBundle.initialJsGzip),
      aim: `≤ 143.9 KiB: ${homeBundle.initialJsGzip <= firstScreenAim ? 'met' : 'missed'}`,
    },
    "until the app's first render (header, search card)": {
      files: homeBundle.appJsFiles,
      gzip: kib(homeBundle.appJsGzip),
      aim: '',
    },
    'at network idle (below-the-fold blocks, antd)': {
      files: homeBundle.idleJsFiles,
      gzip: kib(homeBundle.idleJsGzip),
      aim: `< ${idleFilesAim} files: ${homeBundle.idleJsFiles < idleFilesAim ? 'met' : 'missed'}`,
    },
  });
  console.log(
    `Back office, PDF, QR or charting code on the home page: ${homeBundle.heavyModules.join(', ') || 'none'}`,
  );
}

// Last, so the autocannon runs above are not sharing the CPU with Chromium; the site is built already.
await runLighthouseBench({ build: false });
