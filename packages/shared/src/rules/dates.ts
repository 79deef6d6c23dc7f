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
  return formatUtcDay(utcDay(value)) === value;
}

/*
 * Calendar arithmetic on UTC midnights, read back as calendar fields only, so the process's own
 * time zone cannot shift a result by a day. Plain Date rather than a date library: these rules
 * run in the home page's first script, which must stay small.
 */
const utcDay = (date: CalendarDate) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

// Like the date library it replaces, an unreadable date gives 'Invalid Date' rather than throwing.
const formatUtcDay = (instant: Date) =>
  Number.isNaN(instant.getTime()) ? 'Invalid Date' : instant.toISOString().slice(0, 10);

/**
 * China keeps UTC+8 all year (no daylight saving since 1991), so its date is that of the instant
 * moved by eight hours: the same as Asia/Shanghai's (TIME_ZONE), without loading the browser's
 * time-zone data (an Intl formatter for a zone costs a phone some 100 ms when the page starts).
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The Shanghai calendar date of an instant. */
export function shanghaiDateOf(instant: Date): CalendarDate {
  return formatUtcDay(new Date(instant.getTime() + CHINA_OFFSET_MS));
}

/** An instant in China time, 'YYYY-MM-DD HH:mm:ss', whatever the machine's time zone. */
export function chinaDateTime(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** "today" as a calendar date; a string must already be a valid 'YYYY-MM-DD'. */
export function resolveToday(today: TodayInput): CalendarDate {
  if (today instanceof Date) return shanghaiDateOf(today);
  if (!isCalendarDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  return today;
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return formatUtcDay(day);
}

/** Month arithmetic clamps to the month's end: 2025-05-31 minus 3 months is 2025-02-28. */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const day = utcDay(date);
  if (Number.isNaN(day.getTime())) return formatUtcDay(day);
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const monthEnd = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), monthEnd));
  return formatUtcDay(target);
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** '周六' for a Saturday. */
export function chineseWeekday(date: CalendarDate): string {
  return WEEKDAYS[utcDay(date).getUTCDay()] ?? '';
}

/** '12月5日' for 2026-12-05. */
export function chineseMonthDay(date: CalendarDate): string {
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
}

/** '12月5日 周六': a day as the pages show it, whatever locale a date library was left in. */
export function chineseDayLabel(date: CalendarDate): string {
  return `${chineseMonthDay(date)} ${chineseWeekday(date)}`;
}

/** Valid calendar dates compare correctly as strings; -1, 0 or 1. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Full years of age on a date, birthdays counted on their day (29 February on 1 March). */
export function ageOn(birthday: string, onDate: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * Minutes from one local time 'YYYY-MM-DD HH:mm' to another on the same clock (both read as
 * wall-clock fields, so neither the process's time zone nor daylight saving enters).
 */
export function localMinutesBetween(from: string, to: string): number {
  const fields = (local: string) =>
    Date.UTC(
      +local.slice(0, 4),
      +local.slice(5, 7) - 1,
      +local.slice(8, 10),
      +local.slice(11, 13),
      +local.slice(14, 16),
    );
  return Math.round((fields(to) - fields(from)) / 60_000);
}

/** A flight's length as the pages show it: 375 → '6小时15分', 45 → '45分', 120 → '2小时'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}分`;
  return m === 0 ? `${h}小时` : `${h}小时${m}分`;
}
