import { describe, it, expect } from 'vitest';
import {
  cheapestOpenClass,
  fareAtPercent,
  feeAmount,
  FEE_BANDS,
  feePercentFor,
  isOnSale,
  isSpecialFare,
  nestedAvailability,
  passengerFare,
  passengerQuote,
  passengerTaxes,
  salesCutoff,
  type FeeBands,
  type NestedClass,
  type PassengerType,
} from './fares';

/** PEK–SHA as seeded: Y ¥1950, business ¥4680, fuel surcharge ¥20. */
const Y = 195_000;
const C = 468_000;

const adult = (discountPercent: number, cabinFullFare = Y) =>
  passengerFare({ cabinFullFare, discountPercent, passengerType: 'ADT' });

describe('fareAtPercent: half up to the nearest 10 yuan', () => {
  it('keeps exact tens and rounds ¥5 up, ¥4.99 down', () => {
    expect(fareAtPercent(100_000, 50)).toBe(50_000);
    expect(fareAtPercent(10_000, 5)).toBe(1_000); // ¥5 → ¥10
    expect(fareAtPercent(9_998, 5)).toBe(0); // ¥4.999 → ¥0
    expect(fareAtPercent(15_000, 10)).toBe(2_000); // ¥15 → ¥20
    expect(fareAtPercent(14_999, 10)).toBe(1_000); // ¥14.9999 → ¥10
    expect(fareAtPercent(Y, 30)).toBe(59_000); // ¥585 → ¥590
    expect(fareAtPercent(194_980, 30)).toBe(58_000); // ¥584.94 → ¥580
  });

  it('gives 0 for a 0 fare and refuses fractions of fen and impossible percents', () => {
    expect(fareAtPercent(0, 30)).toBe(0);
    expect(() => fareAtPercent(1_000.5, 50)).toThrow(RangeError);
    expect(() => fareAtPercent(-1_000, 50)).toThrow(RangeError);
    expect(() => fareAtPercent(Y, 101)).toThrow(RangeError);
    expect(() => fareAtPercent(Y, -5)).toThrow(RangeError);
  });
});

describe('passengerFare (docs/rules.md)', () => {
  it('prices every economy class of Y ¥1950 as the class fare, to 10 yuan', () => {
    const fares = [100, 90, 80, 70, 60, 55, 50, 45, 40, 35, 30].map((p) => adult(p));
    expect(fares).toEqual([
      195_000, 176_000, 156_000, 137_000, 117_000, 107_000, 98_000, 88_000, 78_000, 68_000, 59_000,
    ]);
  });

  it('charges an infant 10% of Y, whatever class the adult books', () => {
    for (const discountPercent of [100, 55, 30]) {
      expect(passengerFare({ cabinFullFare: Y, discountPercent, passengerType: 'INF' })).toBe(20_000); // ¥195 → ¥200
    }
  });

  it('charges a child 50% of Y, or the adult class fare when that is lower', () => {
    expect(passengerFare({ cabinFullFare: Y, discountPercent: 100, passengerType: 'CHD' })).toBe(98_000); // ¥975 → ¥980
    expect(passengerFare({ cabinFullFare: Y, discountPercent: 55, passengerType: 'CHD' })).toBe(98_000);
    // A 30% class (¥585 → ¥590) is cheaper than half of Y: the child pays what the adult pays.
    expect(passengerFare({ cabinFullFare: Y, discountPercent: 30, passengerType: 'CHD' })).toBe(59_000);
    expect(passengerFare({ cabinFullFare: Y, discountPercent: 50, passengerType: 'CHD' })).toBe(98_000);
  });

  it('charges a hero (伤残军人/伤残人民警察) 50% of the cabin full fare, or the adult class fare when lower', () => {
    expect(passengerFare({ cabinFullFare: Y, discountPercent: 80, passengerType: 'HERO' })).toBe(98_000);
    expect(passengerFare({ cabinFullFare: C, discountPercent: 100, passengerType: 'HERO' })).toBe(234_000);
    expect(passengerFare({ cabinFullFare: Y, discountPercent: 40, passengerType: 'HERO' })).toBe(78_000);
  });

  it('takes child and infant fares in business from the business fare', () => {
    expect(adult(100, C)).toBe(468_000);
    expect(passengerFare({ cabinFullFare: C, discountPercent: 100, passengerType: 'CHD' })).toBe(234_000);
    expect(passengerFare({ cabinFullFare: C, discountPercent: 100, passengerType: 'INF' })).toBe(47_000); // ¥468 → ¥470
  });

  it('rounds a route with an odd Y the same way for every type', () => {
    // Y ¥870 (CTU–CKG): 45% = ¥391.5 → ¥390, child ¥435 → ¥440 (but ¥390 on the 45% class), infant ¥87 → ¥90.
    expect(adult(45, 87_000)).toBe(39_000);
    expect(passengerFare({ cabinFullFare: 87_000, discountPercent: 100, passengerType: 'CHD' })).toBe(44_000);
    expect(passengerFare({ cabinFullFare: 87_000, discountPercent: 45, passengerType: 'CHD' })).toBe(39_000);
    expect(passengerFare({ cabinFullFare: 87_000, discountPercent: 45, passengerType: 'INF' })).toBe(9_000);
  });
});

describe('passengerTaxes', () => {
  const taxes = (passengerType: PassengerType, fuelSurcharge = 2_000) =>
    passengerTaxes({ fuelSurcharge, passengerType });

  it('charges adults and heroes the ¥50 development fund and the full fuel surcharge', () => {
    expect(taxes('ADT')).toEqual({ developmentFund: 5_000, fuelSurcharge: 2_000, total: 7_000 });
    expect(taxes('HERO')).toEqual({ developmentFund: 5_000, fuelSurcharge: 2_000, total: 7_000 });
  });

  it('charges children half the fuel surcharge (to the yuan, halves up) and no fund', () => {
    expect(taxes('CHD')).toEqual({ developmentFund: 0, fuelSurcharge: 1_000, total: 1_000 });
    expect(taxes('CHD', 1_000)).toEqual({ developmentFund: 0, fuelSurcharge: 500, total: 500 });
    expect(taxes('CHD', 1_500).fuelSurcharge).toBe(800); // ¥7.5 → ¥8
  });

  it('charges infants nothing', () => {
    expect(taxes('INF')).toEqual({ developmentFund: 0, fuelSurcharge: 0, total: 0 });
  });

  it('adds fare and taxes into one quote', () => {
    expect(
      passengerQuote({ cabinFullFare: Y, discountPercent: 30, passengerType: 'ADT', fuelSurcharge: 2_000 }),
    ).toEqual({
      fare: 59_000,
      taxes: { developmentFund: 5_000, fuelSurcharge: 2_000, total: 7_000 },
      total: 66_000,
    });
    expect(
      passengerQuote({ cabinFullFare: Y, discountPercent: 30, passengerType: 'CHD', fuelSurcharge: 2_000 })
        .total,
    ).toBe(60_000); // the 30% class fare ¥590 (under half of Y) + half the fuel surcharge ¥10
  });
});

describe('nestedAvailability', () => {
  const cls = (code: string, rank: number, bookingLimit: number, sold = 0): NestedClass => ({
    code,
    rank,
    bookingLimit,
    sold,
  });

  it('offers each class its own limit when nothing is sold', () => {
    expect(nestedAvailability([cls('Y', 1, 150), cls('B', 2, 142), cls('T', 3, 12)])).toEqual({
      Y: 150,
      B: 142,
      T: 12,
    });
  });

  it('counts a cheap sale against every dearer limit', () => {
    // slack: A 10−4 = 6, B 6−2 = 4, C 3−1 = 2; availability is the running minimum.
    expect(nestedAvailability([cls('A', 1, 10, 2), cls('B', 2, 6, 1), cls('C', 3, 3, 1)])).toEqual({
      A: 6,
      B: 4,
      C: 2,
    });
  });

  it('never shows a cheap class more seats than a dearer one has left', () => {
    expect(nestedAvailability([cls('A', 1, 10, 8), cls('B', 2, 6), cls('C', 3, 3)])).toEqual({
      A: 2,
      B: 2,
      C: 2,
    });
  });

  it('closes a class at its limit or with limit 0, floors oversales at 0, ignores input order', () => {
    expect(nestedAvailability([cls('C', 3, 3, 3), cls('A', 1, 10), cls('B', 2, 6)])).toEqual({
      A: 7,
      B: 3,
      C: 0,
    });
    expect(nestedAvailability([cls('A', 1, 10), cls('B', 2, 0)])).toEqual({ A: 10, B: 0 });
    expect(nestedAvailability([cls('A', 1, 5, 7), cls('B', 2, 3)])).toEqual({ A: 0, B: 0 });
    expect(nestedAvailability([])).toEqual({});
  });
});

describe('cheapestOpenClass', () => {
  const classes: Array<NestedClass & { discountPercent: number }> = [
    { code: 'Y', rank: 1, bookingLimit: 20, sold: 0, discountPercent: 100 },
    { code: 'K', rank: 2, bookingLimit: 10, sold: 0, discountPercent: 60 },
    { code: 'T', rank: 3, bookingLimit: 2, sold: 0, discountPercent: 30 },
  ];
  const withSold = (code: string, sold: number) => classes.map((c) => (c.code === code ? { ...c, sold } : c));

  it('offers the cheapest class with seats, keeping the caller’s fields', () => {
    expect(cheapestOpenClass(classes)).toEqual(classes[2]);
  });

  it('moves to the next dearer class when the cheapest sells out', () => {
    expect(cheapestOpenClass(withSold('T', 2))?.code).toBe('K');
    expect(cheapestOpenClass(withSold('K', 10))?.code).toBe('Y');
    expect(cheapestOpenClass(withSold('Y', 20))).toBeNull();
  });

  it('needs enough seats for the whole party', () => {
    expect(cheapestOpenClass(classes, 2)?.code).toBe('T');
    expect(cheapestOpenClass(classes, 3)?.code).toBe('K');
    expect(cheapestOpenClass(classes, 11)?.code).toBe('Y');
    expect(cheapestOpenClass(classes, 21)).toBeNull();
  });
});

describe('special fares and sales cut-off', () => {
  it('counts 50% of Y and below as special', () => {
    expect(isSpecialFare(50)).toBe(true);
    expect(isSpecialFare(30)).toBe(true);
    expect(isSpecialFare(55)).toBe(false);
  });

  it('sells a flight until more than 45 minutes before departure, not at 45', () => {
    const departure = new Date('2025-06-10T08:00:00+08:00');
    expect(isOnSale(departure, new Date('2025-06-10T07:14:59.999+08:00'))).toBe(true);
    expect(isOnSale(departure, new Date('2025-06-10T07:15:00+08:00'))).toBe(false);
    expect(isOnSale(departure, new Date('2025-06-10T09:00:00+08:00'))).toBe(false);
    expect(salesCutoff(new Date('2025-06-10T07:15:00+08:00')).getTime()).toBe(departure.getTime());
  });
});

describe('feePercentFor (docs/rules.md)', () => {
  const SAVER: FeeBands = { from7Days: 20, from48Hours: 30, from4Hours: 50, late: 70 };
  const STANDARD: FeeBands = { from7Days: 5, from48Hours: 10, from4Hours: 20, late: 30 };
  const departure = new Date('2025-06-10T08:00:00+08:00');
  const before = (ms: number) => new Date(departure.getTime() - ms);
  const H = 3_600_000;

  it('applies each band from its start, inclusive', () => {
    expect(feePercentFor(SAVER, departure, before(30 * 24 * H))).toBe(20);
    expect(feePercentFor(SAVER, departure, before(7 * 24 * H))).toBe(20);
    expect(feePercentFor(SAVER, departure, before(7 * 24 * H - 1))).toBe(30);
    expect(feePercentFor(SAVER, departure, before(48 * H))).toBe(30);
    expect(feePercentFor(SAVER, departure, before(48 * H - 1))).toBe(50);
    expect(feePercentFor(SAVER, departure, before(4 * H))).toBe(50);
    expect(feePercentFor(SAVER, departure, before(4 * H - 1))).toBe(70);
    expect(feePercentFor(SAVER, departure, before(0))).toBe(70);
    expect(feePercentFor(SAVER, departure, before(-2 * H))).toBe(70);
  });

  it('names the bands in the order they apply, each label with its start included', () => {
    // A moment inside each band, earliest band first: FEE_BANDS must list them in that order.
    const inside = [8 * 24 * H, 3 * 24 * H, 10 * H, H];
    expect(inside.map((ms) => feePercentFor(SAVER, departure, before(ms)))).toEqual(
      FEE_BANDS.map((band) => SAVER[band.key]),
    );
    expect(FEE_BANDS.map((band) => band.label)).toEqual([
      '起飞前7天（含）以上',
      '起飞前7天至48小时（含）',
      '起飞前48小时至4小时（含）',
      '起飞前4小时内及起飞后',
    ]);
  });

  it('reads the family’s own bands', () => {
    expect(feePercentFor(STANDARD, departure, before(3 * 24 * H))).toBe(10);
    expect(feePercentFor(STANDARD, departure, before(H))).toBe(30);
  });

  it('turns a percent into fen, to the whole yuan', () => {
    expect(feeAmount(59_000, 20)).toBe(11_800);
    expect(feeAmount(59_000, 5)).toBe(3_000); // ¥29.5 → ¥30
    expect(feeAmount(58_500, 5)).toBe(2_900); // ¥29.25 → ¥29
    expect(feeAmount(195_000, 0)).toBe(0);
  });
});
