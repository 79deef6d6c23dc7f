import { expect } from 'vitest';
import {
  addCalendarDays,
  type BookingSelection,
  type FlightOffer,
  type OfferPrice,
  type TicketQueryResult,
} from '@jc/shared';
import type { App } from '../../src/app';
import { chinaToday } from '../../src/lib/clock';

/*
 * Bookable selections found the way a passenger finds them: a search of the seeded timetable
 * (POST /api/v1/ticket/query), then an offer and a fare family on each leg.
 */

export type TripKind = 'direct' | 'connecting' | 'roundTrip' | 'multiLeg';

export interface SelectionOptions {
  trip?: TripKind;
  /** Departure (and for a round trip, return) airports; defaults by trip kind. */
  dep?: string;
  arr?: string;
  /** A multi-leg trip's last airport (the second leg flies arr → to). */
  to?: string;
  /** Days from today (the clock's) of the first flight, or the first day after it the trip is flown;
   * the return 3 days later. */
  daysAhead?: number;
  familyCode?: string;
  adultNum?: number;
  childNum?: number;
  infantNum?: number;
  hero?: boolean;
  /** Skip offers whose flights are in this set (`flightNo@date`), to book another flight. */
  avoid?: ReadonlySet<string>;
}

/** A selection ready for apply and appointment, with what the search showed for it. */
export interface FoundSelection {
  selection: Pick<BookingSelection, 'hasRt' | 'legs' | 'hero'>;
  counts: { adultNum: number; childNum: number; infantNum: number };
  /** The chosen offer and family price of each leg, as the search answered them. */
  offers: FlightOffer[];
  prices: OfferPrice[];
  /** The party's total on the results page (fares and taxes, every leg). */
  searchTotal: number;
  /** The first flight's date (ages are counted on it). */
  travelDate: string;
}

const ROUTES: Record<TripKind, [string, string]> = {
  // CTU–HGH is flown direct (160 min: paid meals in economy); CTU–PEK only through XIY or HGH.
  direct: ['CTU', 'HGH'],
  connecting: ['CTU', 'PEK'],
  roundTrip: ['CTU', 'HGH'],
  // CTU → HGH, then HGH → PEK three days later, both flown direct.
  multiLeg: ['CTU', 'HGH'],
};

/** Searches and picks, on every leg, the first offer of the trip kind the family sells to the party. */
export async function findSelection(app: App, options: SelectionOptions = {}): Promise<FoundSelection> {
  // Not every route is flown every day of the week: the first day from daysAhead on that has the trip.
  const first = options.daysAhead ?? 7;
  const misses: string[] = [];
  for (let day = first; day < first + 7; day += 1) {
    const found = await searchSelection(app, options, addCalendarDays(chinaToday(), day));
    if (typeof found !== 'string') return found;
    misses.push(found);
  }
  throw new Error(`no ${options.trip ?? 'direct'} selection in a week: ${misses.join('; ')}`);
}

async function searchSelection(
  app: App,
  options: SelectionOptions,
  date: string,
): Promise<FoundSelection | string> {
  const trip = options.trip ?? 'direct';
  const [dep, arr] = [options.dep ?? ROUTES[trip][0], options.arr ?? ROUTES[trip][1]];
  const counts = {
    adultNum: options.adultNum ?? 1,
    childNum: options.childNum ?? 0,
    infantNum: options.infantNum ?? 0,
  };
  const hero = options.hero ?? false;
  const hasRt = trip === 'roundTrip' ? 1 : trip === 'multiLeg' ? 2 : 0;
  const later = addCalendarDays(date, 3);
  const legs =
    trip === 'roundTrip'
      ? [
          { dep, arr, flightDate: date },
          { dep: arr, arr: dep, flightDate: later },
        ]
      : trip === 'multiLeg'
        ? [
            { dep, arr, flightDate: date },
            { dep: arr, arr: options.to ?? 'PEK', flightDate: later },
          ]
        : [{ dep, arr, flightDate: date }];
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/ticket/query',
    payload: { hasRt, legs, ...counts, hero },
  });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().data as TicketQueryResult;
  const familyCode = options.familyCode ?? 'STANDARD';
  const stops = trip === 'connecting' ? 1 : 0;
  const offers: FlightOffer[] = [];
  const prices: OfferPrice[] = [];
  for (const leg of result.legs) {
    const offer = leg.offers.find(
      (o) =>
        o.stops === stops &&
        !o.id.split('+').some((k) => options.avoid?.has(k)) &&
        o.prices.some((p) => p.familyCode === familyCode && p.sellable),
    );
    if (!offer) return `none ${leg.dep}→${leg.arr} on ${leg.flightDate} in ${familyCode}`;
    offers.push(offer);
    prices.push(offer.prices.find((p) => p.familyCode === familyCode)!);
  }
  return {
    selection: { hasRt, hero, legs: offers.map((o) => ({ offerId: o.id, familyCode })) },
    counts,
    offers,
    prices,
    searchTotal: prices.reduce((a, p) => a + p.total, 0),
    travelDate: offers[0]!.segments[0]!.flightDate,
  };
}

/** The dated flights (`flightNo@date`) of a found selection. */
export const flightsOf = (found: FoundSelection) => found.offers.flatMap((o) => o.id.split('+'));
