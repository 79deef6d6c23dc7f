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

describe('flashSaleDiscountPercent: rounds half up and stays within 1–100', () => {
  it.each([
    [39_900, 195_000, 20],
    [19_900, 134_000, 15],
    [100, 1_000_000, 1],
    [50_000, 50_000, 100],
    [1_000, 0, 100],
  ])('%i fen against %i fen is %i percent', (special, original, percent) => {
    expect(flashSaleDiscountPercent(special, original)).toBe(percent);
  });
});

describe('flashSaleSoldPercent: rounds down, 100% only when sold out, 1% for a single seat', () => {
  it.each([
    [0, 200, 0],
    [1, 200, 1],
    [137, 200, 68],
    [199, 200, 99],
    [999, 1000, 99],
    [200, 200, 100],
  ])('%i of %i sold is %i percent', (sold, total, percent) => {
    expect(flashSaleSoldPercent(sold, total)).toBe(percent);
  });
});
