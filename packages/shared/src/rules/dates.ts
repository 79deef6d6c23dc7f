import dayjs from 'dayjs';
import { TIME_ZONE } from '../constants';

/**
 * Form dates are calendar dates, 'YYYY-MM-DD', in the airline's time zone (Asia/Shanghai).
 * Rules take "today" either as such a string or as an instant, which is read on a Shanghai
 * calendar, so a server in UTC and a browser abroad agree on which day it is.
 */
export type CalendarDate = string;
export type TodayInput = CalendarDate | Date;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real 'YYYY-MM-DD' date (2025-02-30 is not one). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string' || !DATE_SHAPE.test(value)) return false;
  const parsed = dayjs(value);
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === value;
}

const shanghaiParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Shanghai calendar date of an instant. */
export function shanghaiDateOf(instant: Date = new Date()): CalendarDate {
  const parts = shanghaiParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "today" as a calendar date; a string must already be a valid 'YYYY-MM-DD'. */
export function resolveToday(today: TodayInput): CalendarDate {
  if (today instanceof Date) return shanghaiDateOf(today);
  if (!isCalendarDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  return today;
}

/*
 * Arithmetic works on local-midnight dayjs values and only ever reads the calendar fields back,
 * so the process's own time zone cannot shift the result by a day.
 */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Month arithmetic clamps to the month's end: 2025-05-31 minus 3 months is 2025-02-28. */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  return dayjs(date).add(months, 'month').format('YYYY-MM-DD');
}

/** Valid calendar dates compare correctly as strings; -1, 0 or 1. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
