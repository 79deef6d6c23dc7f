import {
  FareMessages,
  SPECIAL_FARES_MAX,
  isCalendarDate,
  isSpecialFare,
  type CalendarPrice,
  type CalendarRequest,
  type DiscountRequest,
  type SpecialFare,
} from '@jc/shared';
import type { Db } from '../../db/client';
import type { FlightSearch } from '../flights/search.service';
import { addDays, chinaToday } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { airportCities } from './fares.repository';

/** Special fares are looked for on departures from tomorrow over this many days. */
const SPECIAL_WINDOW_DAYS = 30;
/** The suggested return of a special fare. */
const SPECIAL_RETURN_AFTER_DAYS = 3;
const CACHE_TTL_MS = 60_000;

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

/** Special fares from one departure, and the network's cheapest to recommend. Shared: never mutate. */
export interface SpecialFaresAnswer {
  prices: SpecialFare[];
  recommends: SpecialFare[];
}

/** Where the special fares come from: the search's flights in memory (modules/flights). */
type SpecialsSource = Pick<FlightSearch, 'cheapestEconomyFares'>;

/** The cheapest special fare of every route over the window, cheapest first (ties: earlier date). */
async function networkSpecials(db: Db, search: SpecialsSource, firstDay: string): Promise<SpecialFare[]> {
  const dates = Array.from({ length: SPECIAL_WINDOW_DAYS }, (_, i) => addDays(firstDay, i));
  const [names, flights] = await Promise.all([airportNames(db), search.cheapestEconomyFares(dates)]);
  const best = new Map<string, SpecialFare>();
  for (const fare of flights) {
    if (!isSpecialFare(fare.discountPercent)) continue;
    const route = `${fare.origin}-${fare.destination}`;
    const known = best.get(route);
    // Flights come in date order, so on equal prices the earlier date stays.
    if (known && known.price <= fare.price) continue;
    best.set(route, {
      orgAirport: fare.origin,
      dstAirport: fare.destination,
      orgCityName: names.get(fare.origin) ?? fare.origin,
      dstCityName: names.get(fare.destination) ?? fare.destination,
      flightDate: fare.flightDate,
      backDate: addDays(fare.flightDate, SPECIAL_RETURN_AFTER_DAYS),
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
  search: SpecialsSource,
  query: DiscountRequest,
): Promise<SpecialFaresAnswer> {
  await assertAirportsKnown(db, query.orgAirport);
  const firstDay = addDays(chinaToday(), 1);
  // Every home page view asks for this, and the answer goes over a month of the network's flights
  // (some 6,000, in the search's memory): one computation a minute serves them all, and each
  // departure's answer is the same object all that minute, so its JSON is made once
  // (plugins/home-cache.ts). A fare that sold out in that minute is caught when the booking
  // re-prices the selection, which never reads this cache.
  const kept = await cached(db, 'specials', firstDay, async () => ({
    all: await networkSpecials(db, search, firstDay),
    byDeparture: new Map<string, SpecialFaresAnswer>(),
  }));
  let answer = kept.byDeparture.get(query.orgAirport);
  if (!answer) {
    answer = {
      prices: kept.all.filter((f) => f.orgAirport === query.orgAirport),
      recommends: kept.all.slice(0, SPECIAL_FARES_MAX),
    };
    kept.byDeparture.set(query.orgAirport, answer);
  }
  return answer;
}
