import { FLIGHT_STATUS_WINDOW, FlightStatusMode } from '../constants';
import {
  addCalendarDays,
  addCalendarMonths,
  isCalendarDate,
  resolveToday,
  type CalendarDate,
  type TodayInput,
} from './dates';
import { checkCityPair } from './flight-search';
import { FlightStatusMessages, type FlightStatusMessage, type SearchMessage } from './messages';

/** 1 = by route, 2 = by flight number (constants.ts holds only the values). */
export type FlightStatusSearchMode = (typeof FlightStatusMode)[keyof typeof FlightStatusMode];

/**
 * The flight status form (docs/rules.md). depCity and arrCity are the city names shown in the
 * boxes; orgCity and dstCity are the airport codes the city picker sets with them.
 */
export interface FlightStatusForm {
  depCity: string;
  orgCity: string;
  dstCity: string;
  arrCity: string;
  flightNo: string;
  flightDate: string;
}

export interface FlightStatusDateWindow {
  min: CalendarDate;
  max: CalendarDate;
  defaultDate: CalendarDate;
}

/** docs/rules.md: the picker allows 3 months back to 3 days ahead and starts on tomorrow. */
export function flightStatusDateWindow(today: TodayInput): FlightStatusDateWindow {
  const day = resolveToday(today);
  return {
    min: addCalendarMonths(day, -FLIGHT_STATUS_WINDOW.monthsBack),
    max: addCalendarDays(day, FLIGHT_STATUS_WINDOW.daysAhead),
    defaultDate: addCalendarDays(day, FLIGHT_STATUS_WINDOW.defaultDaysAhead),
  };
}

/**
 * Two characters of airline designator (letters, or a letter and a digit such as 3U or 9C) and a
 * 3-4 digit number: the shape of every flight number the airline and its partners publish.
 */
export const FLIGHT_NUMBER_PATTERN = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{3,4}$/;

/** Flight numbers are typed in any case and with stray spaces; compare them as JC1234. */
export const normalizeFlightNo = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const isFlightNo = (value: string): boolean => FLIGHT_NUMBER_PATTERN.test(normalizeFlightNo(value));

/**
 * docs/rules.md, flight status: route mode needs two different cities (with the search form's
 * messages), flight-number mode a flight number; both need a date inside the picker's window.
 * The first failing message or null.
 */
export function validateFlightStatus(
  form: FlightStatusForm,
  mode: FlightStatusSearchMode,
  { today }: { today: TodayInput },
): FlightStatusMessage | SearchMessage | null {
  if (mode === FlightStatusMode.ByRoute) {
    const cities = checkCityPair(
      form.depCity.trim(),
      form.arrCity.trim(),
      form.orgCity.trim(),
      form.dstCity.trim(),
    );
    if (cities) return cities;
  } else {
    const flightNo = form.flightNo.trim();
    if (!flightNo) return FlightStatusMessages.flightNoRequired;
    if (!isFlightNo(flightNo)) return FlightStatusMessages.flightNoInvalid;
  }

  const flightDate = form.flightDate.trim();
  if (!isCalendarDate(flightDate)) return FlightStatusMessages.flightDateRequired;
  const { min, max } = flightStatusDateWindow(today);
  if (flightDate < min || flightDate > max) return FlightStatusMessages.flightDateOutOfWindow;
  return null;
}
