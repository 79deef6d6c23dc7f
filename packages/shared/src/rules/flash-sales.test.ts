import { describe, expect, it } from 'vitest';
import {
  flashSaleDiscountPercent,
  flashSaleSoldPercent,
  flashSaleState,
  matchesFlashSaleFilter,
} from './flash-sales';

describe('flashSaleState: on from the start (inclusive) to the end (exclusive)', () => {
  const start = '2026-12-12T10:00:00+08:00';
  const end = '2026-12-12T22:00:00+08:00';
  const at = (iso: string) => new Date(iso);

  it('reads the boundaries to the millisecond', () => {
    expect(flashSaleState(start, end, at('2026-12-12T09:59:59.999+08:00'))).toBe('upcoming');
    expect(flashSaleState(start, end, at(start))).toBe('ongoing');
    expect(flashSaleState(start, end, at('2026-12-12T21:59:59.999+08:00'))).toBe('ongoing');
    expect(flashSaleState(start, end, at(end))).toBe('ended');
  });

  it('takes dates, epoch milliseconds and ISO strings alike', () => {
    const now = Date.parse('2026-12-12T12:00:00+08:00');
    expect(flashSaleState(new Date(start), Date.parse(end), now)).toBe('ongoing');
  });
});

describe('matchesFlashSaleFilter', () => {
  it('lists ongoing and upcoming without a filter, everything with all', () => {
    expect(matchesFlashSaleFilter('ongoing')).toBe(true);
    expect(matchesFlashSaleFilter('upcoming')).toBe(true);
    expect(matchesFlashSaleFilter('ended')).toBe(false);
    expect(matchesFlashSaleFilter('ended', 'all')).toBe(true);
    expect(matchesFlashSaleFilter('ongoing', 'upcoming')).toBe(false);
    expect(matchesFlashSaleFilter('ended', 'ended')).toBe(true);
  });
});

describe('flashSaleDiscountPercent', () => {
  it('rounds half up and stays within 1–100', () => {
    expect(flashSaleDiscountPercent(39_900, 195_000)).toBe(20);
    expect(flashSaleDiscountPercent(19_900, 134_000)).toBe(15);
    expect(flashSaleDiscountPercent(100, 1_000_000)).toBe(1);
    expect(flashSaleDiscountPercent(50_000, 50_000)).toBe(100);
    expect(flashSaleDiscountPercent(1_000, 0)).toBe(100);
  });
});

describe('flashSaleSoldPercent', () => {
  it('rounds down, shows 100% only when sold out and 1% for a single seat', () => {
    expect(flashSaleSoldPercent(0, 200)).toBe(0);
    expect(flashSaleSoldPercent(1, 200)).toBe(1);
    expect(flashSaleSoldPercent(137, 200)).toBe(68);
    expect(flashSaleSoldPercent(199, 200)).toBe(99);
    expect(flashSaleSoldPercent(999, 1000)).toBe(99);
    expect(flashSaleSoldPercent(200, 200)).toBe(100);
  });
});
