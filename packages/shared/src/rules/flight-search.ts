import { PASSENGERS, ROUND_TRIP_DEFAULT_RETURN_DAYS, TripType } from '../constants';
import { addCalendarDays, isCalendarDate, resolveToday, type CalendarDate, type TodayInput } from './dates';
import { SearchMessages, type SearchMessage } from './messages';

/**
 * The ticket search form (docs/rules.md). Only the shape: the rules with their Chinese messages
 * are in validateFlightSearch, so the form and the server report the same words. Empty strings
 * stand for "not chosen yet" (no city, no return date). A plain type, checked by hand in
 * isFlightSearchForm, so the browser's home page does not carry a schema library.
 */
export interface FlightSearchForm {
  /** Departure airport code. */
  dep: string;
  /** Arrival airport code. */
  arr: string;
  depCity: string;
  arrCity: string;
  flightDate: string;
  /** Return date; '' on a one-way trip. */
  endTime: string;
  adultNum: number;
  childNum: number;
  infantNum: number;
  /** Disabled or military/police discount booking (PoliceTicket). */
  hero: boolean;
  hasRt: TripType;
}

const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Whether a value has the search form's shape (a saved search from local storage, say). */
export function isFlightSearchForm(value: unknown): value is FlightSearchForm {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['dep', 'arr', 'depCity', 'arrCity', 'flightDate', 'endTime'].every((k) => typeof v[k] === 'string') &&
    ['adultNum', 'childNum', 'infantNum'].every((k) => isCount(v[k])) &&
    typeof v.hero === 'boolean' &&
    (v.hasRt === TripType.OneWay || v.hasRt === TripType.RoundTrip || v.hasRt === TripType.MultiLeg)
  );
}

/** An entry of the airport list (docs/rules.md), as far as the search rules need it. */
export interface KnownAirport {
  cityName: string;
  airportIata?: string | null;
  airportCode?: string | null;
}

export interface PassengerCounts {
  adultNum: number;
  childNum: number;
  infantNum: number;
}

/**
 * The passenger rules in the order of docs/rules.md; the first failing message or null.
 * Counts are whole numbers (FlightSearchForm guarantees it on the server).
 */
export function validatePassengerCounts({
  adultNum,
  childNum,
  infantNum,
}: PassengerCounts): SearchMessage | null {
  const young = childNum + infantNum;
  if (adultNum > PASSENGERS.adults.max) return SearchMessages.adultsMax;
  if (adultNum + young > PASSENGERS.total) return SearchMessages.totalMax;
  if (young / PASSENGERS.childrenPerAdult > adultNum) return SearchMessages.childrenPerAdult;
  if (young > PASSENGERS.childrenAndInfantsMax) return SearchMessages.childrenMax;
  if (infantNum > adultNum) return SearchMessages.infantsPerAdult;
  if (adultNum < PASSENGERS.adults.min) return SearchMessages.adultsMin;
  return null;
}

export interface FlightSearchContext {
  /** 'YYYY-MM-DD' or an instant read on the Shanghai calendar. */
  today: TodayInput;
  /** The airport list; when given, each city must be on it with the chosen code. */
  knownAirports?: readonly KnownAirport[];
}

function isKnown(airports: readonly KnownAirport[], city: string, code: string): boolean {
  return airports.some((a) => a.cityName === city && (a.airportCode === code || a.airportIata === code));
}

/** A date that is missing or not a real 'YYYY-MM-DD' counts as not chosen. */
const chosenDate = (value: string): CalendarDate | null => {
  const trimmed = value.trim();
  return isCalendarDate(trimmed) ? trimmed : null;
};

/**
 * The two cities of a route, as the ticket search and the flight status by route ask for them
 * (names and airport codes trimmed): both named, not the same, and both resolved to an airport.
 * The first failing message or null.
 */
export function checkCityPair(
  depCity: string,
  arrCity: string,
  dep: string,
  arr: string,
): SearchMessage | null {
  if (!depCity) return SearchMessages.depCityRequired;
  if (!arrCity) return SearchMessages.arrCityRequired;
  if (depCity === arrCity || (dep !== '' && dep === arr)) return SearchMessages.citiesSame;
  if (!dep || !arr) return SearchMessages.tripIncomplete;
  return null;
}

/**
 * The search form's rules in the order of docs/rules.md; the first failing message or
 * null when the search may go ahead.
 */
export function validateFlightSearch(
  form: FlightSearchForm,
  { today, knownAirports }: FlightSearchContext,
): SearchMessage | null {
  const depCity = form.depCity.trim();
  const arrCity = form.arrCity.trim();
  const dep = form.dep.trim();
  const arr = form.arr.trim();

  const cities = checkCityPair(depCity, arrCity, dep, arr);
  if (cities) return cities;
  if (knownAirports && !(isKnown(knownAirports, depCity, dep) && isKnown(knownAirports, arrCity, arr))) {
    return SearchMessages.tripIncomplete;
  }

  const flightDate = chosenDate(form.flightDate);
  if (!flightDate) return SearchMessages.flightDateRequired;
  if (flightDate < resolveToday(today)) return SearchMessages.flightDateBeforeToday;

  if (form.hasRt === TripType.RoundTrip) {
    const endTime = chosenDate(form.endTime);
    if (!endTime) return SearchMessages.returnDateRequired;
    if (endTime < flightDate) return SearchMessages.returnBeforeDeparture;
  }

  return validatePassengerCounts(form);
}

/** The form a first visit starts with: one adult, one-way, departing today, no cities. */
export function defaultFlightSearchForm(today: TodayInput): FlightSearchForm {
  return {
    dep: '',
    arr: '',
    depCity: '',
    arrCity: '',
    flightDate: resolveToday(today),
    endTime: '',
    adultNum: 1,
    childNum: 0,
    infantNum: 0,
    hero: false,
    hasRt: TripType.OneWay,
  };
}

const defaultReturnFor = (departure: string): string =>
  isCalendarDate(departure) ? addCalendarDays(departure, ROUND_TRIP_DEFAULT_RETURN_DAYS) : '';

/**
 * docs/rules.md, trip type change. One-way clears the return date; round-trip without a return
 * date gets departure + 2 days; multi-leg only sets hasRt 2 (the caller saves the search and goes
 * to the Ticket page).
 */
export function changeTripType(form: FlightSearchForm, hasRt: TripType): FlightSearchForm {
  if (hasRt === TripType.OneWay) return { ...form, hasRt, endTime: '' };
  if (hasRt === TripType.RoundTrip) {
    return { ...form, hasRt, endTime: form.endTime || defaultReturnFor(form.flightDate) };
  }
  return { ...form, hasRt };
}

/**
 * docs/rules.md, picking a departure date. On a round-trip whose return is on or before the new
 * date, the return moves to departure + 2 days and the return calendar should open.
 */
export function changeDepartureDate(
  form: FlightSearchForm,
  date: CalendarDate,
): { form: FlightSearchForm; openReturnCalendar: boolean } {
  const next = { ...form, flightDate: date };
  if (form.hasRt === TripType.RoundTrip && form.endTime !== '' && form.endTime <= date) {
    return { form: { ...next, endTime: defaultReturnFor(date) }, openReturnCalendar: true };
  }
  return { form: next, openReturnCalendar: false };
}

/** docs/rules.md: swap exchanges departure and arrival, codes and names together. */
export function swapCities(form: FlightSearchForm): FlightSearchForm {
  return { ...form, dep: form.arr, arr: form.dep, depCity: form.arrCity, arrCity: form.depCity };
}

/**
 * docs/rules.md, reloading the locally saved search. flightDate resets to today and multi-leg
 * resets to one-way (which, like choosing one-way, drops the return date). A round-trip whose
 * saved return is missing or now before today gets today + 2 days. Anything that is not a saved
 * search (wrong shape, bad JSON, nothing) gives the default form; fields missing from an older
 * save take their defaults, and passenger counts that break the rules reset to one adult.
 */
export function restoreSavedSearch(saved: unknown, today: TodayInput): FlightSearchForm {
  const fallback = defaultFlightSearchForm(today);
  let raw = saved;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return fallback;
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fallback;

  const merged: unknown = { ...fallback, ...raw, flightDate: fallback.flightDate };
  if (!isFlightSearchForm(merged)) return fallback;
  // Only the form's own fields are kept; anything else an older save carried is dropped.
  const keys = [
    'dep',
    'arr',
    'depCity',
    'arrCity',
    'flightDate',
    'endTime',
    'adultNum',
    'childNum',
    'infantNum',
    'hero',
    'hasRt',
  ] as const;
  const parsed = { data: Object.fromEntries(keys.map((k) => [k, merged[k]])) as unknown as FlightSearchForm };

  // Counts a selector could never produce are dropped rather than carried into a failing search.
  const form = validatePassengerCounts(parsed.data)
    ? {
        ...parsed.data,
        adultNum: fallback.adultNum,
        childNum: fallback.childNum,
        infantNum: fallback.infantNum,
      }
    : parsed.data;
  if (form.hasRt === TripType.MultiLeg || form.hasRt === TripType.OneWay) {
    return { ...form, hasRt: TripType.OneWay, endTime: '' };
  }
  const endTime = chosenDate(form.endTime);
  if (!endTime || endTime < form.flightDate) {
    return { ...form, endTime: defaultReturnFor(form.flightDate) };
  }
  return form;
}
