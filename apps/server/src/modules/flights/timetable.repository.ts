import { sql } from 'drizzle-orm';
import { execute, queryRows, type Db } from '../../db/client';

/**
 * Turns the weekly timetable into dated flights for every day in [from, to] that has none yet, with
 * nested booking-class inventory from today on (past flights are only flown and tracked, not sold). Idempotent; safe to run at every start.
 * Cheap classes are closed on some flights (more on Fridays and Sundays) so that prices vary by day,
 * deterministically from the flight number and date.
 */
export async function generateFlightInstances(
  db: Db,
  from: string,
  to: string,
  today: string,
): Promise<number> {
  const inserted = await execute(
    db,
    sql`
    INSERT INTO flight_instances (schedule_id, flight_no, flight_date, route_id, origin, destination,
      aircraft_type, scheduled_departure, scheduled_arrival, business_capacity, economy_capacity)
    SELECT s.id, s.flight_no, d::date, r.id, r.origin, r.destination, s.aircraft_type,
      (d::date + s.departure_time) AT TIME ZONE 'Asia/Shanghai',
      (d::date + s.departure_time) AT TIME ZONE 'Asia/Shanghai' + make_interval(mins => s.block_minutes),
      a.business_seats, a.economy_seats
    FROM flight_schedules s
    JOIN routes r ON r.id = s.route_id
    JOIN aircraft_types a ON a.code = s.aircraft_type
    CROSS JOIN generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    WHERE extract(isodow FROM d)::smallint = ANY (s.days_of_week)
      AND d::date BETWEEN s.valid_from AND s.valid_to
    ORDER BY d, s.departure_time, s.flight_no
    ON CONFLICT (flight_no, flight_date) DO NOTHING
  `,
  );
  await db.execute(sql`
    INSERT INTO flight_inventory (instance_id, class_code, booking_limit)
    SELECT i.id, c.code,
      CASE
        WHEN c.cabin = 'Y' AND c.rank > 11 - (
          abs(hashtext(i.flight_no || i.flight_date::text)) % 4
          + CASE WHEN extract(isodow FROM i.flight_date) IN (5, 7) THEN 1 ELSE 0 END
        ) THEN 0
        ELSE floor((CASE WHEN c.cabin = 'C' THEN i.business_capacity ELSE i.economy_capacity END)
                   * c.default_limit_percent / 100.0)::smallint
      END
    FROM flight_instances i
    CROSS JOIN booking_classes c
    WHERE i.flight_date BETWEEN greatest(${from}::date, ${today}::date) AND ${to}::date
      AND NOT EXISTS (SELECT 1 FROM flight_inventory v WHERE v.instance_id = i.id)
  `);
  return inserted;
}

/** Fresh statistics after bulk loads, so the planner picks the indexes for fare and search queries. */
export async function analyzeFlights(db: Db): Promise<void> {
  await execute(db, sql`ANALYZE flight_instances, flight_inventory, routes, airports`);
}

/** The last date that already has dated flights, or null before the first generation. */
export async function lastFlightDate(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ last: string | null }>(
    db,
    sql`SELECT max(flight_date)::text AS last FROM flight_instances`,
  );
  return row?.last ?? null;
}
