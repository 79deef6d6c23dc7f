import { asc, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { fareFamilies } from '../../db/schema';

/** A dated flight as booking reads it: times, places, fares of its route, and its inventory. */
export interface FlightForSaleRow {
  id: number;
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  depCityCode: string;
  depCityName: string;
  depAirportName: string;
  arrCityCode: string;
  arrCityName: string;
  arrAirportName: string;
  aircraftType: string;
  aircraftName: string;
  departure: Date;
  arrival: Date;
  opsStatus: string;
  distanceKm: number;
  economyFare: number;
  businessFare: number;
  fuelSurcharge: number;
  codes: string[];
  cabins: Array<'C' | 'Y'>;
  ranks: number[];
  percents: number[];
  families: string[];
  limits: number[];
  sold: number[];
}

/**
 * Dated flights by flight number and date, each with its route's fares and its inventory in rank
 * order (parallel arrays), in one query through the (flight_no, flight_date) key. No locks.
 */
export function findFlightsForSale(
  db: Db,
  keys: readonly { flightNo: string; flightDate: string }[],
): Promise<FlightForSaleRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  const pairs = sql.join(
    keys.map((k) => sql`(${k.flightNo}, ${k.flightDate}::date)`),
    sql`, `,
  );
  return flightsWhere(db, sql`(i.flight_no, i.flight_date) IN (${pairs})`);
}

/** Dated flights of one route (airport to airport) flown on dates from `fromDate` to `toDate`. No locks. */
export function findRouteFlightsForSale(
  db: Db,
  route: { origin: string; destination: string; fromDate: string; toDate: string },
): Promise<FlightForSaleRow[]> {
  return flightsWhere(
    db,
    sql`i.origin = ${route.origin} AND i.destination = ${route.destination}
      AND i.flight_date BETWEEN ${route.fromDate}::date AND ${route.toDate}::date`,
  );
}

function flightsWhere(db: Db, where: SQL): Promise<FlightForSaleRow[]> {
  return queryRows<FlightForSaleRow>(
    db,
    sql`
    SELECT i.id, i.flight_no AS "flightNo", i.flight_date::text AS "flightDate",
      i.origin::text AS origin, i.destination::text AS destination,
      dep.city_code::text AS "depCityCode", dep.city_name AS "depCityName", dep.airport_name AS "depAirportName",
      arr.city_code::text AS "arrCityCode", arr.city_name AS "arrCityName", arr.airport_name AS "arrAirportName",
      i.aircraft_type AS "aircraftType", a.name AS "aircraftName",
      i.scheduled_departure AS departure, i.scheduled_arrival AS arrival, i.status AS "opsStatus",
      r.distance_km AS "distanceKm", r.economy_fare AS "economyFare", r.business_fare AS "businessFare",
      r.fuel_surcharge AS "fuelSurcharge",
      array_agg(c.code::text ORDER BY c.cabin, c.rank) AS codes,
      array_agg(c.cabin::text ORDER BY c.cabin, c.rank) AS cabins,
      array_agg(c.rank::int ORDER BY c.cabin, c.rank) AS ranks,
      array_agg(c.discount_percent::int ORDER BY c.cabin, c.rank) AS percents,
      array_agg(c.family_code ORDER BY c.cabin, c.rank) AS families,
      array_agg(v.booking_limit::int ORDER BY c.cabin, c.rank) AS limits,
      array_agg(v.sold::int ORDER BY c.cabin, c.rank) AS sold
    FROM flight_instances i
    JOIN routes r ON r.id = i.route_id
    JOIN airports dep ON dep.iata = i.origin
    JOIN airports arr ON arr.iata = i.destination
    JOIN aircraft_types a ON a.code = i.aircraft_type
    JOIN flight_inventory v ON v.instance_id = i.id
    JOIN booking_classes c ON c.code = v.class_code
    WHERE ${where}
    GROUP BY i.id, r.id, dep.iata, arr.iata, a.code
    ORDER BY i.scheduled_departure, i.flight_no
  `,
  ).then((rows) =>
    rows.map((r) => ({ ...r, departure: new Date(r.departure), arrival: new Date(r.arrival) })),
  );
}

/** One inventory row locked for a sale or a release, with what the sale is priced from. */
export interface LockedInventoryRow {
  flightId: number;
  code: string;
  cabin: 'C' | 'Y';
  rank: number;
  discountPercent: number;
  familyCode: string;
  bookingLimit: number;
  sold: number;
  departure: Date;
  opsStatus: string;
  economyFare: number;
  businessFare: number;
  fuelSurcharge: number;
}

/**
 * Locks every inventory row of the given flights until the transaction ends, flights in id order
 * (the sort runs before the rows are locked), so that two orders sharing flights take their locks
 * in the same order and never wait on each other in a circle. Answers the rows as they are once
 * locked, with the route's fares and the flight's time and status read in the same statement.
 */
export async function lockInventoryRows(tx: Db, flightIds: readonly number[]): Promise<LockedInventoryRow[]> {
  if (flightIds.length === 0) return [];
  const ids = sql.join(
    flightIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<LockedInventoryRow>(
    tx,
    sql`
    SELECT v.instance_id AS "flightId", v.class_code::text AS code, c.cabin::text AS cabin, c.rank::int AS rank,
      c.discount_percent::int AS "discountPercent", c.family_code AS "familyCode",
      v.booking_limit::int AS "bookingLimit", v.sold::int AS sold,
      i.scheduled_departure AS departure, i.status AS "opsStatus",
      r.economy_fare AS "economyFare", r.business_fare AS "businessFare", r.fuel_surcharge AS "fuelSurcharge"
    FROM flight_inventory v
    JOIN booking_classes c ON c.code = v.class_code
    JOIN flight_instances i ON i.id = v.instance_id
    JOIN routes r ON r.id = i.route_id
    WHERE v.instance_id IN (${ids})
    ORDER BY v.instance_id, v.class_code
    FOR UPDATE OF v
  `,
  );
  return rows.map((r) => ({ ...r, departure: new Date(r.departure) }));
}

/**
 * Adds `delta` seats (negative to release, never below 0) to classes of flights whose rows the
 * caller has locked, and marks those flights' inventory changed so that every process's search
 * cache reads them again; answers how many inventory rows changed. One statement (it is on every
 * order's path). The stamp is the database's own now() on purpose: the caches compare it with the
 * database's clock, never the application's (which tests move).
 */
export async function addSold(
  tx: Db,
  changes: readonly { flightId: number; code: string; delta: number }[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const values = sql.join(
    changes.map((c) => sql`(${c.flightId}::int, ${c.code}::char(1), ${c.delta}::int)`),
    sql`, `,
  );
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`
    WITH changed AS (
      UPDATE flight_inventory v SET sold = v.sold + d.delta
      FROM (VALUES ${values}) AS d(instance_id, class_code, delta)
      WHERE v.instance_id = d.instance_id AND v.class_code = d.class_code AND v.sold + d.delta >= 0
      RETURNING v.instance_id
    ), stamped AS (
      UPDATE flight_instances SET inventory_changed_at = now()
      WHERE id IN (SELECT instance_id FROM changed)
    )
    SELECT count(*)::int AS n FROM changed
  `,
  );
  return row!.n;
}

export const fareFamilyRows = (db: Db) => db.select().from(fareFamilies).orderBy(asc(fareFamilies.sort));
