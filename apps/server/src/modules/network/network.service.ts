import type { AirportEntry, AirportListRequest } from '@jc/shared';
import type { Db } from '../../db/client';
import { listAirports, listRoutePairs } from './network.repository';

/** An airport's name saying its city once: 杭州萧山国际机场 as it is, 首都国际机场 as 北京首都国际机场. */
export const airportWithCity = (city: string, airport: string) =>
  airport.startsWith(city) ? airport : `${city}${airport}`;

/**
 * Airports for the city boxes. With dep (or arr) only those reachable from it (or that reach it)
 * directly or with one connection are listed; hot airports first, then by pinyin.
 */
export async function airportList(db: Db, query: AirportListRequest): Promise<AirportEntry[]> {
  const [rows, pairs] = await Promise.all([listAirports(db), listRoutePairs(db)]);
  let allowed: Set<string> | null = null;
  const from = query.dep || null;
  const to = query.arr || null;
  if (from || to) {
    const next = new Map<string, Set<string>>();
    for (const p of pairs) {
      const [a, b] = to && !from ? [p.destination, p.origin] : [p.origin, p.destination];
      if (!next.has(a)) next.set(a, new Set());
      next.get(a)!.add(b);
    }
    const start = (from ?? to)!;
    allowed = new Set<string>();
    for (const hop of next.get(start) ?? []) {
      allowed.add(hop);
      for (const second of next.get(hop) ?? []) allowed.add(second);
    }
    allowed.delete(start);
  }
  return rows
    .filter((a) => !allowed || allowed.has(a.iata))
    .map((a) => ({
      cityName: a.cityName,
      airportIata: a.iata,
      airportCode: a.iata,
      cityCode: a.cityCode,
      airportName: a.airportName,
      province: a.province,
      pinyin: a.pinyin,
      initials: a.initials,
      isHub: a.isHub,
      hot: a.hotRank !== null,
    }));
}

/** The hot-airport list in its published order. */
export async function hotAirports(db: Db): Promise<AirportEntry[]> {
  return (await airportList(db, {})).filter((a) => a.hot);
}
