// Orders placed per second on PostgreSQL: 20 buyers at once on one flight against 1 buyer, in the
// same run, through the real server (POST /api/v2/ticket/appointment). Part of `npm run bench`;
// alone: `npm run bench -- orders` (BENCH_DATABASE_URL to use an existing server's database).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addCalendarDays, idCardCheckChar } from '@jc/shared';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client';
import { hashToken, newToken } from '../apps/server/src/lib/tokens';
import { freePort, startServer, stop } from './lib/processes';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/src/server.ts');
const CONCURRENT = 20;
/** Each account may hold 3 unpaid orders: enough accounts for every order of both phases. */
const ACCOUNTS = 4000;

export interface OrdersFigures {
  single: { ordersPerSecond: number; p99Ms: number; orders: number };
  concurrent: { ordersPerSecond: number; p99Ms: number; orders: number; refused: number };
  ratio: number;
  oversold: number;
  flight: string;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! * 10) / 10
    : 0;
};

/** A passenger no other order of the run has: a valid ID number from a running counter. */
function passenger(n: number) {
  const birthday = addCalendarDays('1960-01-01', Math.floor(n / 900));
  const body = `110105${birthday.replaceAll('-', '')}${String((n % 900) + 100)}`;
  return { name: '王小明', certType: '身份证', certNo: body + idCardCheckChar(body), birthday };
}

/** A flight no earlier run sold, with room for every order of this one: its economy opened wide, nothing sold. */
async function prepareFlight(database: Database) {
  const [row] = await queryRows<{ key: string; id: number }>(
    database.db,
    sql`SELECT i.id, i.flight_no || '@' || i.flight_date::text AS key FROM flight_instances i
        WHERE i.origin = 'CTU' AND i.destination = 'HGH'
          AND i.flight_date >= (SELECT min(flight_date) + 10 FROM flight_instances f
                                WHERE EXISTS (SELECT 1 FROM flight_inventory v WHERE v.instance_id = f.id))
          AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.flight_instance_id = i.id)
        ORDER BY i.flight_date, i.scheduled_departure LIMIT 1`,
  );
  await database.db.execute(
    sql`UPDATE flight_inventory SET booking_limit = 30000, sold = 0
        WHERE instance_id = ${row!.id} AND class_code IN (SELECT code FROM booking_classes WHERE cabin = 'Y')`,
  );
  await database.db.execute(
    sql`UPDATE flight_instances SET inventory_changed_at = now() WHERE id = ${row!.id}`,
  );
  return row!;
}

/** Accounts with a session each, straight in the database; answers their tokens. */
async function prepareAccounts(database: Database, runId: string): Promise<string[]> {
  const tokens = Array.from({ length: ACCOUNTS }, () => newToken());
  for (let start = 0; start < ACCOUNTS; start += 500) {
    const batch = tokens.slice(start, start + 500);
    const phones = batch.map((_, i) => `17${runId}${String(start + i).padStart(5, '0')}`);
    const list = sql.join(
      phones.map((p) => sql`${p}`),
      sql`, `,
    );
    const users = await queryRows<{ id: number }>(
      database.db,
      sql`INSERT INTO users (phone, member_no, name)
          SELECT p, 'JB' || right(p, 9), '压测会员' FROM unnest(ARRAY[${list}]::text[]) WITH ORDINALITY AS t(p, n)
          ORDER BY n RETURNING id`,
    );
    const values = users.map(
      (u, i) => sql`(${u.id}, ${hashToken(batch[i]!)}, now(), now() + interval '1 day')`,
    );
    await database.db.execute(
      sql`INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES ${sql.join(values, sql`, `)}`,
    );
  }
  return tokens;
}

/**
 * Runs `buyers` loops for `seconds`, each placing orders one after another (a new account every
 * 3 orders, a new passenger every order); answers orders placed per second and their latencies.
 */
async function phase(
  url: string,
  offerId: string,
  tokens: string[],
  buyers: number,
  seconds: number,
  next: () => number,
) {
  const latencies: number[] = [];
  let placed = 0;
  let refused = 0;
  let firstRefusal: string | undefined;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (performance.now() < until) {
        const n = next();
        const t0 = performance.now();
        const res = await fetch(`${url}/api/v2/ticket/appointment`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[Math.floor(n / 3)]}`,
          },
          body: JSON.stringify({
            hasRt: 0,
            legs: [{ offerId, familyCode: 'FLEX' }],
            passengers: [passenger(n)],
            contact: { name: '张伟', phone: '13800138000' },
            acceptTerms: true,
          }),
        });
        const text = await res.text();
        latencies.push(performance.now() - t0);
        if (res.status === 200) placed += 1;
        else {
          refused += 1;
          firstRefusal ??= `${res.status} ${text}`;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ordersPerSecond: Math.round((placed / elapsed) * 10) / 10,
    p99Ms: p99(latencies),
    orders: placed,
    refused,
  };
}

/** The orders benchmark against a PostgreSQL database (seeded at the server's first start). */
export async function benchOrders(databaseUrl: string, seconds: number): Promise<OrdersFigures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(
    server,
    { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' },
    `${base}/api/health`,
  );
  const database = await openDatabase({ databaseUrl });
  try {
    const flight = await prepareFlight(database);
    const tokens = await prepareAccounts(
      database,
      String(port % 1000).padStart(3, '0') + String(process.pid % 10),
    );
    // The server loads its flight search on start: let it finish before anything is measured.
    const warm = await fetch(`${base}/api/v1/ticket/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        hasRt: 0,
        legs: [{ dep: 'CTU', arr: 'HGH', flightDate: flight.key.split('@')[1] }],
      }),
    });
    if (warm.status !== 200) throw new Error(`search did not answer: ${await warm.text()}`);
    let counter = 0;
    const next = () => counter++;
    // Warm-up: the first orders compile the route and fill the pool.
    await phase(base, flight.key, tokens, 4, 1, next);
    const single = await phase(base, flight.key, tokens, 1, seconds, next);
    const concurrent = await phase(base, flight.key, tokens, CONCURRENT, seconds, next);

    // Oversold: seats counted in inventory beyond the booking limit, or not matching the live tickets.
    const classes = await queryRows<{ code: string; rank: number; limit: number; sold: number }>(
      database.db,
      sql`SELECT v.class_code::text AS code, c.rank::int AS rank, v.booking_limit::int AS limit, v.sold::int AS sold
          FROM flight_inventory v JOIN booking_classes c ON c.code = v.class_code
          WHERE v.instance_id = ${flight.id} AND c.cabin = 'Y'`,
    );
    const [tickets] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM tickets WHERE flight_instance_id = ${flight.id} AND seated AND status = 'HELD'`,
    );
    const sold = classes.reduce((a, c) => a + c.sold, 0);
    // Nested limits: the seats sold in a class and every cheaper one may not pass the class's limit.
    const byRank = [...classes].sort((a, b) => a.rank - b.rank);
    const overLimit = Math.max(
      0,
      ...byRank.map((c, k) => byRank.slice(k).reduce((a, x) => a + x.sold, 0) - c.limit),
    );
    return {
      single: { ordersPerSecond: single.ordersPerSecond, p99Ms: single.p99Ms, orders: single.orders },
      concurrent,
      ratio: Math.round((concurrent.ordersPerSecond / Math.max(single.ordersPerSecond, 0.001)) * 100) / 100,
      oversold: Math.abs(sold - tickets!.n) + overLimit,
      flight: flight.key,
    };
  } finally {
    await database.close();
    await stop(child);
  }
}

export function reportOrders(figures: OrdersFigures) {
  console.log(
    `\nOrders placed per second on PostgreSQL, one flight (${figures.flight}), POST /api/v2/ticket/appointment`,
  );
  console.table({
    '1 buyer': {
      'orders/s': figures.single.ordersPerSecond,
      'p99 ms': figures.single.p99Ms,
      orders: figures.single.orders,
      refused: 0,
    },
    [`${CONCURRENT} buyers at once`]: {
      'orders/s': figures.concurrent.ordersPerSecond,
      'p99 ms': figures.concurrent.p99Ms,
      orders: figures.concurrent.orders,
      refused: figures.concurrent.refused,
    },
  });
  console.log(
    `${CONCURRENT} buyers vs 1: ${figures.ratio.toFixed(2)}× (aim ≥ 0.9×) · oversold seats: ${figures.oversold} (aim 0) · ` +
      `p99 with ${CONCURRENT} buyers: ${figures.concurrent.p99Ms} ms (aim ≤ 200 ms)`,
  );
}
