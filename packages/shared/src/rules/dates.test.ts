import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  chineseWeekday,
  isCalendarDate,
  resolveToday,
  shanghaiDateOf,
  chineseMonthDay,
  chineseDayLabel,
  chinaDateTime,
  formatDuration,
  localMinutesBetween,
} from './dates';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isCalendarDate(20250101)).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addCalendarDays('2026-11-21', 2)).toBe('2026-11-23');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-11-21', 180)).toBe('2027-05-20');
  });

  it('adds months, clamping to the month end', () => {
    expect(addCalendarMonths('2025-05-31', -3)).toBe('2025-02-28');
    expect(addCalendarMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addCalendarMonths('2026-11-21', -3)).toBe('2026-08-21');
    expect(addCalendarMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('gives an unreadable date back as Invalid Date instead of throwing', () => {
    expect(addCalendarDays('', 2)).toBe('Invalid Date');
    expect(addCalendarMonths('', 1)).toBe('Invalid Date');
  });

  it('names the weekday in Chinese', () => {
    expect(chineseWeekday('2026-11-21')).toBe('周六');
    expect(chineseWeekday('2026-11-22')).toBe('周日');
    expect(chineseWeekday('2026-11-23')).toBe('周一');
  });

  it('labels a day in Chinese, with no date library or locale involved', () => {
    expect(chineseMonthDay('2026-12-05')).toBe('12月5日');
    expect(chineseMonthDay('2027-01-31')).toBe('1月31日');
    expect(chineseDayLabel('2026-11-28')).toBe('11月28日 周六');
  });

  it('reads today on the Shanghai calendar', () => {
    // 2026-11-21 18:30 UTC is already 22 November in Shanghai.
    expect(shanghaiDateOf(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(resolveToday(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    // China midnight, one minute each side.
    expect(shanghaiDateOf(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
    expect(shanghaiDateOf(new Date('2026-11-21T16:01:00Z'))).toBe('2026-11-22');
    expect(shanghaiDateOf(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(() => resolveToday('2026-02-30')).toThrow(RangeError);
  });

  it('writes an instant in China time whatever the machine runs in', () => {
    expect(chinaDateTime(new Date('2026-11-24T02:01:05Z'))).toBe('2026-11-24 10:01:05');
    expect(chinaDateTime(new Date('2026-11-24T15:59:00Z'))).toBe('2026-11-24 23:59:00');
    expect(chinaDateTime(new Date('2026-11-24T16:01:00Z'))).toBe('2026-11-25 00:01:00');
  });

  it('agrees with the Asia/Shanghai time zone every six hours for two years', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 6 * 3_600_000 - 60_000) {
      expect(shanghaiDateOf(new Date(at))).toBe(zone.format(at));
    }
  });
});

describe('flight lengths', () => {
  it('counts the minutes between two local times, across midnight and month ends', () => {
    expect(localMinutesBetween('2026-11-25 07:30', '2026-11-25 09:30')).toBe(120);
    expect(localMinutesBetween('2026-11-30 22:50', '2026-12-01 01:05')).toBe(135);
    expect(localMinutesBetween('2026-12-31 23:59', '2027-01-01 00:00')).toBe(1);
  });

  it('says a length in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45分');
    expect(formatDuration(120)).toBe('2小时');
    expect(formatDuration(375)).toBe('6小时15分');
  });
});
