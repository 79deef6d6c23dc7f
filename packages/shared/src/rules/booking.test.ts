import { describe, expect, it } from 'vitest';
import { AccountMessages, idCardCheckChar } from './account';
import {
  bookingPassengerType,
  checkBookingParty,
  pairInfants,
  pickFamilyClass,
  priceOrder,
  validateBookingPassenger,
  type BookingPassengerInput,
  type FamilyClass,
} from './booking';
import { CheckInMessages, SearchMessages } from './messages';
import { BookingMessages } from './orders';
import { flashSaleFare } from './flash-sales';

const TODAY = '2026-03-10';
const TRAVEL = '2026-04-01';
const ctx = { travelDate: TRAVEL, today: TODAY, hero: false };

const idCard = (birthday: string, seq = 123) => {
  const body = `110105${birthday.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
};
const person = (name: string, birthday: string, seq = 123, extra: Partial<BookingPassengerInput> = {}) => ({
  name,
  certType: '身份证',
  certNo: idCard(birthday, seq),
  birthday,
  ...extra,
});

describe('booking passengers', () => {
  it('types a passenger by age on the first flight’s date, a day each side of each birthday', () => {
    // 12 on the travel date: adult; a day short: child.
    expect(bookingPassengerType('2014-04-01', TRAVEL, false)).toBe('ADT');
    expect(bookingPassengerType('2014-04-02', TRAVEL, false)).toBe('CHD');
    expect(bookingPassengerType('2024-04-01', TRAVEL, false)).toBe('CHD');
    expect(bookingPassengerType('2024-04-02', TRAVEL, false)).toBe('INF');
    // Every adult of a hero booking is a hero; children and infants keep their type.
    expect(bookingPassengerType('1980-01-01', TRAVEL, true)).toBe('HERO');
    expect(bookingPassengerType('2018-01-01', TRAVEL, true)).toBe('CHD');
  });

  it('checks name, certificate, birthday and phone with the check-in and account messages', () => {
    const ok = person('王小明', '1990-05-06');
    expect(validateBookingPassenger(ok, ctx)).toEqual({});
    expect(validateBookingPassenger({ ...ok, name: ' ' }, ctx).name).toBe(CheckInMessages.nameRequired);
    expect(validateBookingPassenger({ ...ok, name: '王' }, ctx).name).toBe(CheckInMessages.chineseNameLength);
    expect(validateBookingPassenger({ ...ok, name: '王Wang' }, ctx).name).toBe(CheckInMessages.nameScript);
    expect(validateBookingPassenger({ ...ok, certNo: ok.certNo.slice(0, 17) + 'Y' }, ctx).certNo).toBe(
      AccountMessages.idCardFormat,
    );
    const wrongCheck = ok.certNo.slice(0, 17) + (ok.certNo[17] === '0' ? '1' : '0');
    expect(validateBookingPassenger({ ...ok, certNo: wrongCheck }, ctx).certNo).toBe(
      AccountMessages.idCardChecksum,
    );
    expect(validateBookingPassenger({ ...ok, birthday: '1990-05-07' }, ctx).certNo).toBe(
      AccountMessages.idCardBirthdayMismatch,
    );
    expect(
      validateBookingPassenger({ ...ok, birthday: '2026-03-11', certNo: 'E1234567', certType: '护照' }, ctx)
        .birthday,
    ).toBe(AccountMessages.birthdayFuture);
    expect(validateBookingPassenger({ ...ok, birthday: '1990-02-30' }, ctx).birthday).toBe(
      AccountMessages.birthdayRequired,
    );
    expect(validateBookingPassenger({ ...ok, phone: '1381234567' }, ctx).phone).toBe(
      CheckInMessages.phoneInvalid,
    );
    expect(validateBookingPassenger({ ...ok, phone: '13812345678' }, ctx)).toEqual({});
    expect(validateBookingPassenger({ ...ok, certType: '护照', certNo: 'E1' }, ctx).certNo).toBe(
      AccountMessages.passportFormat,
    );
  });

  it('asks an adult on a hero booking for the certificate, and refuses it for a child', () => {
    const hero = { ...ctx, hero: true };
    const adult = person('李军', '1975-08-01');
    expect(validateBookingPassenger(adult, hero).heroCertNo).toBe(BookingMessages.heroCertRequired);
    expect(validateBookingPassenger({ ...adult, heroCertNo: '军-1' }, hero).heroCertNo).toBe(
      BookingMessages.heroCertInvalid,
    );
    expect(validateBookingPassenger({ ...adult, heroCertNo: 'SC2019001234' }, hero)).toEqual({});
    const child = person('李小军', '2018-08-01');
    expect(validateBookingPassenger(child, hero)).toEqual({});
    expect(validateBookingPassenger({ ...child, heroCertNo: 'SC2019001234' }, hero).heroCertNo).toBe(
      BookingMessages.heroAdultsOnly,
    );
    // Not a hero booking: the field is not looked at.
    expect(validateBookingPassenger(adult, ctx)).toEqual({});
  });
});

describe('the party', () => {
  const a1 = person('王大明', '1980-01-01', 101);
  const a2 = person('王二明', '1982-01-01', 102);
  const c1 = person('王小明', '2018-01-01', 103);
  const i1 = person('王宝宝', '2025-06-01', 104);
  const i2 = person('王贝贝', '2025-07-01', 105);

  it('refuses an empty party, a field, the same person twice, the search’s counts and a wrong count, in that order', () => {
    expect(checkBookingParty([], ctx)).toBe(BookingMessages.passengersRequired);
    expect(checkBookingParty([a1, { ...c1, name: '' }], ctx)).toBe(CheckInMessages.nameRequired);
    expect(checkBookingParty([a1, { ...a1, name: '王大名', certNo: a1.certNo.toLowerCase() }], ctx)).toBe(
      BookingMessages.passengerDuplicate,
    );
    expect(checkBookingParty([a1, i1, i2], ctx)).toBe(SearchMessages.infantsPerAdult);
    expect(checkBookingParty([c1], ctx)).toBe(SearchMessages.childrenPerAdult);
    const six = [101, 102, 103, 104, 105, 106].map((s) => person('张三丰', '1970-01-01', s));
    expect(checkBookingParty(six, ctx)).toBe(SearchMessages.adultsMax);
    expect(checkBookingParty([a1, c1], { ...ctx, counts: { adultNum: 2, childNum: 0, infantNum: 0 } })).toBe(
      BookingMessages.passengerCountMismatch,
    );
    expect(
      checkBookingParty([a1, c1], { ...ctx, counts: { adultNum: 1, childNum: 1, infantNum: 0 } }),
    ).toBeNull();
  });

  it('pairs each infant with an adult: the named one, else the next free one', () => {
    const types = ['ADT', 'ADT', 'INF', 'INF'] as const;
    expect(pairInfants([{}, {}, {}, {}], types)).toEqual(
      new Map([
        [2, 0],
        [3, 1],
      ]),
    );
    expect(pairInfants([{}, {}, {}, { accompaniedBy: 0 }], types)).toEqual(
      new Map([
        [3, 0],
        [2, 1],
      ]),
    );
    expect(pairInfants([{}, {}, { accompaniedBy: 0 }, { accompaniedBy: 0 }], types)).toBe(
      BookingMessages.infantNeedsAdult,
    );
    expect(pairInfants([{}, {}, { accompaniedBy: 3 }, {}], types)).toBe(BookingMessages.infantNeedsAdult);
    expect(checkBookingParty([a1, { ...i1, accompaniedBy: 2 }, c1], ctx)).toBe(
      BookingMessages.infantNeedsAdult,
    );
    expect(checkBookingParty([a1, a2, i1, i2], ctx)).toBeNull();
  });
});

describe('the class a family sells', () => {
  // Economy, nested: Y 100 seats for all, B 90, M 80; the SAVER family is M, STANDARD B, FLEX Y.
  const cabin = (sold: [number, number, number]): FamilyClass[] => [
    { code: 'Y', rank: 1, bookingLimit: 100, sold: sold[0], familyCode: 'FLEX', discountPercent: 100 },
    { code: 'B', rank: 2, bookingLimit: 90, sold: sold[1], familyCode: 'STANDARD', discountPercent: 90 },
    { code: 'M', rank: 3, bookingLimit: 80, sold: sold[2], familyCode: 'STANDARD', discountPercent: 80 },
  ];

  it('takes the family’s cheapest class with the seats, else its dearest with any, else none', () => {
    expect(pickFamilyClass(cabin([0, 0, 0]), 'STANDARD', 2)).toMatchObject({
      cls: { code: 'M' },
      seats: 80,
      sellable: true,
    });
    // M has one seat left: a party of 2 goes to B.
    expect(pickFamilyClass(cabin([0, 0, 79]), 'STANDARD', 2)).toMatchObject({
      cls: { code: 'B' },
      seats: 11,
      sellable: true,
    });
    // Cheaper sales use up dearer limits: 89 sold in M leaves B one seat.
    expect(pickFamilyClass(cabin([0, 0, 89]), 'STANDARD', 2)).toMatchObject({
      cls: { code: 'B' },
      seats: 1,
      sellable: false,
    });
    expect(pickFamilyClass(cabin([0, 10, 80]), 'STANDARD', 1)).toBeNull();
    expect(pickFamilyClass(cabin([0, 10, 80]), 'FLEX', 1)).toMatchObject({
      cls: { code: 'Y' },
      seats: 10,
      sellable: true,
    });
  });
});

describe('what an order costs', () => {
  it('adds the lines of every ticket to the total, the coupon spread by fare', () => {
    const tickets = [
      { passenger: 0, segment: 0, fare: 68000, developmentFund: 5000, fuelSurcharge: 2000 },
      { passenger: 1, segment: 0, fare: 34000, developmentFund: 0, fuelSurcharge: 1000 },
      { passenger: 2, segment: 0, fare: 8000, developmentFund: 0, fuelSurcharge: 0 },
    ];
    const price = priceOrder(tickets, {
      insurance: new Map([[0, [{ code: 'ACC', name: '航空意外险', price: 3000 }]]]),
      meals: new Map([['1:0', { code: 'KID', name: '儿童餐', price: 3000 }]]),
      coupon: { code: '7', name: '9.5折券', terms: { couponType: 2, amount: 95 } },
    });
    expect(price.fareTotal).toBe(110000);
    expect(price.taxTotal).toBe(8000);
    expect(price.insuranceTotal).toBe(3000);
    expect(price.mealTotal).toBe(3000);
    // 5% of ¥1,100 payable rounded to the yuan: ¥1,045 payable, ¥55 off.
    expect(price.discountTotal).toBe(5500);
    expect(price.amountTotal).toBe(110000 + 8000 + 3000 + 3000 - 5500);
    expect(price.charges.reduce((a, c) => a + c.amount, 0)).toBe(price.amountTotal);
    expect(price.charges.filter((c) => c.kind === 'COUPON').map((c) => c.amount)).toEqual([
      -3400, -1700, -400,
    ]);
    // No 0 lines for an infant's taxes.
    expect(price.charges.filter((c) => c.passenger === 2).map((c) => c.kind)).toEqual(['FARE', 'COUPON']);
  });

  it('takes a fixed coupon whole, at most the fares', () => {
    const t = [{ passenger: 0, segment: 0, fare: 20000, developmentFund: 5000, fuelSurcharge: 0 }];
    const fixed = (amount: number) =>
      priceOrder(t, { coupon: { code: '1', name: '立减券', terms: { couponType: 1, amount } } });
    expect(fixed(3000).amountTotal).toBe(22000);
    expect(fixed(30000).discountTotal).toBe(20000);
    expect(fixed(30000).amountTotal).toBe(5000);
  });

  it('sells a flash-sale fare at the special price unless the passenger’s own is lower', () => {
    expect(flashSaleFare('ADT', 68000, 39900)).toBe(39900);
    expect(flashSaleFare('CHD', 34000, 39900)).toBe(34000);
    expect(flashSaleFare('HERO', 34000, 19900)).toBe(19900);
    expect(flashSaleFare('INF', 8000, 3000)).toBe(8000);
  });
});
