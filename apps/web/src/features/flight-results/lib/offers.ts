import type { FlightOffer, OfferPrice, PassengerPrice } from '@jc/shared';

export type SortKey = 'departure' | 'price' | 'duration';
export type TimeBand = 'morning' | 'afternoon' | 'evening';

export const SORTS: readonly { key: SortKey; label: string }[] = [
  { key: 'departure', label: '出发时间' },
  { key: 'price', label: '价格' },
  { key: 'duration', label: '飞行时长' },
];

export const TIME_BANDS: readonly { key: TimeBand; label: string; hint: string; from: number; to: number }[] =
  [
    { key: 'morning', label: '上午', hint: '00:00–12:00', from: 0, to: 12 },
    { key: 'afternoon', label: '下午', hint: '12:00–18:00', from: 12, to: 18 },
    { key: 'evening', label: '晚上', hint: '18:00–24:00', from: 18, to: 24 },
  ];

export interface OfferFilters {
  bands: TimeBand[];
  /** Departure and arrival airport codes; empty means any. */
  airports: string[];
  aircraft: string[];
  directOnly: boolean;
}

export const NO_FILTERS: OfferFilters = { bands: [], airports: [], aircraft: [], directOnly: false };

export const hasFilters = (f: OfferFilters) =>
  f.bands.length > 0 || f.airports.length > 0 || f.aircraft.length > 0 || f.directOnly;

/** '2026-03-01 07:50' → '07:50'. */
export const clock = (localTime: string) => localTime.slice(11, 16);

const hourOf = (localTime: string) => Number(localTime.slice(11, 13));

export const timeBandOf = (offer: FlightOffer): TimeBand =>
  TIME_BANDS.find((b) => hourOf(offer.departure) >= b.from && hourOf(offer.departure) < b.to)?.key ??
  'evening';

export const firstSegment = (offer: FlightOffer) => offer.segments[0]!;
export const lastSegment = (offer: FlightOffer) => offer.segments[offer.segments.length - 1]!;

export { cheapestPrice, leadPassenger } from '@jc/shared/rules/offers';

/** The airports and aircraft present in a list, for the filter options. */
export function filterOptions(offers: readonly FlightOffer[]) {
  const dep = new Map<string, string>();
  const arr = new Map<string, string>();
  const aircraft = new Set<string>();
  for (const offer of offers) {
    dep.set(firstSegment(offer).depAirport, firstSegment(offer).depAirportName);
    arr.set(lastSegment(offer).arrAirport, lastSegment(offer).arrAirportName);
    for (const s of offer.segments) aircraft.add(s.aircraftName);
  }
  return {
    depAirports: [...dep].map(([code, name]) => ({ code, name })),
    arrAirports: [...arr].map(([code, name]) => ({ code, name })),
    aircraft: [...aircraft].sort(),
    hasConnections: offers.some((o) => o.stops > 0),
  };
}

export function filterOffers(offers: readonly FlightOffer[], f: OfferFilters): FlightOffer[] {
  return offers.filter((offer) => {
    if (f.directOnly && offer.stops > 0) return false;
    if (f.bands.length > 0 && !f.bands.includes(timeBandOf(offer))) return false;
    if (f.aircraft.length > 0 && !offer.segments.some((s) => f.aircraft.includes(s.aircraftName)))
      return false;
    if (f.airports.length > 0) {
      const dep = firstSegment(offer).depAirport;
      const arr = lastSegment(offer).arrAirport;
      const picked = (codes: string[]) => codes.length === 0 || codes.includes(dep) || codes.includes(arr);
      if (!picked(f.airports)) return false;
    }
    return true;
  });
}

/**
 * Stable sort; offers nobody can book go last on price. Departures are ISO times, so they compare
 * as plain strings: not `localeCompare`, whose first call builds the locale's collator inside the
 * results' first render (docs/web.md, "Pages without antd").
 */
export function sortOffers(offers: readonly FlightOffer[], key: SortKey): FlightOffer[] {
  const byDeparture = (a: FlightOffer, b: FlightOffer) =>
    a.departure < b.departure ? -1 : a.departure > b.departure ? 1 : 0;
  const compare: Record<SortKey, (a: FlightOffer, b: FlightOffer) => number> = {
    departure: byDeparture,
    price: (a, b) =>
      (a.lowestTotal ?? Number.MAX_SAFE_INTEGER) - (b.lowestTotal ?? Number.MAX_SAFE_INTEGER) ||
      byDeparture(a, b),
    duration: (a, b) => a.durationMinutes - b.durationMinutes || byDeparture(a, b),
  };
  return [...offers].sort(compare[key]);
}

export const PASSENGER_LABEL: Record<PassengerPrice['type'], string> = {
  ADT: '成人',
  HERO: '伤残军警',
  CHD: '儿童',
  INF: '婴儿',
};

export interface PartyLine {
  type: PassengerPrice['type'];
  count: number;
  fare: number;
  taxes: number;
  total: number;
  subtotal: number;
}

/** The picked families' prices added up by passenger type over every leg. */
export function partyTotals(prices: readonly OfferPrice[]): { lines: PartyLine[]; total: number } {
  const lines = new Map<PassengerPrice['type'], PartyLine>();
  for (const price of prices) {
    for (const p of price.passengers) {
      const line = lines.get(p.type) ?? {
        type: p.type,
        count: p.count,
        fare: 0,
        taxes: 0,
        total: 0,
        subtotal: 0,
      };
      line.fare += p.fare;
      line.taxes += p.taxes;
      line.total += p.total;
      line.subtotal += p.subtotal;
      lines.set(p.type, line);
    }
  }
  const list = [...lines.values()].filter((l) => l.count > 0);
  return { lines: list, total: prices.reduce((sum, p) => sum + p.total, 0) };
}
