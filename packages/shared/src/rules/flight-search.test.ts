import { describe, it, expect } from 'vitest';
import {
  changeDepartureDate,
  changeTripType,
  defaultFlightSearchForm,
  isFlightSearchForm,
  type FlightSearchForm,
  restoreSavedSearch,
  swapCities,
  validateFlightSearch,
  validatePassengerCounts,
  type KnownAirport,
} from './flight-search';

const TODAY = '2025-06-10';

const search = (overrides: Partial<FlightSearchForm> = {}): FlightSearchForm => ({
  dep: 'PEK',
  arr: 'CTU',
  depCity: '北京',
  arrCity: '成都',
  flightDate: '2025-06-12',
  endTime: '',
  adultNum: 1,
  childNum: 0,
  infantNum: 0,
  hero: false,
  hasRt: 0,
  ...overrides,
});

const check = (overrides: Partial<FlightSearchForm> = {}, knownAirports?: KnownAirport[]) =>
  validateFlightSearch(search(overrides), { today: TODAY, knownAirports });

const airports: KnownAirport[] = [
  { cityName: '北京', airportIata: 'PEK', airportCode: 'PEK' },
  { cityName: '北京', airportIata: 'PKX', airportCode: 'PKX' },
  { cityName: '成都', airportIata: 'TFU', airportCode: 'CTU' },
];

/** Adults, children, infants. */
type Counts = [number, number, number];
const counts = (adultNum: number, childNum: number, infantNum: number) =>
  validatePassengerCounts({ adultNum, childNum, infantNum });

describe('validateFlightSearch', () => {
  it('accepts a complete one-way search', () => {
    expect(check()).toBeNull();
  });

  it('requires the departure city', () => {
    expect(check({ depCity: '' })).toBe('出发城市不能为空!');
    expect(check({ depCity: '   ' })).toBe('出发城市不能为空!');
  });

  it('requires the arrival city', () => {
    expect(check({ arrCity: '' })).toBe('到达城市不能为空!');
    expect(check({ depCity: '', arrCity: '' })).toBe('出发城市不能为空!');
  });

  it('rejects the same city or the same airport at both ends', () => {
    expect(check({ arrCity: '北京', arr: 'PKX' })).toBe('到达城市和出发城市不能相同!');
    expect(check({ arrCity: '北京 ', arr: '' })).toBe('到达城市和出发城市不能相同!');
    expect(check({ arrCity: '北京首都', arr: 'PEK' })).toBe('到达城市和出发城市不能相同!');
  });

  it('says the trip is incomplete when a code is missing', () => {
    expect(check({ dep: '' })).toBe('您当前选择的行程不完整，请重新操作!');
    expect(check({ arr: ' ' })).toBe('您当前选择的行程不完整，请重新操作!');
  });

  it('checks cities against the known list, by either code', () => {
    expect(check({}, airports)).toBeNull();
    expect(check({ arr: 'TFU' }, airports)).toBeNull();
    expect(check({ arrCity: '重庆', arr: 'CKG' }, airports)).toBe('您当前选择的行程不完整，请重新操作!');
    // a city typed over after picking keeps a stale code that no longer belongs to it
    expect(check({ depCity: '北', dep: 'PEK' }, airports)).toBe('您当前选择的行程不完整，请重新操作!');
    expect(check({ dep: 'CTU', arr: 'PEK' }, airports)).toBe('您当前选择的行程不完整，请重新操作!');
  });

  it('requires a real departure date', () => {
    expect(check({ flightDate: '' })).toBe('出发日期不能为空!');
    expect(check({ flightDate: '2025-02-30' })).toBe('出发日期不能为空!');
  });

  it('rejects a departure date before today, and accepts today', () => {
    expect(check({ flightDate: '2025-06-09' })).toBe('出发日期不能小于当前日期!');
    expect(check({ flightDate: TODAY })).toBeNull();
  });

  it('reads an instant as the Shanghai calendar day', () => {
    // 2025-06-09T17:00Z is already 2025-06-10 01:00 in Shanghai
    const justAfterMidnight = new Date('2025-06-09T17:00:00Z');
    expect(validateFlightSearch(search({ flightDate: '2025-06-09' }), { today: justAfterMidnight })).toBe(
      '出发日期不能小于当前日期!',
    );
    const justBeforeMidnight = new Date('2025-06-09T15:59:00Z');
    expect(
      validateFlightSearch(search({ flightDate: '2025-06-09' }), { today: justBeforeMidnight }),
    ).toBeNull();
  });

  it('requires a return date on a round-trip only', () => {
    expect(check({ hasRt: 1, endTime: '' })).toBe('返程日期不能为空!');
    expect(check({ hasRt: 0, endTime: '' })).toBeNull();
    expect(check({ hasRt: 0, endTime: '2025-06-01' })).toBeNull();
  });

  it('rejects a return before departure; the same day is fine', () => {
    expect(check({ hasRt: 1, endTime: '2025-06-11' })).toBe('返程日期不能小于出发日期!');
    expect(check({ hasRt: 1, endTime: '2025-06-12' })).toBeNull();
    expect(check({ hasRt: 1, endTime: '2025-06-14' })).toBeNull();
  });

  it('checks the passengers last', () => {
    expect(check({ adultNum: 6 })).toBe('最多添加5位成人！');
    expect(check({ adultNum: 6, flightDate: '' })).toBe('出发日期不能为空!');
    expect(check({ adultNum: 6, hasRt: 1, endTime: '' })).toBe('返程日期不能为空!');
  });

  it('follows the table order when several rules fail', () => {
    expect(check({ depCity: '', arrCity: '', dep: '', flightDate: '' })).toBe('出发城市不能为空!');
    expect(check({ arrCity: '', dep: '', flightDate: '' })).toBe('到达城市不能为空!');
    expect(check({ arrCity: '北京', dep: '', flightDate: '' })).toBe('到达城市和出发城市不能相同!');
    expect(check({ dep: '', flightDate: '' })).toBe('您当前选择的行程不完整，请重新操作!');
    expect(check({ flightDate: '', hasRt: 1, endTime: '' })).toBe('出发日期不能为空!');
  });
});

describe('validatePassengerCounts', () => {
  it('accepts the selectors’ ordinary choices', () => {
    expect(counts(1, 0, 0)).toBeNull();
    expect(counts(1, 2, 1)).toBeNull();
    expect(counts(1, 3, 0)).toBeNull();
    expect(counts(2, 2, 2)).toBeNull();
  });

  // Each limit at its edge: the last choice it allows, then the first it refuses, with its message.
  it.each<[Counts, string | null]>([
    [[5, 0, 0], null],
    [[6, 0, 0], '最多添加5位成人！'],
    [[5, 3, 1], null],
    [[5, 4, 0], null],
    [[5, 5, 0], '最多添加5位成人，4位儿童（含婴儿）！'],
    [[5, 3, 2], '最多添加5位成人，4位儿童（含婴儿）！'],
    [[1, 3, 0], null],
    [[1, 4, 0], '一个成人最多可携带3名儿童（含至多1名婴儿）！'],
    [[1, 3, 1], '一个成人最多可携带3名儿童（含至多1名婴儿）！'],
    [[0, 1, 0], '一个成人最多可携带3名儿童（含至多1名婴儿）！'],
    [[2, 4, 0], null],
    [[2, 2, 2], null],
    [[2, 5, 0], '最多添加4名儿童（含婴儿）！'],
    [[4, 3, 2], '最多添加4名儿童（含婴儿）！'],
    [[1, 0, 1], null],
    [[2, 0, 2], null],
    [[1, 1, 2], '一个成人最多可携带1名婴儿！'],
    [[2, 0, 3], '一个成人最多可携带1名婴儿！'],
    [[0, 0, 0], '最少添加1位成人！'],
  ])('%j adults, children, infants: %s', (c, message) => {
    expect(counts(...c)).toBe(message);
  });

  it('checks in the table’s order', () => {
    // 6 adults + 4 children also breaks the total: adults first
    expect(counts(6, 4, 0)).toBe('最多添加5位成人！');
    // 5 + 5 young breaks the total, the 4-children cap and nothing before: total first
    expect(counts(5, 1, 4)).toBe('最多添加5位成人，4位儿童（含婴儿）！');
    // 1 adult, 4 children and 1 infant: per-adult rule before the 4-children cap and the infant rule
    expect(counts(1, 2, 3)).toBe('一个成人最多可携带3名儿童（含至多1名婴儿）！');
    // 2 adults, 2 children, 3 infants: 4-children cap before the infant rule
    expect(counts(2, 2, 3)).toBe('最多添加4名儿童（含婴儿）！');
  });
});

describe('FlightSearchForm shape', () => {
  it('accepts the form and rejects a wrong shape', () => {
    expect(isFlightSearchForm(search())).toBe(true);
    expect(isFlightSearchForm(search({ hasRt: 3 as never }))).toBe(false);
    expect(isFlightSearchForm(search({ adultNum: 1.5 }))).toBe(false);
    expect(isFlightSearchForm(search({ childNum: -1 }))).toBe(false);
    expect(isFlightSearchForm({ ...search(), hero: 'false' })).toBe(false);
  });
});

describe('trip type change', () => {
  it('one-way clears the return date', () => {
    expect(changeTripType(search({ hasRt: 1, endTime: '2025-06-15' }), 0)).toEqual(
      search({ hasRt: 0, endTime: '' }),
    );
  });

  it('round-trip without a return date returns two days after departure', () => {
    expect(changeTripType(search({ flightDate: '2025-06-30' }), 1)).toEqual(
      search({ flightDate: '2025-06-30', hasRt: 1, endTime: '2025-07-02' }),
    );
  });

  it('round-trip keeps a return date already chosen', () => {
    expect(changeTripType(search({ endTime: '2025-06-20' }), 1)).toEqual(
      search({ hasRt: 1, endTime: '2025-06-20' }),
    );
  });

  it('multi-leg only sets hasRt 2', () => {
    const form = search({ endTime: '2025-06-20', adultNum: 2 });
    expect(changeTripType(form, 2)).toEqual({ ...form, hasRt: 2 });
  });

  it('does not change the form it was given', () => {
    const form = search({ hasRt: 1, endTime: '2025-06-15' });
    changeTripType(form, 0);
    expect(form.endTime).toBe('2025-06-15');
  });
});

describe('departure date change', () => {
  it('moves a return on the new departure day and opens the return calendar', () => {
    expect(changeDepartureDate(search({ hasRt: 1, endTime: '2025-06-14' }), '2025-06-14')).toEqual({
      form: search({ hasRt: 1, flightDate: '2025-06-14', endTime: '2025-06-16' }),
      openReturnCalendar: true,
    });
  });

  it('moves a return before the new departure, across a month end', () => {
    expect(changeDepartureDate(search({ hasRt: 1, endTime: '2025-06-14' }), '2025-06-30')).toEqual({
      form: search({ hasRt: 1, flightDate: '2025-06-30', endTime: '2025-07-02' }),
      openReturnCalendar: true,
    });
  });

  it('keeps a later return', () => {
    expect(changeDepartureDate(search({ hasRt: 1, endTime: '2025-06-14' }), '2025-06-13')).toEqual({
      form: search({ hasRt: 1, flightDate: '2025-06-13', endTime: '2025-06-14' }),
      openReturnCalendar: false,
    });
  });

  it('leaves one-way trips alone', () => {
    expect(changeDepartureDate(search(), '2025-06-20')).toEqual({
      form: search({ flightDate: '2025-06-20' }),
      openReturnCalendar: false,
    });
  });
});

describe('swapCities', () => {
  it('exchanges codes and names', () => {
    expect(swapCities(search())).toEqual(
      search({ dep: 'CTU', arr: 'PEK', depCity: '成都', arrCity: '北京' }),
    );
  });

  it('swaps a half-filled form too', () => {
    expect(swapCities(search({ arr: '', arrCity: '' }))).toEqual(
      search({ dep: '', arr: 'PEK', depCity: '', arrCity: '北京' }),
    );
  });
});

describe('restoreSavedSearch', () => {
  // No cities, one adult, one way, departing today.
  const defaults = search({ dep: '', arr: '', depCity: '', arrCity: '', flightDate: TODAY });

  it('gives the default form when nothing or garbage was saved', () => {
    expect(defaultFlightSearchForm(TODAY)).toEqual(defaults);
    expect(restoreSavedSearch(null, TODAY)).toEqual(defaults);
    expect(restoreSavedSearch(undefined, TODAY)).toEqual(defaults);
    expect(restoreSavedSearch('{not json', TODAY)).toEqual(defaults);
    expect(restoreSavedSearch('[]', TODAY)).toEqual(defaults);
    expect(restoreSavedSearch({ ...search(), adultNum: '2' }, TODAY)).toEqual(defaults);
    expect(restoreSavedSearch({ ...search(), hasRt: 5 }, TODAY)).toEqual(defaults);
  });

  it('resets the departure date to today and keeps the rest', () => {
    const saved = search({ flightDate: '2025-05-01', adultNum: 2, childNum: 1, hero: true });
    expect(restoreSavedSearch(saved, TODAY)).toEqual({ ...saved, flightDate: TODAY });
  });

  it('reads the JSON string stored locally', () => {
    const saved = search({ flightDate: '2025-05-01' });
    expect(restoreSavedSearch(JSON.stringify(saved), TODAY)).toEqual({
      ...saved,
      flightDate: TODAY,
    });
  });

  it('turns multi-leg into one-way without a return date', () => {
    expect(restoreSavedSearch(search({ hasRt: 2, endTime: '2025-06-20' }), TODAY)).toEqual(
      search({ flightDate: TODAY, hasRt: 0, endTime: '' }),
    );
  });

  it('keeps a round-trip return still ahead, and moves one now in the past', () => {
    expect(restoreSavedSearch(search({ hasRt: 1, endTime: '2025-06-20' }), TODAY)).toEqual(
      search({ flightDate: TODAY, hasRt: 1, endTime: '2025-06-20' }),
    );
    expect(restoreSavedSearch(search({ hasRt: 1, endTime: '2025-06-01' }), TODAY)).toEqual(
      search({ flightDate: TODAY, hasRt: 1, endTime: '2025-06-12' }),
    );
  });

  it('fills fields missing from an older save and drops unknown ones', () => {
    const { hero: _hero, ...older } = search();
    expect(restoreSavedSearch({ ...older, extra: 1 }, TODAY)).toEqual(search({ flightDate: TODAY }));
  });

  it('resets passenger counts no selector could produce', () => {
    expect(restoreSavedSearch(search({ adultNum: 7, childNum: 1 }), TODAY)).toEqual(
      search({ flightDate: TODAY }),
    );
  });

  it('takes today from an instant on the Shanghai calendar', () => {
    expect(restoreSavedSearch(null, new Date('2025-06-09T16:30:00Z')).flightDate).toBe('2025-06-10');
  });
});
