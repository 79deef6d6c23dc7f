import {
  FareMessages,
  SPECIAL_FARES_MAX,
  cheapestOpenClass,
  isCalendarDate,
  isSpecialFare,
  passengerFare,
  salesCutoff,
  type CalendarPrice,
  type CalendarRequest,
  type DiscountRequest,
  type Fen,
  type NestedClass,
  type SpecialFare,
} from '@jc/shared';
import type { Db } from '../../db/client';
import type { FlightSearch } from '../flights/search.service';
import { addDays, chinaToday, now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { airportCities, sellableFlights, type FlightClassesRow } from './fares.repository';

/** Special fares are looked for on departures from tomorrow over this many days. */
const SPECIAL_WINDOW_DAYS = 30;
/** The suggested return of a special fare. */
const SPECIAL_RETURN_AFTER_DAYS = 3;
const CACHE_TTL_MS = 60_000;

interface OfferedClass extends NestedClass {
  discountPercent: number;
}

interface CheapestFare {
  price: Fen;
  discountPercent: number;
}

/** The cheapest adult fare of one flight, before taxes: each cabin's cheapest open class, the lower of the two. */
function cheapestAdultFare(row: FlightClassesRow): CheapestFare | null {
  let best: CheapestFare | null = null;
  for (const cabin of ['Y', 'C'] as const) {
    const classes: OfferedClass[] = [];
    row.codes.forEach((code, k) => {
      if (row.cabins[k] !== cabin) return;
      classes.push({
        code,
        rank: row.ranks[k]!,
        bookingLimit: row.limits[k]!,
        sold: row.sold[k]!,
        discountPercent: row.percents[k]!,
      });
    });
    const open = cheapestOpenClass(classes);
    if (!open) continue;
    const price = passengerFare({
      cabinFullFare: cabin === 'Y' ? row.economyFare : row.businessFare,
      discountPercent: open.discountPercent,
      passengerType: 'ADT',
    });
    if (!best || price < best.price) best = { price, discountPercent: open.discountPercent };
  }
  return best;
}

// Small per-database caches of read-mostly answers. Keyed by the Db so that test apps, each on
// its own database copy, never see each other's rows. The pending promise is what is kept, so a
// burst of requests on an expired entry runs the query once.
interface CacheEntry {
  key: string;
  expires: number;
  value: Promise<unknown>;
}
const caches = new WeakMap<Db, Map<string, CacheEntry>>();

function cached<T>(db: Db, name: string, key: string, load: () => Promise<T>): Promise<T> {
  let byName = caches.get(db);
  if (!byName) caches.set(db, (byName = new Map()));
  const hit = byName.get(name);
  if (hit && hit.key === key && hit.expires > performance.now()) return hit.value as Promise<T>;
  const value = load();
  const entry: CacheEntry = { key, expires: performance.now() + CACHE_TTL_MS, value };
  byName.set(name, entry);
  value.catch(() => {
    if (byName.get(name) === entry) byName.delete(name);
  });
  return value;
}

/** Drops the cached airports and special fares of a database (after an operator changes fares; tests). */
export function forgetCachedFares(db: Db): void {
  caches.delete(db);
}

/** City names by airport code; airports change rarely, so a minute-old list is good enough. */
const airportNames = (db: Db): Promise<Map<string, string>> =>
  cached(db, 'airports', '', async () => new Map((await airportCities(db)).map((a) => [a.iata, a.cityName])));

async function assertAirportsKnown(db: Db, ...codes: string[]): Promise<Map<string, string>> {
  const names = await airportNames(db);
  if (codes.some((c) => !names.has(c))) throw AppError.badRequest(FareMessages.airportNotFound);
  return names;
}

/**
 * The low-price calendar: for each of `days` days from flightDate, the cheapest adult fare (fen,
 * before taxes) of the route's direct flights still on sale, priced by the shared fare rules
 * exactly as booking will price it; null when nothing is on sale; `cheapest` marks the lowest.
 */
/**
 * The low-price calendar of a route: for each day of the window, the lowest price the search
 * offers one adult that day, direct or connecting (the results page's lead fare, taxes apart),
 * null when nothing is on sale; the cheapest days marked. Priced by the search itself, so the
 * date strip, the home page's calendar and the results agree (docs/rules.md).
 */
export async function lowPriceCalendar(
  db: Db,
  search: Pick<FlightSearch, 'lowestAdultFares'>,
  query: CalendarRequest,
): Promise<CalendarPrice[]> {
  const { orgAirport, dstAirport, flightDate, days } = query;
  if (orgAirport === dstAirport) throw AppError.badRequest(FareMessages.citiesSame);
  if (!isCalendarDate(flightDate)) throw AppError.badRequest(FareMessages.flightDateInvalid);
  if (flightDate < chinaToday()) throw AppError.badRequest(FareMessages.flightDateBeforeToday);
  await assertAirportsKnown(db, orgAirport, dstAirport);

  const dates = Array.from({ length: days }, (_, i) => addDays(flightDate, i));
  const byDate = await search.lowestAdultFares(orgAirport, dstAirport, dates);
  const prices = [...byDate.values()].filter((p): p is number => p !== null);
  const lowest = prices.length ? Math.min(...prices) : null;
  return dates.map((date) => {
    const price = byDate.get(date) ?? null;
    return { date, price, cheapest: price !== null && price === lowest };
  });
}

/** The cheapest special fare of every route over the window, cheapest first (ties: earlier date). */
async function networkSpecials(db: Db, firstDay: string): Promise<SpecialFare[]> {
  const [names, flights] = await Promise.all([
    airportNames(db),
    sellableFlights(db, {
      from: firstDay,
      to: addDays(firstDay, SPECIAL_WINDOW_DAYS - 1),
      departsAfter: salesCutoff(now()),
      cabin: 'Y',
    }),
  ]);
  const best = new Map<string, SpecialFare>();
  for (const flight of flights) {
    const fare = cheapestAdultFare(flight);
    if (!fare || !isSpecialFare(fare.discountPercent)) continue;
    const route = `${flight.origin}-${flight.destination}`;
    const known = best.get(route);
    // Flights come in date order, so on equal prices the earlier date stays.
    if (known && known.price <= fare.price) continue;
    best.set(route, {
      orgAirport: flight.origin,
      dstAirport: flight.destination,
      orgCityName: names.get(flight.origin) ?? flight.origin,
      dstCityName: names.get(flight.destination) ?? flight.destination,
      flightDate: flight.flightDate,
      backDate: addDays(flight.flightDate, SPECIAL_RETURN_AFTER_DAYS),
      price: fare.price,
      discountPercent: fare.discountPercent,
    });
  }
  return [...best.values()].sort(
    (a, b) =>
      a.price - b.price ||
      a.flightDate.localeCompare(b.flightDate) ||
      a.orgAirport.localeCompare(b.orgAirport) ||
      a.dstAirport.localeCompare(b.dstAirport),
  );
}

/**
 * Special fares (≤ 50% of Y) from one airport: the cheapest to each destination over the next 30
 * days from tomorrow, cheapest first, with a return suggested 3 days later; and the network's
 * cheapest (one per route, at most 9) to recommend when the departure has none.
 */
export async function specialFares(
  db: Db,
  query: DiscountRequest,
): Promise<{ prices: SpecialFare[]; recommends: SpecialFare[] }> {
  await assertAirportsKnown(db, query.orgAirport);
  const firstDay = addDays(chinaToday(), 1);
  // Every home page view asks for this, and the answer scans a month of the network's inventory
  // (about 100k rows): one computation a minute serves them all. A fare that sold out in that
  // minute is caught when the booking re-prices the selection, which never reads this cache.
  const all = await cached(db, 'specials', firstDay, () => networkSpecials(db, firstDay));
  return {
    prices: all.filter((f) => f.orgAirport === query.orgAirport),
    recommends: all.slice(0, SPECIAL_FARES_MAX),
  };
}
