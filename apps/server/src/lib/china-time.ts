import { TIME_ZONE } from '@jc/shared';
import { chinaDateTime, shanghaiDateOf } from '@jc/shared/rules/dates';
import { dayjs } from './clock';

/**
 * China keeps UTC+8 all year (no daylight saving since 1991), so its local time is a fixed shift
 * of the instant: the same as Asia/Shanghai (TIME_ZONE), without a time-zone library per value.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** An instant as ISO 8601 in China time with its offset: 2026-03-10T12:30:00+08:00. */
export function isoChina(at: Date): string {
  return `${new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** China local time 'YYYY-MM-DD HH:mm' of an instant (a Date or epoch milliseconds), as flight times are shown. */
export function chinaLocal(at: Date | number): string {
  const iso = new Date((typeof at === 'number' ? at : at.getTime()) + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** `chinaLocal` of epoch milliseconds; null (a time not known yet) stays null. */
export const chinaLocalMs = (ms: number | null) => (ms === null ? null : chinaLocal(ms));

/** An instant in China time in any dayjs layout, e.g. a payment provider's 'YYYYMMDDHHmmss'. */
export const chinaTime = (at: Date, layout: string) => dayjs(at).tz(TIME_ZONE).format(layout);

/** China local time to the second, 'YYYY-MM-DD HH:mm:ss', as content, coupon and FAQ answers give times. */
export const chinaTimestamp: (at: Date) => string = chinaDateTime;

/** China's calendar date of an instant, 'YYYY-MM-DD' (the shared rule, used by the pages too). */
export const chinaDate: (at: Date) => string = shanghaiDateOf;

/** Whole days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
