import { roundToTenYuan } from '@jc/shared';
import { AIRPORTS, HUBS, TRUNK_PAIRS } from './data/airports';
import { seededRandom } from './random';

type Airport = (typeof AIRPORTS)[number];

export interface RouteSeed {
  origin: string;
  destination: string;
  distanceKm: number;
  blockMinutes: number;
  economyFare: number;
  businessFare: number;
  fuelSurcharge: number;
}

export interface ScheduleSeed {
  flightNo: string;
  origin: string;
  destination: string;
  aircraftType: string;
  departureTime: string;
  blockMinutes: number;
  daysOfWeek: number[];
}

const byIata = new Map(AIRPORTS.map((a) => [a[0], a]));
const airport = (iata: string): Airport => {
  const a = byIata.get(iata);
  if (!a) throw new Error(`unknown airport ${iata}`);
  return a;
};

/** Great-circle distance, stretched 8% for airways, in whole kilometres. */
export function airwayDistanceKm(from: string, to: string): number {
  const [, , , , , lat1, lon1] = airport(from);
  const [, , , , , lat2, lon2] = airport(to);
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.08);
}

const roundTo5 = (n: number) => Math.round(n / 5) * 5;

/** Block time: cruise at about 810 km/h plus 35 minutes of taxi, climb and descent. */
export const blockMinutesFor = (km: number) => roundTo5(km / 13.5 + 35);

/** Published fares in fen, Chinese domestic style: Y from distance, business at 2.4 Y. */
export function faresFor(km: number) {
  const economyFare = roundToTenYuan((km * 1.25 + 500) * 100);
  return {
    economyFare,
    businessFare: roundToTenYuan(economyFare * 2.4),
    fuelSurcharge: km > 800 ? 2000 : 1000,
  };
}

const pairKey = (a: string, b: string) => [a, b].sort().join('-');

/** Undirected city pairs: hubs with each other, every airport with its two nearest hubs, and trunks. */
export function cityPairs(): Array<readonly [string, string]> {
  const pairs = new Map<string, readonly [string, string]>();
  const add = (a: string, b: string) => {
    if (a === b || airport(a)[1] === airport(b)[1]) return;
    if (!pairs.has(pairKey(a, b))) pairs.set(pairKey(a, b), [a, b]);
  };
  for (const h of HUBS) for (const g of HUBS) add(h, g);
  for (const [iata] of AIRPORTS) {
    if ((HUBS as readonly string[]).includes(iata)) continue;
    const nearest = [...HUBS]
      .filter((h) => airport(h)[1] !== airport(iata)[1])
      .sort((x, y) => airwayDistanceKm(iata, x) - airwayDistanceKm(iata, y))
      .slice(0, 2);
    for (const h of nearest) add(h, iata);
  }
  for (const [a, b] of TRUNK_PAIRS) add(a, b);
  return [...pairs.values()];
}

export function buildRoutes(): RouteSeed[] {
  return cityPairs().flatMap(([a, b]) =>
    [
      [a, b],
      [b, a],
    ].map(([origin, destination]) => {
      const distanceKm = airwayDistanceKm(origin!, destination!);
      return {
        origin: origin!,
        destination: destination!,
        distanceKm,
        blockMinutes: blockMinutesFor(distanceKm),
        ...faresFor(distanceKm),
      };
    }),
  );
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function aircraftFor(km: number, busy: boolean, pick: () => number): string {
  if (km > 2500) return busy ? '789' : '321';
  if (busy) return pick() < 0.5 ? '321' : '789';
  if (km < 900) return pick() < 0.5 ? '320' : 'C919';
  return pick() < 0.5 ? '738' : '321';
}

/**
 * The weekly timetable. Each pair's outbound flights carry odd numbers and the returns the next
 * even number, leaving after the aircraft has turned round at the far end.
 */
export function buildSchedules(airlineCode: string, seed = 929): ScheduleSeed[] {
  const rnd = seededRandom(seed);
  const hubSet = new Set<string>(HUBS);
  const trunkSet = new Set(TRUNK_PAIRS.map(([a, b]) => pairKey(a, b)));
  const schedules: ScheduleSeed[] = [];
  cityPairs().forEach(([a, b], index) => {
    const km = airwayDistanceKm(a, b);
    const block = blockMinutesFor(km);
    const busy = trunkSet.has(pairKey(a, b)) || (hubSet.has(a) && hubSet.has(b));
    const perDay = busy ? 3 : km > 2500 ? 1 : rnd.chance(0.45) ? 2 : 1;
    const daily = busy || rnd.chance(0.75);
    const days = daily
      ? [1, 2, 3, 4, 5, 6, 7]
      : rnd.pick([
          [1, 3, 5, 7],
          [2, 4, 6, 7],
          [1, 2, 4, 5, 7],
        ]);
    const aircraftType = aircraftFor(km, busy, rnd.next);
    // Departures spread over the day from 07:00, the last outbound no later than 20:00.
    const span = Math.max(60, (20 - 7) * 60 - (perDay - 1) * 30);
    for (let j = 0; j < perDay; j++) {
      const slot =
        7 * 60 + Math.floor((span / perDay) * j) + roundTo5(rnd.int(0, Math.floor(span / perDay / 2)));
      const out = 1001 + index * 6 + j * 2;
      const back = slot + block + rnd.pick([45, 50, 55, 60]);
      schedules.push({
        flightNo: `${airlineCode}${out}`,
        origin: a,
        destination: b,
        aircraftType,
        departureTime: hhmm(roundTo5(slot)),
        blockMinutes: block,
        daysOfWeek: days,
      });
      schedules.push({
        flightNo: `${airlineCode}${out + 1}`,
        origin: b,
        destination: a,
        aircraftType,
        departureTime: hhmm(roundTo5(Math.min(back, 23 * 60 + 30))),
        blockMinutes: block,
        daysOfWeek: days,
      });
    }
  });
  return schedules;
}
