import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIME_ZONE } from '@jc/shared';
import { addCalendarDays, shanghaiDateOf } from '@jc/shared/rules/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The one source of the current time. Every rule that depends on time (token and ticket expiry,
 * SMS windows, payment deadlines, check-in windows, fee bands) asks `now()`, never `Date.now()`,
 * so that tests and the test server can put the whole application at any instant.
 */
export interface Clock {
  now(): Date;
  /** The same instant in milliseconds, without a Date: what per-request checks read. */
  nowMs(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: () => Date.now() };

/** A clock that stands still until it is set or advanced: what tests run on. */
export class ManualClock implements Clock {
  private at: number;
  constructor(at: Date | string | number) {
    this.at = new Date(at).getTime();
  }
  now() {
    return new Date(this.at);
  }
  nowMs() {
    return this.at;
  }
  set(at: Date | string | number) {
    this.at = new Date(at).getTime();
  }
  advance(ms: number) {
    this.at += ms;
  }
}

/**
 * A clock that runs from a chosen instant at the machine's pace (measured by the monotonic
 * performance.now(), never the wall clock): the end-to-end server's clock, which tests can move.
 */
export class RunningClock implements Clock {
  private start: number;
  private since = performance.now();
  constructor(at: Date | string | number) {
    this.start = new Date(at).getTime();
  }
  now() {
    return new Date(this.nowMs());
  }
  nowMs() {
    return this.start + (performance.now() - this.since);
  }
  set(at: Date | string | number) {
    this.start = new Date(at).getTime();
    this.since = performance.now();
  }
  advance(ms: number) {
    this.start += ms;
  }
}

let current: Clock = systemClock;

/** The application's notion of now. */
export const now = () => current.now();
export const nowMs = () => current.nowMs();
/** Puts the application on another clock (tests, the test server's clock route). */
export const useClock = (clock: Clock) => {
  current = clock;
};
export const currentClock = () => current;

/**
 * Today's date in China, as YYYY-MM-DD. China keeps UTC+8 all year, so this is a fixed shift of
 * the instant (the shared rule): a time-zone library per call cost half a millisecond, on calls
 * as hot as the home page's special fares.
 */
export const chinaToday = () => shanghaiDateOf(now());
/** A calendar date moved by whole days, as YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export const addDays = (isoDate: string, days: number) => addCalendarDays(isoDate, days);
/**
 * The last second of the China calendar month of `isoDate`. Calendar arithmetic, not dayjs's
 * startOf/add on a zoned date, which is computed in the machine's zone and is an hour off when that
 * zone changes its clocks within the month.
 */
export const endOfChinaMonth = (isoDate: string) => {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return new Date(dayjs.tz(next, TIME_ZONE).valueOf() - 1000);
};
export { dayjs };
