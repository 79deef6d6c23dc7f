import { describe, expect, it } from 'vitest';
import { changeQuote } from './after-sales';

const STANDARD = { from7Days: 5, from48Hours: 10, from4Hours: 15, late: 20 };
const departure = new Date('2026-12-10T02:00:00Z');
const before = (ms: number) => new Date(departure.getTime() - ms);
const MIN = 60_000;

describe('changeQuote', () => {
  it('charges the fee on the fare paid, half up to the yuan, plus only a higher fare', () => {
    // ¥1230 × 5% = ¥61.50 → ¥62; a new fare ¥1500 adds ¥270.
    expect(changeQuote(STANDARD, departure, before(7 * 24 * 60 * MIN + MIN), 123_000, 150_000)).toEqual({
      paidFare: 123_000,
      newFare: 150_000,
      feePercent: 5,
      fee: 6_200,
      difference: 27_000,
      total: 33_200,
    });
    // A cheaper flight never pays back: the fee alone (10% a minute inside 7 days).
    expect(changeQuote(STANDARD, departure, before(7 * 24 * 60 * MIN - MIN), 123_000, 90_000)).toMatchObject({
      feePercent: 10,
      fee: 12_300,
      difference: 0,
      total: 12_300,
    });
    expect(changeQuote(STANDARD, departure, before(4 * 60 * MIN - MIN), 123_000, 123_000).feePercent).toBe(
      20,
    );
  });
});
