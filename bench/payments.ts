// The pay-notification handler's throughput: signed WeChat Pay notifications posted to
// /api/pay/notify/wxpay of the real server, each for a distinct paid order (verify, lock, pay,
// ticket), then the same ones again (duplicates: verify, find, acknowledge), as ratios to a bare
// Fastify hello-world measured in the same run. `npm run bench` runs it after the route figures;
// `node --import tsx bench/payments.ts` runs it alone (PGlite, then PostgreSQL when installed).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { payments, sandboxPayTrades, users } from '../apps/server/src/db/schema';
import { loadEnv } from '../apps/server/src/config/env';
import { paymentCredentials, sandboxSigningKeys } from '../apps/server/src/providers/payment';
import { buildNotification } from '../apps/server/src/providers/payment/sandbox/sandbox-notifier';
import { createPendingOrder } from '../apps/server/test/factories/pending-orders';
import { measureHelloWorld, report, type LoadResult } from './lib/load';
import { startTemporaryPostgres } from './lib/postgres';
import { freePort, startServer, stop } from './lib/processes';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/src/server.ts');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
/** Distinct orders paid per run: each notification of the first pass applies one. */
const ORDERS = Number(process.env.BENCH_PAY_ORDERS ?? 1500);

/** Unpaid orders with a paid sandbox trade each, straight in the database; their notifications. */
async function prepareOrders(db: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(db);
  try {
    await prepareDatabase(database);
    const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent' });
    const merchant = paymentCredentials(env).wxpay;
    const keys = sandboxSigningKeys(env);
    const phone = `135${String(Date.now() % 1e8).padStart(8, '0')}`;
    const [user] = await database.db.insert(users).values({ phone, name: '压测旅客' }).returning();
    const bodies: string[] = [];
    const stamp = Date.now().toString(36).toUpperCase();
    for (let i = 0; i < ORDERS; i++) {
      const { order } = await createPendingOrder(database, user!.id);
      const outTradeNo = `B${stamp}${String(i).padStart(6, '0')}`;
      const at = new Date();
      await database.db.insert(payments).values({
        orderId: order.id,
        method: 'wxnative',
        outTradeNo,
        amount: order.amountTotal,
        expiresAt: order.payDeadline,
        createdAt: at,
      });
      const [trade] = await database.db
        .insert(sandboxPayTrades)
        .values({
          provider: 'wxpay',
          merchantId: merchant.mchId,
          outTradeNo,
          tradeNo: `4200${stamp}${String(i).padStart(10, '0')}`.slice(0, 28),
          amount: order.amountTotal,
          subject: `压测订单${order.orderNo}`,
          notifyUrl: '',
          status: 'SUCCESS',
          expiresAt: order.payDeadline,
          paidAt: at,
          createdAt: at,
        })
        .returning();
      bodies.push(buildNotification(trade!, keys).body);
    }
    return bodies;
  } finally {
    await database.close();
  }
}

/** Posts each body once, spread over the connections, until all are sent; req/s and p99. */
async function postAll(name: string, url: string, bodies: string[], once: boolean): Promise<LoadResult> {
  let next = 0;
  let failed = 0;
  const result = await autocannon({
    url,
    connections,
    ...(once ? { amount: bodies.length } : { duration }),
    method: 'POST',
    headers: { 'content-type': 'text/xml' },
    requests: [
      {
        setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length]! }),
        onResponse: (status, body) => {
          if (status !== 200 || !String(body).includes('SUCCESS')) failed += 1;
        },
      },
    ],
  });
  return {
    name,
    requestsPerSecond: Math.round(
      result.requests.average || result.requests.total / Math.max(result.duration, 0.001),
    ),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + failed,
  };
}

/** Both passes against one database: distinct paid orders, then the same notifications again. */
export async function payNotificationFigures(label: string, db: { databaseUrl?: string; dataDir?: string }) {
  const bodies = await prepareOrders(db);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(
    server,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : { DATA_DIR: db.dataDir! }),
    },
    `${base}/api/health`,
  );
  try {
    const url = `${base}/api/pay/notify/wxpay`;
    return [
      await postAll(
        `POST /api/pay/notify/wxpay (${label}, ${bodies.length} distinct orders paid and ticketed)`,
        url,
        bodies,
        true,
      ),
      await postAll(`POST /api/pay/notify/wxpay (${label}, duplicates acknowledged)`, url, bodies, false),
    ];
  } finally {
    await stop(child);
  }
}

/** The payments benchmark on its own: baseline, PGlite, then PostgreSQL when installed. */
export async function runPaymentsBench() {
  const baseline = await measureHelloWorld({ connections, durationSeconds: duration });
  const dataDir = path.join(root, '.tmp/bench-data');
  fs.mkdirSync(dataDir, { recursive: true });
  const results = await payNotificationFigures('PGlite', { dataDir });
  const pg = await startTemporaryPostgres();
  if (pg) {
    try {
      results.push(...(await payNotificationFigures('PostgreSQL', { databaseUrl: pg.url })));
    } finally {
      pg.stop();
    }
  } else console.log('PostgreSQL is not installed: skipping the PostgreSQL figures.');
  report(`Payment notifications, ${connections} connections (autocannon)`, baseline, results);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runPaymentsBench();
