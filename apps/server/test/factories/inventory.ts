import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';

/** A dated flight by `flightNo@date` (as offer ids name them): its id and inventory by class. */
export async function flightInventory(app: { db: Db }, key: string) {
  const [flightNo, flightDate] = key.split('@') as [string, string];
  const rows = await queryRows<{ id: number; code: string; bookingLimit: number; sold: number }>(
    app.db,
    sql`SELECT i.id, v.class_code::text AS code, v.booking_limit::int AS "bookingLimit", v.sold::int AS sold
        FROM flight_instances i JOIN flight_inventory v ON v.instance_id = i.id
        WHERE i.flight_no = ${flightNo} AND i.flight_date = ${flightDate}::date ORDER BY v.class_code`,
  );
  return {
    id: rows[0]!.id,
    byClass: new Map(rows.map((r) => [r.code, { bookingLimit: r.bookingLimit, sold: r.sold }])),
    /** Seats sold over every class. */
    sold: rows.reduce((a, r) => a + r.sold, 0),
  };
}

/**
 * Sets a class's sold count on a flight (and stamps it, as a sale would, for the search caches).
 * With the app's flight search at hand, waits until the search has read the change: within its
 * second of polling, a search could still offer the seats that a booking then refuses.
 */
export async function setSold(
  app: { db: Db; flightSearch?: { sync(): Promise<void> } },
  key: string,
  code: string,
  sold: number,
) {
  const [flightNo, flightDate] = key.split('@') as [string, string];
  await app.db.execute(
    sql`UPDATE flight_inventory v SET sold = ${sold} FROM flight_instances i
        WHERE v.instance_id = i.id AND i.flight_no = ${flightNo} AND i.flight_date = ${flightDate}::date
          AND v.class_code = ${code}`,
  );
  await app.db.execute(
    sql`UPDATE flight_instances SET inventory_changed_at = now()
        WHERE flight_no = ${flightNo} AND flight_date = ${flightDate}::date`,
  );
  await app.flightSearch?.sync();
}

/** Live tickets (seats held or sold) on a flight, by class. */
export async function liveTickets(app: { db: Db }, key: string): Promise<Map<string, number>> {
  const [flightNo, flightDate] = key.split('@') as [string, string];
  const rows = await queryRows<{ code: string; n: number }>(
    app.db,
    sql`SELECT t.booking_class::text AS code, count(*)::int AS n FROM tickets t
        JOIN flight_instances i ON i.id = t.flight_instance_id
        WHERE i.flight_no = ${flightNo} AND i.flight_date = ${flightDate}::date AND t.seated
          AND t.status IN ('HELD', 'OPEN', 'CHECKED_IN', 'USED', 'REFUNDING')
        GROUP BY t.booking_class`,
  );
  return new Map(rows.map((r) => [r.code, r.n]));
}
