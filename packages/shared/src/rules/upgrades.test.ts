import { describe, expect, it } from 'vitest';
import { quoteStatusAt, upgradeDifference } from './after-sales';

describe('upgrade rules', () => {
  it('charges the business fare less the fare paid, in fen, never below 0', () => {
    expect(upgradeDifference(250_000, 123_000)).toBe(127_000);
    expect(upgradeDifference(250_000, 250_000)).toBe(0);
    expect(upgradeDifference(100_000, 123_000)).toBe(0);
  });

  it('reads an unpaid quote (upgrade or date change) as expired one minute after its time, not one minute before', () => {
    const expiresAt = new Date('2026-12-20T02:10:00Z');
    expect(quoteStatusAt('QUOTED', expiresAt, new Date('2026-12-20T02:09:00Z'))).toBe('QUOTED');
    expect(quoteStatusAt('QUOTED', expiresAt, new Date('2026-12-20T02:11:00Z'))).toBe('EXPIRED');
    expect(quoteStatusAt('PAID', expiresAt, new Date('2026-12-20T02:11:00Z'))).toBe('PAID');
  });
});
