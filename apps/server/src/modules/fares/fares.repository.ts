import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** One flight still on sale, with its booking classes in rank order (parallel arrays). */
export interface FlightClassesRow {
  origin: string;
  destination: string;
  flightDate: string;
  economyFare: number;
  businessFare: number;
  cabins: Array<'C' | 'Y'>;
  codes: string[];
  ranks: number[];
  percents: number[];
  limits: number[];
  sold: number[];
}

interface FlightFilter {
  /** Both or neither: one route, or the whole network. */
  origin?: string;
  destination?: string;
  from: string;
  to: string;
  /** Flights departing at or before this instant are no longer sold. */
  departsAfter: Date;
  /** Only this cabin's classes; both when omitted. */
  cabin?: 'C' | 'Y';
}

/**
 * Every sellable flight in a date range (of one route, or of the network) with its inventory
 * folded into one row per flight, so that the nested availability is worked out by the shared
 * fare rules and never re-written in SQL. One query: the route filter goes through the
 * (origin, destination, flight_date) index, the network one through flight_date.
 */
export function sellableFlights(db: Db, f: FlightFilter): Promise<FlightClassesRow[]> {
  const route =
    f.origin && f.destination ? sql`AND i.origin = ${f.origin} AND i.destination = ${f.destination}` : sql``;
  const cabin = f.cabin ? sql`AND c.cabin = ${f.cabin}` : sql``;
  return queryRows<FlightClassesRow>(
    db,
    sql`
    SELECT i.origin::text AS origin, i.destination::text AS destination,
      i.flight_date::text AS "flightDate",
      r.economy_fare AS "economyFare", r.business_fare AS "businessFare",
      array_agg(c.cabin::text ORDER BY c.cabin, c.rank) AS cabins,
      array_agg(c.code::text ORDER BY c.cabin, c.rank) AS codes,
      array_agg(c.rank::int ORDER BY c.cabin, c.rank) AS ranks,
      array_agg(c.discount_percent::int ORDER BY c.cabin, c.rank) AS percents,
      array_agg(v.booking_limit::int ORDER BY c.cabin, c.rank) AS limits,
      array_agg(v.sold::int ORDER BY c.cabin, c.rank) AS sold
    FROM flight_instances i
    JOIN routes r ON r.id = i.route_id
    JOIN flight_inventory v ON v.instance_id = i.id
    JOIN booking_classes c ON c.code = v.class_code
    WHERE i.flight_date BETWEEN ${f.from}::date AND ${f.to}::date
      ${route}
      AND i.scheduled_departure > ${f.departsAfter.toISOString()}::timestamptz
      AND i.status <> '取消'
      ${cabin}
    GROUP BY i.id, r.economy_fare, r.business_fare
    ORDER BY i.flight_date, i.scheduled_departure
  `,
  );
}

/** City names by IATA code of every airport served. */
export const airportCities = (db: Db) =>
  queryRows<{ iata: string; cityName: string }>(
    db,
    sql`SELECT iata::text AS iata, city_name AS "cityName" FROM airports`,
  );
