import { describe, expect, it } from 'vitest';
import { accidentRefundBasis, refundLine, ticketCharges } from './after-sales';
import type { FeeBands } from './fares';

// The refund table of docs/rules.md (fare families).
const SPECIAL: FeeBands = { from7Days: 20, from48Hours: 30, from4Hours: 50, late: 70 };
const STANDARD: FeeBands = { from7Days: 5, from48Hours: 10, from4Hours: 20, late: 30 };
const FULL: FeeBands = { from7Days: 0, from48Hours: 5, from4Hours: 5, late: 10 };

const departure = new Date('2026-12-20T02:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (beforeMs: number) => new Date(departure.getTime() - beforeMs);

const charges = ticketCharges([
  { kind: 'FARE', amount: 123_000 },
  { kind: 'DEVELOPMENT_FUND', amount: 5000 },
  { kind: 'FUEL', amount: 2000 },
  { kind: 'INSURANCE', amount: 3000 },
  { kind: 'COUPON', amount: -1500 },
]);

describe('refundLine', () => {
  // Fare ¥1230: fee = percent of ¥1230, to the whole yuan, halves up.
  const cases: [string, FeeBands, number, number][] = [
    ['特惠 ≥7d', SPECIAL, 7 * 24 * HOUR + MIN, 24_600],
    ['特惠 <7d', SPECIAL, 7 * 24 * HOUR - MIN, 36_900],
    ['特惠 ≥48h', SPECIAL, 48 * HOUR + MIN, 36_900],
    ['特惠 <48h', SPECIAL, 48 * HOUR - MIN, 61_500],
    ['特惠 ≥4h', SPECIAL, 4 * HOUR + MIN, 61_500],
    ['特惠 <4h', SPECIAL, 4 * HOUR - MIN, 86_100],
    ['标准 ≥7d', STANDARD, 7 * 24 * HOUR + MIN, 6200], // 61.5 → 62
    ['标准 <7d', STANDARD, 7 * 24 * HOUR - MIN, 12_300],
    ['标准 <48h', STANDARD, 48 * HOUR - MIN, 24_600],
    ['标准 <4h', STANDARD, 4 * HOUR - MIN, 36_900],
    ['全价 ≥7d', FULL, 7 * 24 * HOUR + MIN, 0],
    ['全价 <7d', FULL, 7 * 24 * HOUR - MIN, 6200],
    ['全价 <48h', FULL, 48 * HOUR - MIN, 6200],
    ['全价 <4h', FULL, 4 * HOUR - MIN, 12_300],
  ];
  it.each(cases)('%s: fee %s', (_name, bands, before, fee) => {
    const line = refundLine(charges, bands, departure, at(before));
    expect(line.fee).toBe(fee);
    expect(line.fareRefund).toBe(123_000 - fee - 1500);
    expect(line.refund).toBe(123_000 - fee - 1500 + 5000 + 2000 + 3000);
    expect(line.paid).toBe(123_000 - 1500 + 5000 + 2000 + 3000);
  });

  it('keeps the insurance after departure, refunds taxes and fuel', () => {
    const line = refundLine(charges, STANDARD, departure, new Date(departure.getTime() + MIN));
    expect(line).toMatchObject({
      feePercent: 30,
      fee: 36_900,
      insurance: 0,
      developmentFund: 5000,
      fuel: 2000,
    });
    expect(line.refund).toBe(123_000 - 36_900 - 1500 + 7000);
    const justBefore = refundLine(charges, STANDARD, departure, new Date(departure.getTime() - MIN));
    expect(justBefore.insurance).toBe(3000);
  });

  it('never refunds a negative fare', () => {
    const line = refundLine({ ...charges, couponShare: 120_000 }, SPECIAL, departure, at(HOUR));
    expect(line.fareRefund).toBe(0);
    expect(line.refund).toBe(10_000);
  });
});

describe('accidentRefundBasis', () => {
  const scheduled = new Date('2026-12-20T02:00:00Z');
  const base = {
    ticketStatus: 'OPEN' as const,
    flightStatus: '计划',
    scheduledDeparture: scheduled,
    estimatedDeparture: null,
    actualDeparture: null,
  };
  const later = (ms: number) => new Date(scheduled.getTime() + ms);
  it('qualifies a cancelled flight or a delay of 2 hours or more at once, one minute each side', () => {
    expect(accidentRefundBasis({ ...base, flightStatus: '取消' }).basis).toBe('AUTO');
    expect(accidentRefundBasis({ ...base, estimatedDeparture: later(2 * HOUR) }).basis).toBe('AUTO');
    expect(accidentRefundBasis({ ...base, estimatedDeparture: later(2 * HOUR - MIN) }).basis).toBe('PROOF');
    expect(accidentRefundBasis({ ...base, actualDeparture: later(2 * HOUR + MIN) }).basis).toBe('AUTO');
  });
  it('asks proof otherwise, and refuses a used or refunded ticket', () => {
    expect(accidentRefundBasis(base).basis).toBe('PROOF');
    expect(accidentRefundBasis({ ...base, ticketStatus: 'USED' }).basis).toBe('NONE');
    expect(accidentRefundBasis({ ...base, ticketStatus: 'REFUNDED', flightStatus: '取消' }).basis).toBe(
      'NONE',
    );
    expect(accidentRefundBasis({ ...base, ticketStatus: 'CHECKED_IN', flightStatus: '取消' }).basis).toBe(
      'AUTO',
    );
    expect(accidentRefundBasis({ ...base, ticketStatus: 'CHECKED_IN' }).basis).toBe('NONE');
  });
});
