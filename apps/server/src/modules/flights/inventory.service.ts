import {
  isCalendarDate,
  isOnSale,
  type FamilyClass,
  type FareFamilyRules,
  type FlightSegment,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { chinaLocal, daysBetween } from '../../lib/china-time';
import { now } from '../../lib/clock';
import { toFareFamilyRules } from './fare-families';
import {
  addSold,
  fareFamilyRows,
  findFlightsForSale,
  findRouteFlightsForSale,
  lockInventoryRows,
  type FlightForSaleRow,
} from './inventory.repository';

/*
 * Seats as booking sells and gives them back: the flights of a selection read from the database
 * (never from the search cache), their inventory locked for a sale, seats added and released with
 * the flights stamped so that every process's search reloads them (docs/orders.md).
 */

export type Cabin = 'C' | 'Y';

/** One booking class of a flight with its family and its counts. */
export interface InventoryClass extends FamilyClass {
  cabin: Cabin;
}

/** The route's fares and the flight's time and state, as a sale is priced and allowed from. */
export interface SaleTerms {
  departure: Date;
  /** Cancelled by operations (status 取消): kept, not sold. */
  cancelled: boolean;
  economyFare: number;
  businessFare: number;
  fuelSurcharge: number;
  classes: InventoryClass[];
}

/**
 * A dated flight for sale: its row, with the operations status read as `cancelled` and the
 * parallel inventory arrays as `classes`.
 */
export interface FlightForSale
  extends
    SaleTerms,
    Omit<
      FlightForSaleRow,
      'opsStatus' | 'codes' | 'cabins' | 'ranks' | 'percents' | 'families' | 'limits' | 'sold'
    > {}

/** `JC1001@2026-03-01`: a dated flight as an offer id names it. */
export const flightKey = (flightNo: string, flightDate: string) => `${flightNo}@${flightDate}`;

function toFlight(row: FlightForSaleRow): FlightForSale {
  const { opsStatus, codes, cabins, ranks, percents, families, limits, sold, ...flight } = row;
  return {
    ...flight,
    cancelled: opsStatus === '取消',
    classes: codes.map((code, k) => ({
      code,
      cabin: cabins[k]!,
      rank: ranks[k]!,
      discountPercent: percents[k]!,
      familyCode: families[k]!,
      bookingLimit: limits[k]!,
      sold: sold[k]!,
    })),
  };
}

/** Dated flights by number and date, by `flightKey`; absent keys are not flown. No locks. */
export async function flightsForSale(
  db: Db,
  keys: readonly { flightNo: string; flightDate: string }[],
): Promise<Map<string, FlightForSale>> {
  // A date that is not on the calendar (2026-02-30) names no flight; PostgreSQL would refuse the cast.
  const rows = await findFlightsForSale(
    db,
    keys.filter((k) => isCalendarDate(k.flightDate)),
  );
  return new Map(rows.map((r) => [flightKey(r.flightNo, r.flightDate), toFlight(r)]));
}

/** Dated flights of one route (airport to airport) on the dates `fromDate`…`toDate`, by departure. No locks. */
export async function routeFlightsForSale(
  db: Db,
  route: { origin: string; destination: string; fromDate: string; toDate: string },
): Promise<FlightForSale[]> {
  if (!isCalendarDate(route.fromDate) || !isCalendarDate(route.toDate)) return [];
  return (await findRouteFlightsForSale(db, route)).map(toFlight);
}

/**
 * Locks the inventory of the flights (in id order) until the transaction ends and reads their sale
 * terms afresh: what an order is priced and its seats counted from. Call it last before selling,
 * after the locks of the account, the coupon and the flash sale (docs/orders.md: lock order).
 */
export async function lockFlightsForSale(
  tx: Db,
  flightIds: readonly number[],
): Promise<Map<number, SaleTerms>> {
  const ids = [...new Set(flightIds)].sort((a, b) => a - b);
  const rows = await lockInventoryRows(tx, ids);
  const flights = new Map<number, SaleTerms>();
  for (const r of rows) {
    let f = flights.get(r.flightId);
    if (!f) {
      f = {
        departure: r.departure,
        cancelled: r.opsStatus === '取消',
        economyFare: r.economyFare,
        businessFare: r.businessFare,
        fuelSurcharge: r.fuelSurcharge,
        classes: [],
      };
      flights.set(r.flightId, f);
    }
    f.classes.push({
      code: r.code,
      cabin: r.cabin,
      rank: r.rank,
      discountPercent: r.discountPercent,
      familyCode: r.familyCode,
      bookingLimit: r.bookingLimit,
      sold: r.sold,
    });
  }
  return flights;
}

/** Whether a flight may be sold at `at`: not cancelled, departing more than 45 minutes later. */
export const isFlightOnSale = (f: Pick<SaleTerms, 'departure' | 'cancelled'>, at: Date) =>
  !f.cancelled && isOnSale(f.departure, at);

export interface SeatChange {
  flightId: number;
  code: string;
  seats: number;
}

/** Sums seat changes per flight and class, in flight and class order. */
function merged(changes: readonly SeatChange[], sign: 1 | -1) {
  const byClass = new Map<string, { flightId: number; code: string; delta: number }>();
  for (const c of changes) {
    if (c.seats === 0) continue;
    const key = `${c.flightId}:${c.code}`;
    const known = byClass.get(key);
    if (known) known.delta += sign * c.seats;
    else byClass.set(key, { flightId: c.flightId, code: c.code, delta: sign * c.seats });
  }
  return [...byClass.values()].sort((a, b) => a.flightId - b.flightId || a.code.localeCompare(b.code));
}

/**
 * Adds the seats sold to inventory rows the caller locked with lockFlightsForSale (after checking
 * the nested availability), and stamps the flights for the search caches, in one statement.
 */
export async function holdSeats(tx: Db, changes: readonly SeatChange[]): Promise<void> {
  const deltas = merged(changes, 1);
  const updated = await addSold(tx, deltas);
  if (updated !== deltas.length) throw new Error('inventory rows missing for a sale');
}

/**
 * Gives seats back: locks the flights' inventory in id order (the same order as a sale), takes the
 * seats off `sold` (never below 0) and stamps the flights.
 */
export async function releaseSeats(tx: Db, changes: readonly SeatChange[]): Promise<void> {
  const deltas = merged(changes, -1);
  if (deltas.length === 0) return;
  await lockInventoryRows(tx, [...new Set(deltas.map((d) => d.flightId))]);
  await addSold(tx, deltas);
}

/** Fare families change only by a back-office edit: each process reads them at most once a minute. */
const FAMILIES_TTL_MS = 60_000;
const familiesCache = new WeakMap<Db, { until: number; rules: Promise<FareFamilyRules[]> }>();

/** Every fare family with its baggage and fee conditions, in display order (at most a minute old). */
export function fareFamilyRules(db: Db): Promise<FareFamilyRules[]> {
  const at = now().getTime();
  const known = familiesCache.get(db);
  if (known && at < known.until && at >= known.until - FAMILIES_TTL_MS) return known.rules;
  const rules = fareFamilyRows(db).then((rows) => rows.map(toFareFamilyRules));
  familiesCache.set(db, { until: at + FAMILIES_TTL_MS, rules });
  rules.catch(() => familiesCache.delete(db));
  return rules;
}

/**
 * A flight as the results page and the booking page show it, with day offsets from the date the
 * leg was searched for (the +1 beside a time).
 */
export function flightSegmentOf(f: FlightForSale, legDate: string): FlightSegment {
  const departure = chinaLocal(f.departure);
  const arrival = chinaLocal(f.arrival);
  return {
    flightNo: f.flightNo,
    flightDate: f.flightDate,
    depAirport: f.origin,
    depCityName: f.depCityName,
    depAirportName: f.depAirportName,
    arrAirport: f.destination,
    arrCityName: f.arrCityName,
    arrAirportName: f.arrAirportName,
    departure,
    arrival,
    departureDayOffset: daysBetween(legDate, departure.slice(0, 10)),
    arrivalDayOffset: daysBetween(legDate, arrival.slice(0, 10)),
    aircraftType: f.aircraftType,
    aircraftName: f.aircraftName,
    durationMinutes: Math.round((f.arrival.getTime() - f.departure.getTime()) / 60_000),
    distanceKm: f.distanceKm,
  };
}
