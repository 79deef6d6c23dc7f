import { roundToTenYuan, type Fen } from '../money';
import { SearchMessages } from './messages';

/**
 * Fare rules (docs/rules.md, "Search and fares"): the one place a price is computed, so that the fare shown on
 * the calendar, the special-fare strip and the search result is the fare charged at booking and the
 * base of every refund or change fee.
 *
 * Rounding: every fare is rounded to the nearest 10 yuan (1000 fen), halves up (¥585 → ¥590,
 * ¥584.99 → ¥580), as Chinese domestic fares are published. Fees are rounded to the whole yuan.
 */

export type Cabin = 'C' | 'Y';

/** ADT adult, CHD child 2–11, INF infant under 2 (no seat), HERO 伤残军人/伤残人民警察 (the search form's `hero`). */
export const PASSENGER_TYPES = ['ADT', 'CHD', 'INF', 'HERO'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** Child, infant and hero fares as percent of the cabin's full fare. */
export const CHILD_FARE_PERCENT = 50;
export const INFANT_FARE_PERCENT = 10;
export const HERO_FARE_PERCENT = 50;

/** 民航发展基金: ¥50 per adult (and per hero); children and infants pay none. */
export const DEVELOPMENT_FUND: Fen = 5000;

/** Fares at or below this percent of Y are special fares (the 特惠经济 family). */
export const SPECIAL_FARE_MAX_PERCENT = 50;

/** Sales (and check-in) close this long before departure. */
export const SALES_CLOSE_MINUTES = 45;

/** Messages of the fare calls; only the cities rule had wording before; the rest are ours. */
export const FareMessages = {
  citiesSame: SearchMessages.citiesSame,
  /** The search form's own message, so both sides say the same. */
  flightDateBeforeToday: SearchMessages.flightDateBeforeToday,
  /** Chosen. */
  flightDateInvalid: '日期格式需为YYYY-MM-DD',
  /** Chosen. */
  airportNotFound: '未找到该机场',
} as const;

function assertFen(amount: number, name: string) {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${name} must be a non-negative integer of fen, got ${amount}`);
}

function assertPercent(percent: number) {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`percent must be an integer 0–100, got ${percent}`);
}

/** A percent of a full fare, rounded half up to 10 yuan. */
export function fareAtPercent(fullFare: Fen, percent: number): Fen {
  assertFen(fullFare, 'fullFare');
  assertPercent(percent);
  // fullFare × percent is an exact integer, so a true half (…500 fen) stays exactly .5 here.
  return roundToTenYuan((fullFare * percent) / 100);
}

export interface PassengerFareInput {
  /** The full fare of the booked class's cabin: Y for an economy class, the business fare for business. */
  cabinFullFare: Fen;
  /** The booked class's percent of cabinFullFare (100 = full fare). */
  discountPercent: number;
  passengerType: PassengerType;
}

/**
 * What one passenger pays for one segment, before taxes. Adult: the class fare. Infant: 10% of the
 * cabin's full fare (Y in economy, the business fare in business). Child and hero: 50% of the
 * cabin's full fare, or the adult class fare when that is lower — as Chinese carriers sell them, so
 * that on a deep discount a child or a 伤残军人 never pays more than the adult beside them.
 */
export function passengerFare({ cabinFullFare, discountPercent, passengerType }: PassengerFareInput): Fen {
  const adultFare = fareAtPercent(cabinFullFare, discountPercent);
  switch (passengerType) {
    case 'ADT':
      return adultFare;
    case 'CHD':
      return Math.min(fareAtPercent(cabinFullFare, CHILD_FARE_PERCENT), adultFare);
    case 'INF':
      return fareAtPercent(cabinFullFare, INFANT_FARE_PERCENT);
    case 'HERO':
      return Math.min(fareAtPercent(cabinFullFare, HERO_FARE_PERCENT), adultFare);
  }
}

export interface PassengerTaxes {
  /** 民航发展基金. */
  developmentFund: Fen;
  fuelSurcharge: Fen;
  total: Fen;
}

/**
 * Taxes of one passenger on one segment: the development fund for adults and heroes; the route's
 * fuel surcharge for adults and heroes, half of it (to the whole yuan, halves up) for children,
 * none for infants.
 */
export function passengerTaxes({
  fuelSurcharge,
  passengerType,
}: {
  fuelSurcharge: Fen;
  passengerType: PassengerType;
}): PassengerTaxes {
  assertFen(fuelSurcharge, 'fuelSurcharge');
  const payer = passengerType === 'ADT' || passengerType === 'HERO';
  const fund = payer ? DEVELOPMENT_FUND : 0;
  const fuel = payer ? fuelSurcharge : passengerType === 'CHD' ? Math.round(fuelSurcharge / 200) * 100 : 0;
  return { developmentFund: fund, fuelSurcharge: fuel, total: fund + fuel };
}

/** Fare and taxes of one passenger on one segment, and what that passenger pays in all. */
export function passengerQuote(input: PassengerFareInput & { fuelSurcharge: Fen }) {
  const fare = passengerFare(input);
  const taxes = passengerTaxes(input);
  return { fare, taxes, total: fare + taxes.total };
}

/** One booking class of one cabin on one flight. */
export interface NestedClass {
  code: string;
  /** 1 is the dearest class of the cabin. */
  rank: number;
  /** Seats sellable in this class and all cheaper classes of the cabin together. */
  bookingLimit: number;
  sold: number;
}

/**
 * Seats still sellable per class of ONE cabin, by the standard nested rule: with classes ordered
 * by rank (1 dearest), availability(j) = min over k ≤ j of (bookingLimit_k − Σ_{i ≥ k} sold_i),
 * floored at 0. A sale in a cheap class uses up the limits of every dearer class too, and a class
 * never shows more seats than a dearer one.
 */
export function nestedAvailability(classes: readonly NestedClass[]): Record<string, number> {
  const byRank = [...classes].sort((a, b) => a.rank - b.rank);
  const slack = new Array<number>(byRank.length);
  let soldFromHere = 0;
  for (let k = byRank.length - 1; k >= 0; k--) {
    soldFromHere += byRank[k]!.sold;
    slack[k] = byRank[k]!.bookingLimit - soldFromHere;
  }
  const available: Record<string, number> = {};
  let least = Infinity;
  byRank.forEach((c, k) => {
    least = Math.min(least, slack[k]!);
    available[c.code] = Math.max(0, least);
  });
  return available;
}

/**
 * The cheapest class of one cabin that still has `seats` seats (a class without them is closed
 * and the next dearer one is offered), or null when the cabin cannot take them.
 */
export function cheapestOpenClass<T extends NestedClass>(classes: readonly T[], seats = 1): T | null {
  const available = nestedAvailability(classes);
  let best: T | null = null;
  for (const c of classes) {
    if ((available[c.code] ?? 0) >= seats && (!best || c.rank > best.rank)) best = c;
  }
  return best;
}

/** Whether a class's percent of Y makes it a special fare (特惠经济). */
export const isSpecialFare = (discountPercent: number) => discountPercent <= SPECIAL_FARE_MAX_PERCENT;

/** Whether a flight departing at `departure` may still be sold at `at`: more than 45 minutes before. */
export function isOnSale(departure: Date, at: Date): boolean {
  return departure.getTime() - at.getTime() > SALES_CLOSE_MINUTES * 60_000;
}

/** Flights departing at or before this instant are no longer sold at `at`. */
export const salesCutoff = (at: Date): Date => new Date(at.getTime() + SALES_CLOSE_MINUTES * 60_000);

/** Refund or change fee, percent of the fare, by time before departure (docs/rules.md). */
export interface FeeBands {
  /** ≥ 7 days before departure. */
  from7Days: number;
  /** Under 7 days, down to 48 hours. */
  from48Hours: number;
  /** Under 48 hours, down to 4 hours. */
  from4Hours: number;
  /** Under 4 hours, or after departure. */
  late: number;
}

/**
 * The fee bands in order, as passengers read them: `label` where there is room (the booking page,
 * the fee tables, the API's field descriptions), `short` in the results page's fare columns. Each
 * band includes its start: 7 days, 48 hours, 4 hours before departure (feePercentFor).
 */
export const FEE_BANDS = [
  { key: 'from7Days', label: '起飞前7天（含）以上', short: '起飞前7天以上' },
  { key: 'from48Hours', label: '起飞前7天至48小时（含）', short: '7天至48小时' },
  { key: 'from4Hours', label: '起飞前48小时至4小时（含）', short: '48小时至4小时' },
  { key: 'late', label: '起飞前4小时内及起飞后', short: '4小时内及起飞后' },
] as const satisfies readonly { key: keyof FeeBands; label: string; short: string }[];

const HOUR_MS = 3_600_000;

/** The fee percent that applies at `at` for a flight departing at `departure`; each band includes its start. */
export function feePercentFor(bands: FeeBands, departure: Date, at: Date): number {
  const before = departure.getTime() - at.getTime();
  if (before >= 7 * 24 * HOUR_MS) return bands.from7Days;
  if (before >= 48 * HOUR_MS) return bands.from48Hours;
  if (before >= 4 * HOUR_MS) return bands.from4Hours;
  return bands.late;
}

/** A fee as a percent of a fare, rounded half up to the whole yuan. */
export function feeAmount(fare: Fen, percent: number): Fen {
  assertFen(fare, 'fare');
  assertPercent(percent);
  return Math.round((fare * percent) / 10_000) * 100;
}

/** The cabins' names as passengers read them. */
export const CABIN_NAMES = { Y: '经济舱', C: '公务舱' } as const;
