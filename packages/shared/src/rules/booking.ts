import type { Fen } from '../money';
import { AccountMessages, checkCertificate, passengerTypeOn, type PassengerAgeType } from './account';
import { checkName, checkPhone } from './checkin';
import { compareCalendarDates, isCalendarDate } from './dates';
import { nestedAvailability, type NestedClass, type PassengerType } from './fares';
import { validatePassengerCounts, type PassengerCounts } from './flight-search';
import { BookingMessages, couponDiscount, spreadDiscount, type ChargeKind, type CouponTerms } from './orders';

/**
 * The booking form's rules (docs/orders.md), the same in the browser and on the server: who a
 * passenger is (adult, child, infant or hero by age on the first flight's date), the checks on each
 * passenger (the check-in and account rules), the party as a whole (the search's counts, one infant
 * per adult, no one twice) and how an order's money adds up. Kept free of zod so the web form can
 * use them as they are.
 */

/** A passenger as the booking form collects them. */
export interface BookingPassengerInput {
  name: string;
  certType: string;
  certNo: string;
  birthday: string;
  phone?: string | undefined;
  /** 伤残军人证 / 伤残人民警察证 number, on a hero booking. */
  heroCertNo?: string | undefined;
  /** Index in the party of the adult an infant travels with. */
  accompaniedBy?: number | undefined;
}

export type BookingPassengerField = 'name' | 'certType' | 'certNo' | 'birthday' | 'phone' | 'heroCertNo';
export type BookingPassengerErrors = Partial<Record<BookingPassengerField, string>>;

export interface BookingContext {
  /** The first flight's date (China): age decides the passenger type on it. */
  travelDate: string;
  /** Today in China: no birthday after it. */
  today: string;
  /** A 伤残军人/伤残人民警察 booking (the PoliceTicket search's hero). */
  hero: boolean;
}

/** 伤残军人证 / 伤残人民警察证 numbers: letters and digits. */
export const HERO_CERT_PATTERN = /^[A-Za-z0-9]{4,30}$/;

/**
 * The fare type of a passenger: by age on the travel date (adult from 12, child 2–11, infant
 * under 2); on a hero booking every adult travels on the hero fare.
 */
export function bookingPassengerType(birthday: string, travelDate: string, hero: boolean): PassengerType {
  const type: PassengerAgeType = passengerTypeOn(birthday, travelDate);
  return hero && type === 'ADT' ? 'HERO' : type;
}

/** Each field's first problem, for the form to show beside it; empty when the passenger is fine. */
export function validateBookingPassenger(
  p: BookingPassengerInput,
  { travelDate, today, hero }: BookingContext,
): BookingPassengerErrors {
  const errors: BookingPassengerErrors = {};
  const name = checkName(p.name.trim());
  if (name) errors.name = name;
  const birthday = p.birthday.trim();
  if (!isCalendarDate(birthday)) errors.birthday = AccountMessages.birthdayRequired;
  else if (compareCalendarDates(birthday, today) > 0) errors.birthday = AccountMessages.birthdayFuture;
  if (!p.certType) errors.certType = AccountMessages.certTypeRequired;
  else {
    const cert = checkCertificate(p.certType, p.certNo, {
      today,
      ...(errors.birthday ? {} : { birthday }),
    });
    if (cert) errors.certNo = cert;
  }
  const phone = p.phone?.trim();
  if (phone) {
    const problem = checkPhone(phone);
    if (problem) errors.phone = problem;
  }
  if (hero && !errors.birthday) {
    const heroCert = p.heroCertNo?.trim() ?? '';
    if (bookingPassengerType(birthday, travelDate, true) === 'HERO') {
      if (!heroCert) errors.heroCertNo = BookingMessages.heroCertRequired;
      else if (!HERO_CERT_PATTERN.test(heroCert)) errors.heroCertNo = BookingMessages.heroCertInvalid;
    } else if (heroCert) {
      // A child or infant on a hero booking pays its own fare; it cannot claim the hero fare.
      errors.heroCertNo = BookingMessages.heroAdultsOnly;
    }
  }
  return errors;
}

/** The same person, whatever the case or spaces of the number. */
export const travellerKey = (certType: string, certNo: string) =>
  `${certType}|${certNo.trim().toUpperCase()}`;

/** How many of each the party is, adults counting heroes. */
export function partyCounts(types: readonly PassengerType[]): PassengerCounts {
  let adultNum = 0;
  let childNum = 0;
  let infantNum = 0;
  for (const t of types) {
    if (t === 'CHD') childNum += 1;
    else if (t === 'INF') infantNum += 1;
    else adultNum += 1;
  }
  return { adultNum, childNum, infantNum };
}

/**
 * The adult each infant travels with, by party index (infant index → adult index): the one it names
 * when it names one, else the first adult not yet carrying an infant. A string is the refusal: the
 * named passenger is not an adult, or already carries an infant.
 */
export function pairInfants(
  passengers: readonly Pick<BookingPassengerInput, 'accompaniedBy'>[],
  types: readonly PassengerType[],
): Map<number, number> | string {
  const isAdult = (i: number) => types[i] === 'ADT' || types[i] === 'HERO';
  const carrying = new Set<number>();
  const pairs = new Map<number, number>();
  const infants = types.flatMap((t, i) => (t === 'INF' ? [i] : []));
  // Named pairs first, so that an unnamed infant does not take a named adult.
  for (const i of infants) {
    const named = passengers[i]?.accompaniedBy;
    if (named === undefined) continue;
    if (!isAdult(named) || carrying.has(named)) return BookingMessages.infantNeedsAdult;
    carrying.add(named);
    pairs.set(i, named);
  }
  for (const i of infants) {
    if (pairs.has(i)) continue;
    const adult = types.findIndex((_, j) => isAdult(j) && !carrying.has(j));
    if (adult < 0) return BookingMessages.infantNeedsAdult;
    carrying.add(adult);
    pairs.set(i, adult);
  }
  return pairs;
}

/**
 * The party's first problem, in the order a passenger fixes them: someone to fly; each passenger's
 * fields (the form's own messages); the same person twice; the search's counts (their own words);
 * the counts chosen on the results page; an adult for each infant. Null when it may be booked.
 */
export function checkBookingParty(
  passengers: readonly BookingPassengerInput[],
  context: BookingContext & { counts?: PassengerCounts | undefined },
): string | null {
  if (passengers.length === 0) return BookingMessages.passengersRequired;
  for (const p of passengers) {
    const first = Object.values(validateBookingPassenger(p, context)).find(Boolean);
    if (first) return first;
  }
  const seen = new Set<string>();
  for (const p of passengers) {
    const key = travellerKey(p.certType, p.certNo);
    if (seen.has(key)) return BookingMessages.passengerDuplicate;
    seen.add(key);
  }
  const types = passengers.map((p) =>
    bookingPassengerType(p.birthday.trim(), context.travelDate, context.hero),
  );
  const counts = partyCounts(types);
  const countProblem = validatePassengerCounts(counts);
  if (countProblem) return countProblem;
  const chosen = context.counts;
  if (
    chosen &&
    (chosen.adultNum !== counts.adultNum ||
      chosen.childNum !== counts.childNum ||
      chosen.infantNum !== counts.infantNum)
  ) {
    return BookingMessages.passengerCountMismatch;
  }
  const pairs = pairInfants(passengers, types);
  return typeof pairs === 'string' ? pairs : null;
}

// ------------------------------------------------------------------ the class a family sells

/** A booking class of one cabin with the family it belongs to. */
export interface FamilyClass extends NestedClass {
  familyCode: string;
  discountPercent: number;
}

/**
 * The class a fare family sells on a flight to a party needing `seats` seats, as the search picks
 * it: availability by the nested rule over the whole cabin, then the family's cheapest class with
 * the seats (sellable); when none has them, the family's dearest class that still has a seat (not
 * sellable, shown with its price); null when the family has no seat at all.
 */
export function pickFamilyClass<T extends FamilyClass>(
  cabinClasses: readonly T[],
  familyCode: string,
  seats: number,
): { cls: T; seats: number; sellable: boolean } | null {
  const available = nestedAvailability(cabinClasses);
  const own = cabinClasses.filter((c) => c.familyCode === familyCode).sort((a, b) => b.rank - a.rank);
  for (const cls of own) {
    const left = available[cls.code] ?? 0;
    if (left >= seats) return { cls, seats: left, sellable: true };
  }
  const dearest = own[own.length - 1];
  if (!dearest || (available[dearest.code] ?? 0) < 1) return null;
  return { cls: dearest, seats: available[dearest.code]!, sellable: false };
}

// ------------------------------------------------------------------ what an order costs

/** One ticket's fare and taxes (one passenger on one segment), as the fare rules price it. */
export interface TicketPrice {
  passenger: number;
  segment: number;
  fare: Fen;
  developmentFund: Fen;
  fuelSurcharge: Fen;
}

export interface ExtraChoice {
  code: string;
  name: string;
  price: Fen;
}

export interface OrderExtras {
  /** Insurance per passenger index: each product is bought for every segment. */
  insurance?: ReadonlyMap<number, readonly ExtraChoice[]>;
  /** Meals per `${passenger}:${segment}`. */
  meals?: ReadonlyMap<string, ExtraChoice>;
  coupon?: { code: string; name: string; terms: Pick<CouponTerms, 'couponType' | 'amount'> } | null;
}

export interface ChargeDraft {
  passenger: number;
  segment: number;
  kind: ChargeKind;
  code: string | null;
  description: string;
  /** Negative for the coupon. */
  amount: Fen;
}

export interface OrderPrice {
  charges: ChargeDraft[];
  fareTotal: Fen;
  taxTotal: Fen;
  insuranceTotal: Fen;
  mealTotal: Fen;
  /** The coupon's value, positive. */
  discountTotal: Fen;
  amountTotal: Fen;
}

/**
 * An order's charge lines and totals, every line on one ticket: fare, 民航发展基金 and fuel (lines
 * of 0 left out), each insurance product on every segment, each meal, and the coupon spread over
 * the tickets by fare (spreadDiscount). The total is the sum of the lines, to the fen.
 */
export function priceOrder(tickets: readonly TicketPrice[], extras: OrderExtras = {}): OrderPrice {
  const charges: ChargeDraft[] = [];
  const line = (
    t: TicketPrice,
    kind: ChargeKind,
    amount: Fen,
    description: string,
    code: string | null = null,
  ) => charges.push({ passenger: t.passenger, segment: t.segment, kind, code, description, amount });
  for (const t of tickets) {
    line(t, 'FARE', t.fare, '票价');
    if (t.developmentFund > 0) line(t, 'DEVELOPMENT_FUND', t.developmentFund, '民航发展基金');
    if (t.fuelSurcharge > 0) line(t, 'FUEL', t.fuelSurcharge, '燃油附加费');
    for (const product of extras.insurance?.get(t.passenger) ?? []) {
      line(t, 'INSURANCE', product.price, product.name, product.code);
    }
    const meal = extras.meals?.get(`${t.passenger}:${t.segment}`);
    if (meal) line(t, 'MEAL', meal.price, meal.name, meal.code);
  }
  const fares = tickets.map((t) => t.fare);
  const fareTotal = fares.reduce((a, b) => a + b, 0);
  let discountTotal = 0;
  if (extras.coupon) {
    discountTotal = couponDiscount(extras.coupon.terms, fareTotal);
    spreadDiscount(discountTotal, fares).forEach((share, i) => {
      if (share > 0) line(tickets[i]!, 'COUPON', -share, extras.coupon!.name, extras.coupon!.code);
    });
  }
  const sum = (kinds: ChargeKind[]) =>
    charges.filter((c) => kinds.includes(c.kind)).reduce((a, c) => a + c.amount, 0);
  const taxTotal = sum(['DEVELOPMENT_FUND', 'FUEL']);
  const insuranceTotal = sum(['INSURANCE']);
  const mealTotal = sum(['MEAL']);
  return {
    charges,
    fareTotal,
    taxTotal,
    insuranceTotal,
    mealTotal,
    discountTotal,
    amountTotal: charges.reduce((a, c) => a + c.amount, 0),
  };
}
