import {
  CONNECTION_MINUTES,
  ResultCode,
  SALES_CLOSE_MINUTES,
  TicketQueryMessages,
  lowestLeadFare,
  nestedAvailability,
  passengerFare,
  passengerQuote,
  salesCutoff,
  seatsFor,
  validateTicketQuery,
  type FareFamilyRules,
  type Fen,
  type FlightOffer,
  type FlightSegment,
  type Layover,
  type LegOffers,
  type NestedClass,
  type OfferPrice,
  type PassengerPrice,
  type PassengerType,
  type TicketQueryLeg,
  type TicketQueryRequest,
  type TicketQueryResult,
  type TransferTag,
  type TransferTagRequest,
  type TransferTagResult,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { chinaLocal } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { toFareFamilyRules } from './fare-families';
import {
  FlightCache,
  StaleCacheError,
  routeKey,
  type FlightCacheOptions,
  type IndexedFlight,
} from './flight-cache';
import {
  loadDatedFlights,
  loadReferenceData,
  type DatedFlightRow,
  type ReferenceData,
} from './search.repository';

/** The answer when availability cannot be brought up to date (database slow or away). */
const UNAVAILABLE_MESSAGE = '航班信息正在更新，请稍后再试';
/** A stop longer than this is a stopover (two trips), not a transfer. */
const MAX_TRANSFER_MINUTES = 24 * 60;
/** Answers kept for repeated searches, at most this many bytes of JSON in all; the oldest go first. */
const ANSWERS_MAX_BYTES = 32_000_000;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/**
 * China keeps UTC+8 all year (no daylight saving since 1991), so local times are a fixed shift:
 * far cheaper per flight than a time-zone library, and the same as lib/clock's Asia/Shanghai.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDayOf = (ms: number) => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);
const dayOfDate = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
let lastDay = NaN;
let lastDate = '';
/** China's date at an instant; remembered, as every search asks it. */
function chinaDateOf(ms: number): string {
  const day = chinaDayOf(ms);
  if (day !== lastDay) {
    lastDay = day;
    lastDate = dateOfDay(day);
  }
  return lastDate;
}

// ------------------------------------------------------------------ reference data in memory

type Cabin = 'C' | 'Y';
type AirportRow = ReferenceData['airports'][number];
type RouteRow = ReferenceData['routes'][number];

interface CatalogClass {
  index: number;
  code: string;
  cabin: Cabin;
  rank: number;
  discountPercent: number;
}

interface CatalogFamily {
  code: string;
  name: string;
  cabin: Cabin;
  /** Class indices of the family, cheapest first. */
  cheapestFirst: number[];
  /** The family's dearest class: it has the most seats of the family (nesting). */
  dearest: number;
}

/** Airports, routes, fleet, booking classes and fare families, indexed for search. */
interface Catalog {
  airports: Map<string, AirportRow>;
  routes: Map<number, RouteRow>;
  aircraftNames: Map<string, string>;
  classes: CatalogClass[];
  classIndex: Map<string, number>;
  families: CatalogFamily[];
  familyRules: FareFamilyRules[];
  /** Hubs a one-stop connection may go through, by `${origin}${destination}`. */
  hubs: Map<string, string[]>;
  airlineCode: string | null;
}

function buildCatalog(ref: ReferenceData): Catalog {
  const airports = new Map(ref.airports.map((a) => [a.iata, a]));
  const classes: CatalogClass[] = ref.classes.map((c, index) => ({
    index,
    code: c.code,
    cabin: c.cabin,
    rank: c.rank,
    discountPercent: c.discountPercent,
  }));
  const families: CatalogFamily[] = [];
  for (const f of ref.families) {
    const own = classes.filter((c) => ref.classes[c.index]!.familyCode === f.code);
    if (own.length === 0) continue;
    const byRank = [...own].sort((a, b) => a.rank - b.rank);
    families.push({
      code: f.code,
      name: f.name,
      cabin: f.cabin,
      cheapestFirst: [...byRank].reverse().map((c) => c.index),
      dearest: byRank[0]!.index,
    });
  }

  // Connections: origin → hub → destination where both routes are flown, never within one city.
  const servedFrom = new Map<string, Set<string>>();
  for (const r of ref.routes) {
    if (!servedFrom.has(r.origin)) servedFrom.set(r.origin, new Set());
    servedFrom.get(r.origin)!.add(r.destination);
  }
  const hubs = new Map<string, string[]>();
  for (const hub of ref.airports.filter((a) => a.isHub)) {
    for (const [origin, dests] of servedFrom) {
      if (!dests.has(hub.iata)) continue;
      for (const destination of servedFrom.get(hub.iata) ?? []) {
        if (destination === origin) continue;
        if (airports.get(destination)?.cityCode === airports.get(origin)?.cityCode) continue;
        const key = `${origin}${destination}`;
        hubs.set(key, [...(hubs.get(key) ?? []), hub.iata]);
      }
    }
  }

  return {
    airports,
    routes: new Map(ref.routes.map((r) => [r.id, r])),
    aircraftNames: new Map(ref.aircraft.map((a) => [a.code, a.name])),
    classes,
    classIndex: new Map(classes.map((c) => [c.code, c.index])),
    families,
    familyRules: ref.families.map(toFareFamilyRules),
    hubs,
    airlineCode: ref.airlineCode,
  };
}

// ------------------------------------------------------------------ dated flights in memory

type SegmentBase = Omit<FlightSegment, 'departureDayOffset' | 'arrivalDayOffset'>;

/** A dated flight as search reads it: times, route and seats per class, all worked out once. */
interface DatedFlight extends IndexedFlight {
  route: RouteRow;
  aircraftType: string;
  arrivalMs: number;
  cancelled: boolean;
  departureDay: number;
  arrivalDay: number;
  /** Seats each class can still sell, by catalog class index (nested availability; 0 = closed). */
  seats: Int16Array;
  /** How the flight is shown, made when first searched (most of the 50,000 held never are). */
  segment?: SegmentBase;
}

function prepareFlight(catalog: Catalog, row: DatedFlightRow): DatedFlight | null {
  const route = catalog.routes.get(row.routeId);
  if (!route || !catalog.airports.has(row.origin) || !catalog.airports.has(row.destination)) return null;

  // Availability by the shared nested rule, per cabin, once per inventory change.
  const byCabin: Record<Cabin, NestedClass[]> = { Y: [], C: [] };
  row.codes.forEach((code, k) => {
    const index = catalog.classIndex.get(code);
    if (index === undefined) return;
    const c = catalog.classes[index]!;
    byCabin[c.cabin].push({ code, rank: c.rank, bookingLimit: row.limits[k]!, sold: row.sold[k]! });
  });
  const seats = new Int16Array(catalog.classes.length);
  for (const cabin of ['Y', 'C'] as const) {
    const available = nestedAvailability(byCabin[cabin]);
    for (const [code, n] of Object.entries(available)) seats[catalog.classIndex.get(code)!] = n;
  }

  return {
    id: row.id,
    flightNo: row.flightNo,
    flightDate: row.flightDate,
    origin: row.origin,
    destination: row.destination,
    departureMs: row.departureMs,
    arrivalMs: row.arrivalMs,
    route,
    cancelled: row.cancelled,
    departureDay: chinaDayOf(row.departureMs),
    arrivalDay: chinaDayOf(row.arrivalMs),
    seats,
    aircraftType: row.aircraftType,
  };
}

function segmentOf(catalog: Catalog, f: DatedFlight): SegmentBase {
  if (f.segment) return f.segment;
  const from = catalog.airports.get(f.origin)!;
  const to = catalog.airports.get(f.destination)!;
  f.segment = {
    flightNo: f.flightNo,
    flightDate: f.flightDate,
    depAirport: from.iata,
    depCityName: from.cityName,
    depAirportName: from.airportName,
    arrAirport: to.iata,
    arrCityName: to.cityName,
    arrAirportName: to.airportName,
    departure: chinaLocal(f.departureMs),
    arrival: chinaLocal(f.arrivalMs),
    aircraftType: f.aircraftType,
    aircraftName: catalog.aircraftNames.get(f.aircraftType) ?? f.aircraftType,
    durationMinutes: Math.round((f.arrivalMs - f.departureMs) / MINUTE_MS),
    distanceKm: f.route.distanceKm,
  };
  return f.segment;
}

// ------------------------------------------------------------------ pricing an offer

interface Party {
  seats: number;
  types: Array<{ type: PassengerType; count: number }>;
}

function partyOf(query: TicketQueryRequest): Party {
  const types: Party['types'] = [{ type: query.hero ? 'HERO' : 'ADT', count: query.adultNum }];
  if (query.childNum > 0) types.push({ type: 'CHD', count: query.childNum });
  if (query.infantNum > 0) types.push({ type: 'INF', count: query.infantNum });
  return { seats: seatsFor(query), types };
}

interface ClassPick {
  flight: DatedFlight;
  cls: CatalogClass;
  seats: number;
  sellable: boolean;
}

/**
 * The class a family sells on a flight: its cheapest class with seats for the whole party; when
 * none has, its dearest class (the most seats of the family) as not sellable; null when closed.
 */
function pickClass(catalog: Catalog, flight: DatedFlight, family: CatalogFamily, seats: number) {
  for (const index of family.cheapestFirst) {
    const left = flight.seats[index]!;
    if (left >= seats) return { flight, cls: catalog.classes[index]!, seats: left, sellable: true };
  }
  const left = flight.seats[family.dearest]!;
  if (left < 1) return null;
  return { flight, cls: catalog.classes[family.dearest]!, seats: left, sellable: false };
}

/** Every passenger type's fare and taxes over the picked classes, by the shared fare rules. */
function passengerPrices(picks: ClassPick[], party: Party): PassengerPrice[] {
  return party.types.map(({ type, count }) => {
    let fare = 0;
    let developmentFund = 0;
    let fuelSurcharge = 0;
    for (const { flight, cls } of picks) {
      const quote = passengerQuote({
        cabinFullFare: cls.cabin === 'Y' ? flight.route.economyFare : flight.route.businessFare,
        discountPercent: cls.discountPercent,
        passengerType: type,
        fuelSurcharge: flight.route.fuelSurcharge,
      });
      fare += quote.fare;
      developmentFund += quote.taxes.developmentFund;
      fuelSurcharge += quote.taxes.fuelSurcharge;
    }
    const taxes = developmentFund + fuelSurcharge;
    const total = fare + taxes;
    return { type, count, fare, developmentFund, fuelSurcharge, taxes, total, subtotal: total * count };
  });
}

/** Tags of flights known to connect (search builds them so; FlightSearch.transferTags checks it). */
function connectionTags(catalog: Catalog, flights: readonly DatedFlight[]): TransferTag[] {
  if (flights.length < 2) return [];
  let sameAirport = true;
  let withinWindow = true;
  for (let i = 1; i < flights.length; i++) {
    const a = flights[i - 1]!;
    const b = flights[i]!;
    if (a.destination !== b.origin) sameAirport = false;
    const minutes = (b.departureMs - a.arrivalMs) / MINUTE_MS;
    if (minutes < CONNECTION_MINUTES.min || minutes > CONNECTION_MINUTES.max) withinWindow = false;
  }
  const own =
    catalog.airlineCode !== null && flights.every((f) => f.flightNo.startsWith(catalog.airlineCode!));
  // The rule: every change of aircraft is a transfer (中转). Bags go through to the destination
  // (行李直挂) and every boarding pass is issued at the first airport (通程值机) when the airline
  // carries the passenger on every segment (one ticket, its own flight numbers), changes aircraft
  // at the same airport and within its guaranteed connection window (60 min to 6 h): then it moves
  // the bags and answers for the connection. Changing at the same airport (同机场换乘) means no
  // cross-town transfer. Connections search builds meet every condition, so they carry all four.
  const tags: TransferTag[] = ['中转'];
  if (own && sameAirport && withinWindow) tags.push('行李直挂', '通程值机');
  if (sameAirport) tags.push('同机场换乘');
  return tags;
}

function layoversOf(catalog: Catalog, flights: readonly DatedFlight[]): Layover[] {
  const layovers: Layover[] = [];
  for (let i = 1; i < flights.length; i++) {
    const a = flights[i - 1]!;
    const b = flights[i]!;
    const at = catalog.airports.get(a.destination)!;
    layovers.push({
      airport: at.iata,
      cityName: at.cityName,
      airportName: at.airportName,
      minutes: Math.round((b.departureMs - a.arrivalMs) / MINUTE_MS),
    });
  }
  return layovers;
}

/** An offer of one or two flights priced in every family open on all of them; null when none is. */
function buildOffer(
  catalog: Catalog,
  flights: readonly DatedFlight[],
  party: Party,
  legDay: number,
): FlightOffer | null {
  const first = flights[0]!;
  const last = flights[flights.length - 1]!;
  const prices: OfferPrice[] = [];
  let lowestTotal: number | null = null;
  for (const family of catalog.families) {
    const picks: ClassPick[] = [];
    for (const flight of flights) {
      const pick = pickClass(catalog, flight, family, party.seats);
      if (!pick) break;
      picks.push(pick);
    }
    if (picks.length < flights.length) continue;
    const passengers = passengerPrices(picks, party);
    let total = 0;
    for (const p of passengers) total += p.subtotal;
    let fewest = Infinity;
    let sellable = true;
    for (const pick of picks) {
      fewest = Math.min(fewest, pick.seats);
      sellable &&= pick.sellable;
    }
    if (sellable && (lowestTotal === null || total < lowestTotal)) lowestTotal = total;
    prices.push({
      cabin: family.cabin,
      familyCode: family.code,
      familyName: family.name,
      classes: picks.map((p) => ({
        flightNo: p.flight.flightNo,
        bookingClass: p.cls.code,
        discountPercent: p.cls.discountPercent,
        seats: p.seats,
      })),
      passengers,
      total,
      seatsLeft: fewest < 10 ? fewest : null,
      sellable,
    });
  }
  if (prices.length === 0) return null;
  return {
    id: flights.map((f) => `${f.flightNo}@${f.flightDate}`).join('+'),
    segments: flights.map((f) => ({
      ...segmentOf(catalog, f),
      departureDayOffset: f.departureDay - legDay,
      arrivalDayOffset: f.arrivalDay - legDay,
    })),
    stops: flights.length - 1,
    departure: segmentOf(catalog, first).departure,
    arrival: segmentOf(catalog, last).arrival,
    arrivalDayOffset: last.arrivalDay - legDay,
    durationMinutes: Math.round((last.arrivalMs - first.departureMs) / MINUTE_MS),
    layovers: layoversOf(catalog, flights),
    transferTags: connectionTags(catalog, flights),
    prices,
    lowestTotal,
    sellable: lowestTotal !== null,
  };
}

const byDeparture = (a: FlightOffer, b: FlightOffer) =>
  a.departure.localeCompare(b.departure) ||
  a.arrivalDayOffset - b.arrivalDayOffset ||
  a.arrival.localeCompare(b.arrival) ||
  a.stops - b.stops ||
  a.id.localeCompare(b.id);

// ------------------------------------------------------------------ the search

/** What a search consulted, so that its answer can be given again while still true. */
interface Consulted {
  /** Route keys whose flights the answer was built from. */
  keys: string[];
  /** The answer holds until the first flight in it stops selling (45 minutes before it leaves). */
  validUntil: number;
}

/** A serialized answer and the conditions under which it is still exactly the answer. */
interface Answer {
  /** UTF-8 JSON: encoded once, where a string (Chinese text) would be measured and encoded per send. */
  body: Buffer;
  catalog: Catalog;
  /** The day it was computed on: the rules (no past dates) passed for that day. */
  today: string;
  version: number;
  computedAt: number;
  consulted: Consulted;
}

const answerKey = (q: TicketQueryRequest) =>
  `${q.hasRt}|${q.adultNum}|${q.childNum}|${q.infantNum}|${q.hero ? 1 : 0}|` +
  q.legs.map((l) => `${l.dep}${l.arr}${l.flightDate}`).join(',');

/**
 * Flight search from memory: reference data and dated flights are loaded once (and on reload());
 * seat availability comes from a FlightCache that is never more than 2 s behind the database. A
 * search reads no database; booking re-checks every seat against the database.
 */
/** One direct flight's cheapest economy fare for one adult, taxes apart (`cheapestEconomyFares`). */
export interface EconomyFare {
  origin: string;
  destination: string;
  flightDate: string;
  price: Fen;
  discountPercent: number;
}

export class FlightSearch {
  readonly cache: FlightCache<DatedFlight>;
  private catalog: Catalog | null = null;
  private starting: Promise<void> | null = null;
  private answers = new Map<string, Answer>();
  private answerBytes = 0;

  constructor(
    private db: Db,
    options: FlightCacheOptions & { onError?: (err: unknown) => void } = {},
  ) {
    this.cache = new FlightCache<DatedFlight>(
      {
        load: (query) => loadDatedFlights(db, query),
        // Yesterday too: a clock shifted back a little (tests) still finds its flights.
        firstDate: () => dateOfDay(chinaDayOf(now().getTime()) - 1),
        prepare: (row) => (this.catalog ? prepareFlight(this.catalog, row) : null),
        onError: options.onError,
      },
      options,
    );
  }

  /** Loads everything and starts the poller; later calls wait for the same start. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      this.catalog = buildCatalog(await loadReferenceData(this.db));
      this.cache.start();
      await this.cache.sync();
    })().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  /** Stops the poller; resolves when no load is in flight. */
  stop(): Promise<void> {
    return this.cache.stop();
  }

  /** Reads airports, routes, fleet, fares and families and every dated flight again (back office edits). */
  async reload(): Promise<void> {
    await this.start();
    const catalog = buildCatalog(await loadReferenceData(this.db));
    await this.cache.reload(
      (row) => prepareFlight(catalog, row),
      () => {
        this.catalog = catalog;
        this.answers.clear();
        this.answerBytes = 0;
      },
    );
  }

  /** Reads the database's changes now instead of within the second (tests, and after a booking). */
  async sync(): Promise<void> {
    await this.start();
    await this.cache.sync();
  }

  /** The catalog, once availability is within its freshness bound (503 when it cannot be). */
  private async ready(): Promise<Catalog> {
    if (this.catalog && this.cache.isFresh()) return this.catalog;
    await this.start();
    try {
      await this.cache.ensureFresh();
    } catch (err) {
      if (err instanceof StaleCacheError) throw new AppError(ResultCode.Unavailable, UNAVAILABLE_MESSAGE);
      throw err;
    }
    return this.catalog!;
  }

  /** Refuses a query breaking the search rules with their exact message. */
  private validate(query: TicketQueryRequest, catalog: Catalog, today: string): void {
    const message = validateTicketQuery(query, {
      today,
      cityOf: (code) => catalog.airports.get(code)?.cityCode,
    });
    if (message) throw AppError.badRequest(message);
  }

  /**
   * Offers for every leg: direct flights and one-stop connections through the hubs (same airport,
   * 60 min to 6 h on the ground), still on sale (more than 45 minutes before departure, not
   * cancelled), each priced in every fare family with a seat by the shared fare rules, sorted by
   * departure. Availability is at most 2 s old. Refuses a query breaking the search rules with
   * their exact message.
   */
  async search(query: TicketQueryRequest): Promise<TicketQueryResult> {
    const catalog = await this.ready();
    const at = now();
    this.validate(query, catalog, chinaDateOf(at.getTime()));
    return this.compute(catalog, query, at, { keys: [], validUntil: Infinity });
  }

  /**
   * The same answer as `search`, in its `{ code, msg, data }` envelope, serialized. A repeated
   * query is answered with the bytes of an earlier answer when it is still exactly the answer: the
   * same day (so the same rules passed), no flight it consulted changed since (checked against the
   * cache, itself at most 2 s old) and none of its flights has stopped selling. Never staler than
   * `search`.
   */
  async searchBody(query: TicketQueryRequest): Promise<Buffer> {
    const catalog = await this.ready();
    const at = now();
    const atMs = at.getTime();
    const today = chinaDateOf(atMs);
    const key = answerKey(query);
    const known = this.answers.get(key);
    if (
      known &&
      known.catalog === catalog &&
      known.today === today &&
      known.computedAt <= atMs &&
      atMs < known.consulted.validUntil &&
      this.cache.unchangedSince(known.version, known.consulted.keys)
    ) {
      return known.body;
    }
    this.validate(query, catalog, today);
    const version = this.cache.version;
    const consulted: Consulted = { keys: [], validUntil: Infinity };
    const body = Buffer.from(JSON.stringify(ok(this.compute(catalog, query, at, consulted))));
    this.forget(key);
    while (this.answers.size > 0 && this.answerBytes + body.length > ANSWERS_MAX_BYTES) {
      this.forget(this.answers.keys().next().value!);
    }
    this.answers.set(key, { body, catalog, today, version, computedAt: atMs, consulted });
    this.answerBytes += body.length;
    return body;
  }

  /**
   * The lowest lead fare (an adult's fare, taxes apart) the search offers one adult on each date,
   * direct or connecting, or null for a date with nothing on sale: the low-price calendar's prices,
   * computed by the same code as the results so that the two never disagree.
   */
  async lowestAdultFares(
    dep: string,
    arr: string,
    dates: readonly string[],
  ): Promise<Map<string, number | null>> {
    const catalog = await this.ready();
    const at = now();
    const party = partyOf({ hasRt: 0, legs: [], adultNum: 1, childNum: 0, infantNum: 0, hero: false });
    const consulted: Consulted = { keys: [], validUntil: Infinity };
    return new Map(
      dates.map((flightDate) => [
        flightDate,
        lowestLeadFare(this.searchLeg(catalog, { dep, arr, flightDate }, party, at, consulted).offers),
      ]),
    );
  }

  /**
   * The cheapest economy fare one adult can buy (taxes apart) on every direct flight still on sale
   * on `dates`, day by day: what the special fares are chosen from (modules/fares). Read from the
   * same memory as the search, so the two agree and the network's inventory is never scanned in
   * the database (on the embedded database such a scan held up every other request).
   */
  async cheapestEconomyFares(dates: readonly string[]): Promise<EconomyFare[]> {
    const catalog = await this.ready();
    const cutoff = salesCutoff(now()).getTime();
    // Cheapest first: the first class with a seat left (nested availability) is the open one.
    const economy = catalog.classes.filter((c) => c.cabin === 'Y').sort((a, b) => b.rank - a.rank);
    const pairs = new Map([...catalog.routes.values()].map((r) => [`${r.origin}${r.destination}`, r]));
    const fares: EconomyFare[] = [];
    for (const flightDate of dates) {
      for (const { origin, destination } of pairs.values()) {
        for (const flight of this.cache.flightsOn(origin, destination, flightDate)) {
          if (flight.cancelled || flight.departureMs <= cutoff) continue;
          const open = economy.find((c) => flight.seats[c.index]! >= 1);
          if (!open) continue;
          fares.push({
            origin: flight.origin,
            destination: flight.destination,
            flightDate,
            discountPercent: open.discountPercent,
            price: passengerFare({
              cabinFullFare: flight.route.economyFare,
              discountPercent: open.discountPercent,
              passengerType: 'ADT',
            }),
          });
        }
      }
    }
    return fares;
  }

  private forget(key: string): void {
    const known = this.answers.get(key);
    if (!known) return;
    this.answers.delete(key);
    this.answerBytes -= known.body.length;
  }

  private compute(
    catalog: Catalog,
    query: TicketQueryRequest,
    at: Date,
    consulted: Consulted,
  ): TicketQueryResult {
    const party = partyOf(query);
    return {
      hasRt: query.hasRt,
      adultNum: query.adultNum,
      childNum: query.childNum,
      infantNum: query.infantNum,
      hero: query.hero,
      legs: query.legs.map((leg) => this.searchLeg(catalog, leg, party, at, consulted)),
      fareFamilies: catalog.familyRules,
    };
  }

  private searchLeg(
    catalog: Catalog,
    leg: TicketQueryLeg,
    party: Party,
    at: Date,
    consulted: Consulted,
  ): LegOffers {
    const cutoff = salesCutoff(at).getTime();
    const onSale = (f: DatedFlight) => !f.cancelled && f.departureMs > cutoff;
    const legDay = dayOfDate(leg.flightDate);
    const nextDate = dateOfDay(legDay + 1);
    const flightsOn = (origin: string, destination: string, date: string) => {
      consulted.keys.push(routeKey(origin, destination, date));
      return this.cache.flightsOn(origin, destination, date);
    };
    const offers: FlightOffer[] = [];
    const add = (flights: DatedFlight[]) => {
      const offer = buildOffer(catalog, flights, party, legDay);
      if (!offer) return;
      offers.push(offer);
      for (const f of flights) {
        consulted.validUntil = Math.min(
          consulted.validUntil,
          f.departureMs - SALES_CLOSE_MINUTES * MINUTE_MS,
        );
      }
    };

    for (const flight of flightsOn(leg.dep, leg.arr, leg.flightDate)) {
      if (onSale(flight)) add([flight]);
    }
    for (const hub of catalog.hubs.get(`${leg.dep}${leg.arr}`) ?? []) {
      const firsts = flightsOn(leg.dep, hub, leg.flightDate).filter(onSale);
      const seconds = [
        ...flightsOn(hub, leg.arr, leg.flightDate),
        ...flightsOn(hub, leg.arr, nextDate),
      ].filter(onSale);
      for (const a of firsts) {
        for (const b of seconds) {
          const minutes = (b.departureMs - a.arrivalMs) / MINUTE_MS;
          if (minutes >= CONNECTION_MINUTES.min && minutes <= CONNECTION_MINUTES.max) add([a, b]);
        }
      }
    }

    const from = catalog.airports.get(leg.dep)!;
    const to = catalog.airports.get(leg.arr)!;
    return {
      dep: leg.dep,
      arr: leg.arr,
      depCityName: from.cityName,
      arrCityName: to.cityName,
      flightDate: leg.flightDate,
      offers: offers.sort(byDeparture),
    };
  }

  /**
   * The tags of a connection (中转, 行李直挂, 通程值机, 同机场换乘; none for one flight) and its
   * layovers. Refuses flights not in the timetable, and flights that do not connect: the next one
   * must leave from the city the previous one lands in, after it lands, within 24 hours.
   */
  async transferTags({ segments }: TransferTagRequest): Promise<TransferTagResult> {
    await this.start();
    const catalog = this.catalog!;
    const flights = segments.map((s) => this.cache.flight(s.flightNo, s.flightDate));
    if (flights.some((f) => !f)) throw AppError.notFound(TicketQueryMessages.flightNotFound);
    const dated = flights as DatedFlight[];
    for (let i = 1; i < dated.length; i++) {
      const a = dated[i - 1]!;
      const b = dated[i]!;
      const sameCity =
        catalog.airports.get(a.destination)?.cityCode === catalog.airports.get(b.origin)?.cityCode;
      const minutes = (b.departureMs - a.arrivalMs) / MINUTE_MS;
      if (!sameCity || minutes <= 0 || minutes > MAX_TRANSFER_MINUTES) {
        throw AppError.badRequest(TicketQueryMessages.notAConnection);
      }
    }
    return { tags: connectionTags(catalog, dated), layovers: layoversOf(catalog, dated) };
  }
}
