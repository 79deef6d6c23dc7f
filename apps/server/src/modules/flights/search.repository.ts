import { asc, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  aircraftTypes,
  airlineSettings,
  airports,
  bookingClasses,
  fareFamilies,
  routes,
} from '../../db/schema';

/** What search holds in memory besides dated flights: it changes only by back-office edits. */
export async function loadReferenceData(db: Db) {
  const [airportRows, routeRows, aircraftRows, familyRows, classRows, settings] = await Promise.all([
    db
      .select({
        iata: airports.iata,
        cityCode: airports.cityCode,
        cityName: airports.cityName,
        airportName: airports.airportName,
        isHub: airports.isHub,
      })
      .from(airports),
    db.select().from(routes),
    db.select({ code: aircraftTypes.code, name: aircraftTypes.name }).from(aircraftTypes),
    db.select().from(fareFamilies).orderBy(asc(fareFamilies.sort)),
    db.select().from(bookingClasses).orderBy(asc(bookingClasses.cabin), asc(bookingClasses.rank)),
    db.select({ code: airlineSettings.code }).from(airlineSettings).limit(1),
  ]);
  return {
    airports: airportRows,
    routes: routeRows,
    aircraft: aircraftRows,
    families: familyRows,
    classes: classRows,
    airlineCode: settings[0]?.code ?? null,
  };
}
export type ReferenceData = Awaited<ReturnType<typeof loadReferenceData>>;

/** One dated flight with its inventory folded into parallel arrays (class codes, limits, sold). */
export interface DatedFlightRow {
  id: number;
  flightNo: string;
  flightDate: string;
  routeId: number;
  origin: string;
  destination: string;
  aircraftType: string;
  departureMs: number;
  arrivalMs: number;
  /** Cancelled flights (operations status 取消) are kept but not sold. */
  cancelled: boolean;
  codes: string[];
  limits: number[];
  sold: number[];
  /** Everything above in one string: equal signatures mean nothing changed. */
  signature: string;
}

export interface DatedFlightsSnapshot {
  /** The database's clock when the query ran: the next poll's watermark is derived from it. */
  dbNowMs: number;
  flights: DatedFlightRow[];
}

/** One flight a line: `id|flightNo|date|routeId|origin|destination|aircraft|depMs|arrMs|cancelled 0/1|J12,0 Y174,3 …`. */
function parseFlightLine(line: string): DatedFlightRow {
  const f = line.split('|');
  const codes: string[] = [];
  const limits: number[] = [];
  const sold: number[] = [];
  for (const entry of f[10]!.split(' ')) {
    const comma = entry.indexOf(',');
    codes.push(entry[0]!);
    limits.push(Number(entry.slice(1, comma)));
    sold.push(Number(entry.slice(comma + 1)));
  }
  return {
    id: Number(f[0]),
    flightNo: f[1]!,
    flightDate: f[2]!,
    routeId: Number(f[3]),
    origin: f[4]!,
    destination: f[5]!,
    aircraftType: f[6]!,
    departureMs: Number(f[7]),
    arrivalMs: Number(f[8]),
    cancelled: f[9] === '1',
    codes,
    limits,
    sold,
    signature: line,
  };
}

/**
 * Dated flights from `fromDate` on with their inventory; with `changedSinceMs`, only those whose
 * inventory_changed_at is later (the poll: one query through the inventory_changed_at index).
 *
 * The whole answer comes back as one text value, a flight a line with its inventory folded in:
 * a start-up load is some 50,000 flights and 600,000 inventory rows, and row-by-row decoding
 * (PGlite's above all) costs ten times more than splitting one string. Always one row, so the
 * database's clock comes back even when nothing changed.
 */
export async function loadDatedFlights(
  db: Db,
  { fromDate, changedSinceMs }: { fromDate: string; changedSinceMs?: number },
): Promise<DatedFlightsSnapshot> {
  const changed =
    changedSinceMs === undefined
      ? sql``
      : sql`AND i.inventory_changed_at > to_timestamp(${changedSinceMs / 1000}::float8)`;
  const [row] = await queryRows<{ dbNowMs: number; flights: string | null }>(
    db,
    sql`
    SELECT (extract(epoch FROM statement_timestamp()) * 1000)::float8 AS "dbNowMs",
      string_agg(f.line, E'\n') AS flights
    FROM (
      SELECT concat_ws('|', i.id, i.flight_no, to_char(i.flight_date, 'YYYY-MM-DD'), i.route_id,
          i.origin, i.destination, i.aircraft_type,
          (extract(epoch FROM i.scheduled_departure) * 1000)::bigint,
          (extract(epoch FROM i.scheduled_arrival) * 1000)::bigint,
          (i.status = '取消')::int,
          string_agg(v.class_code || v.booking_limit || ',' || v.sold, ' ')) AS line
      FROM flight_instances i
      JOIN flight_inventory v ON v.instance_id = i.id
      WHERE i.flight_date >= ${fromDate}::date ${changed}
      GROUP BY i.id
    ) f
  `,
  );
  return {
    dbNowMs: Number(row!.dbNowMs),
    flights: row!.flights ? row!.flights.split('\n').map(parseFlightLine) : [],
  };
}
