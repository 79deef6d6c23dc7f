import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingMessages, addCalendarDays, nestedAvailability } from '@jc/shared';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { now } from '../src/lib/clock';
import { PG_TEMPLATE_DB, adminQuery, testDatabaseUrl, withDatabaseName } from './databases';
import { createMember, flightInventory, partyFor, seededDay, type Member } from './factories';
import { startServerProcess } from './support/server-process';

/*
 * No oversell across server processes: two real servers (node apps/server/src/server.ts) on one
 * PostgreSQL database, 50 buyers at once for the last 5 seats of a class and for a flash-sale
 * stock of 5. PostgreSQL only (PGlite is one process by design).
 */

const BUYERS = 50;
const LEFT = 5;

/** Starts a server process on the database and resolves with its URL once it has started. */
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const server = startServerProcess({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const { url } = await server.ready;
  return { child: server.child, url: url.replace('localhost', '127.0.0.1') };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe.runIf(!!testDatabaseUrl())('two server processes on one PostgreSQL', () => {
  const name = `jc_test_procs_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let database: Database;
  let servers: { child: ChildProcess; url: string }[] = [];
  let day: string;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    const url = withDatabaseName(testDatabaseUrl()!, name);
    database = await openDatabase({ databaseUrl: url });
    day = await seededDay(database);
    // One after the other: each start migrates and tops up the seed.
    servers.push(await startServer(url));
    servers.push(await startServer(url));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s.child)));
    servers = [];
    await database?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  }, 60_000);

  /** Each buyer orders one adult through the server of its turn, all at once. */
  async function burst(selection: object, members: Member[], travelDate: string) {
    const answers = await Promise.all(
      members.map(async (m, i) => {
        const res = await fetch(`${servers[i % 2]!.url}/api/v2/ticket/appointment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...m.auth },
          body: JSON.stringify({
            ...selection,
            adultNum: 1,
            passengers: partyFor({ adultNum: 1 }, travelDate),
            contact: { name: '张伟', phone: '13800138000' },
            acceptTerms: true,
          }),
        });
        return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
      }),
    );
    return answers;
  }

  const members = async () => Promise.all(Array.from({ length: BUYERS }, () => createMember(database)));

  it('sells exactly the last 5 business seats to 50 buyers, the others 409 售罄', async () => {
    const travelDate = addCalendarDays(day, 7);
    const [flight] = await queryRows<{ key: string }>(
      database.db,
      sql`SELECT flight_no || '@' || flight_date::text AS key FROM flight_instances
          WHERE origin = 'CTU' AND destination = 'HGH' AND flight_date = ${travelDate}::date
          ORDER BY scheduled_departure LIMIT 1`,
    );
    const key = flight!.key;
    const j = (await flightInventory(database, key)).byClass.get('J')!;
    await database.db.execute(
      sql`UPDATE flight_inventory v SET sold = ${j.bookingLimit - LEFT} FROM flight_instances i
          WHERE v.instance_id = i.id AND i.flight_no || '@' || i.flight_date::text = ${key} AND v.class_code = 'J'`,
    );

    const answers = await burst(
      { hasRt: 0, legs: [{ offerId: key, familyCode: 'BUSINESS' }] },
      await members(),
      travelDate,
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LEFT);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(BUYERS - LEFT);
    for (const a of refused)
      expect(a).toEqual({ status: 409, body: { code: 409, msg: BookingMessages.soldOut } });
    expect(BookingMessages.soldOut).toContain('售罄');

    const after = (await flightInventory(database, key)).byClass.get('J')!;
    const left = nestedAvailability([
      { code: 'J', rank: 1, bookingLimit: after.bookingLimit, sold: after.sold },
    ]).J!;
    expect(after.sold).toBe(j.bookingLimit);
    expect(after.sold + left).toBe(j.bookingLimit);
    const [held] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM tickets t JOIN flight_instances i ON i.id = t.flight_instance_id
          WHERE i.flight_no || '@' || i.flight_date::text = ${key} AND t.booking_class = 'J' AND t.status = 'HELD'`,
    );
    expect(held!.n).toBe(LEFT);
  }, 120_000);

  it('sells exactly a flash-sale stock of 5 to 50 buyers, the others 409 售罄', async () => {
    const at = now().toISOString();
    const [route] = await queryRows<{ id: number; dep: string; arr: string; from: string; family: string }>(
      database.db,
      sql`SELECT r.id, r.dep_code::text AS dep, r.arr_code::text AS arr, r.travel_from::text AS "from",
            r.fare_family_code AS family
          FROM flash_sale_routes r JOIN flash_sale_subjects s ON s.id = r.subject_id
          WHERE s.enabled AND s.starts_at <= ${at}::timestamptz AND s.ends_at > ${at}::timestamptz AND r.cabin = 'Y'
          ORDER BY r.id LIMIT 1`,
    );
    await database.db.execute(
      sql`UPDATE flash_sale_routes SET stock_total = stock_sold + ${LEFT}, per_user_limit = 1 WHERE id = ${route!.id}`,
    );
    // A flight of the route in its travel window whose family sells 50 seats, so the stock is the limit.
    const travelDate = addCalendarDays(route!.from, 2);
    const [flight] = await queryRows<{ key: string }>(
      database.db,
      sql`SELECT flight_no || '@' || flight_date::text AS key FROM flight_instances
          WHERE origin = ${route!.dep} AND destination = ${route!.arr} AND flight_date = ${travelDate}::date
          ORDER BY scheduled_departure LIMIT 1`,
    );
    await database.db.execute(
      sql`UPDATE flight_inventory v SET booking_limit = 150, sold = 0 FROM flight_instances i
          WHERE v.instance_id = i.id AND i.flight_no || '@' || i.flight_date::text = ${flight!.key}
            AND v.class_code IN (SELECT code FROM booking_classes WHERE cabin = 'Y')`,
    );
    const [stockBefore] = await queryRows<{ sold: number; total: number }>(
      database.db,
      sql`SELECT stock_sold AS sold, stock_total AS total FROM flash_sale_routes WHERE id = ${route!.id}`,
    );

    const answers = await burst(
      {
        hasRt: 0,
        legs: [{ offerId: flight!.key, familyCode: route!.family }],
        flashSaleRouteId: route!.id,
      },
      await members(),
      travelDate,
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LEFT);
    const refused = answers.filter((a) => a.status !== 200);
    for (const a of refused)
      expect(a).toEqual({ status: 409, body: { code: 409, msg: BookingMessages.flashSaleSoldOut } });
    expect(BookingMessages.flashSaleSoldOut).toContain('售罄');

    const [stock] = await queryRows<{ sold: number; total: number }>(
      database.db,
      sql`SELECT stock_sold AS sold, stock_total AS total FROM flash_sale_routes WHERE id = ${route!.id}`,
    );
    expect(stock).toEqual({ sold: stockBefore!.total, total: stockBefore!.total });
    const [purchases] = await queryRows<{ n: number; orders: number }>(
      database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT order_id)::int AS orders FROM flash_sale_purchases
          WHERE route_id = ${route!.id} AND cancelled_at IS NULL AND order_id IS NOT NULL`,
    );
    expect(purchases).toEqual({ n: LEFT, orders: LEFT });
    expect((await flightInventory(database, flight!.key)).sold).toBe(LEFT);
  }, 120_000);
});
