import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { flightFollows, flightOpsOverrides } from '../../db/schema';

export type OverrideRow = typeof flightOpsOverrides.$inferSelect;

/** A fingerprint of the corrections (a small table): changes whenever any row does. */
export async function overridesVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ v: string | null }>(
    db,
    sql`SELECT md5(string_agg(concat_ws('|', flight_no, flight_date, status, delay_minutes, gate, reason,
                                        updated_at), ',' ORDER BY flight_no, flight_date)) AS v
        FROM flight_ops_overrides`,
  );
  return row?.v ?? 'none';
}

export const allOverrides = (db: Db) => db.select().from(flightOpsOverrides);

export async function upsertOverride(db: Db, values: OverrideRow) {
  await db
    .insert(flightOpsOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [flightOpsOverrides.flightNo, flightOpsOverrides.flightDate],
      set: values,
    });
}

export async function deleteOverride(db: Db, flightNo: string, flightDate: string) {
  await db
    .delete(flightOpsOverrides)
    .where(and(eq(flightOpsOverrides.flightNo, flightNo), eq(flightOpsOverrides.flightDate, flightDate)));
}

export async function followFlight(db: Db, userId: number, flightNo: string, flightDate: string, at: Date) {
  await db
    .insert(flightFollows)
    .values({ userId, flightNo, flightDate, followed: true, createdAt: at })
    .onConflictDoUpdate({
      target: [flightFollows.userId, flightFollows.flightNo, flightFollows.flightDate],
      set: { followed: true },
    });
}

export async function unfollowFlight(db: Db, userId: number, flightNo: string, flightDate: string) {
  await db
    .update(flightFollows)
    .set({ followed: false })
    .where(
      and(
        eq(flightFollows.userId, userId),
        eq(flightFollows.flightNo, flightNo),
        eq(flightFollows.flightDate, flightDate),
      ),
    );
}

export const followsOf = (db: Db, userId: number) =>
  db
    .select({ flightNo: flightFollows.flightNo, flightDate: flightFollows.flightDate })
    .from(flightFollows)
    .where(and(eq(flightFollows.userId, userId), eq(flightFollows.followed, true)));

export interface WatchedFlightRow {
  user_id: number;
  phone: string;
  email: string | null;
  flight_no: string;
  flight_date: string;
  scheduled_departure: Date;
  scheduled_arrival: Date;
  last_state: string | null;
  followed: boolean;
}

/**
 * Flights passengers follow or hold a live ticket on, departing in the window, with what each
 * passenger was last told.
 */
export async function watchedFlights(db: Db, from: Date, to: Date) {
  const rows = await queryRows<WatchedFlightRow>(
    db,
    sql`WITH watch AS (
          SELECT f.user_id, f.flight_no, f.flight_date FROM flight_follows f WHERE f.followed
          UNION
          SELECT o.user_id, s.flight_no, s.flight_date
          FROM tickets t JOIN orders o ON o.id = t.order_id JOIN order_segments s ON s.id = t.segment_id
          WHERE t.status IN ('OPEN', 'CHECKED_IN')
        )
        SELECT w.user_id, u.phone, u.email, w.flight_no, w.flight_date::text AS flight_date,
               fi.scheduled_departure, fi.scheduled_arrival, ff.last_state, coalesce(ff.followed, false) AS followed
        FROM watch w
        JOIN users u ON u.id = w.user_id
        JOIN flight_instances fi ON fi.flight_no = w.flight_no AND fi.flight_date = w.flight_date
        LEFT JOIN flight_follows ff
          ON ff.user_id = w.user_id AND ff.flight_no = w.flight_no AND ff.flight_date = w.flight_date
        WHERE fi.scheduled_departure BETWEEN ${from} AND ${to}
        ORDER BY fi.scheduled_departure, w.user_id`,
  );
  return rows.map((r) => ({
    ...r,
    scheduled_departure: new Date(r.scheduled_departure),
    scheduled_arrival: new Date(r.scheduled_arrival),
  }));
}

/** Records what the passenger now knows about the flight (a watch row for a booked flight too). */
export async function rememberState(
  db: Db,
  userId: number,
  flightNo: string,
  flightDate: string,
  state: string,
  at: Date,
) {
  await db
    .insert(flightFollows)
    .values({ userId, flightNo, flightDate, followed: false, lastState: state, createdAt: at })
    .onConflictDoUpdate({
      target: [flightFollows.userId, flightFollows.flightNo, flightFollows.flightDate],
      set: { lastState: state },
    });
}
