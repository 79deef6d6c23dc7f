import { describe, expect, it } from 'vitest';
import { TicketQueryMessages, seatsFor, validateTicketQuery, type TicketQueryInput } from './ticket-query';

const TODAY = '2025-06-10';
const CITIES: Record<string, string> = {
  PEK: 'BJS',
  PKX: 'BJS',
  SHA: 'SHA',
  PVG: 'SHA',
  CAN: 'CAN',
  CTU: 'CTU',
};
const cityOf = (code: string) => CITIES[code];

const leg = (dep: string, arr: string, flightDate = '2025-06-12') => ({ dep, arr, flightDate });
const query = (overrides: Partial<TicketQueryInput> = {}): TicketQueryInput => ({
  hasRt: 0,
  legs: [leg('PEK', 'SHA')],
  adultNum: 1,
  childNum: 0,
  infantNum: 0,
  ...overrides,
});
const check = (overrides: Partial<TicketQueryInput> = {}, withAirports = true) =>
  validateTicketQuery(query(overrides), { today: TODAY, ...(withAirports ? { cityOf } : {}) });

describe('validateTicketQuery', () => {
  it('accepts one-way, round-trip and multi-leg trips of the right shape', () => {
    expect(check()).toBeNull();
    expect(check({ hasRt: 1, legs: [leg('PEK', 'SHA'), leg('SHA', 'PEK', '2025-06-12')] })).toBeNull();
    expect(check({ hasRt: 1, legs: [leg('PEK', 'SHA'), leg('PVG', 'PKX', '2025-06-20')] })).toBeNull();
    expect(
      check({
        hasRt: 2,
        legs: [
          leg('PEK', 'SHA'),
          leg('SHA', 'CAN', '2025-06-12'),
          leg('CAN', 'CTU', '2025-06-14'),
          leg('CTU', 'PEK', '2025-06-30'),
        ],
      }),
    ).toBeNull();
  });

  it('counts the legs by trip type', () => {
    expect(check({ legs: [] })).toBe(TicketQueryMessages.oneWayLegs);
    expect(check({ legs: [leg('PEK', 'SHA'), leg('SHA', 'PEK')] })).toBe('单程只能查询1个航段!');
    expect(check({ hasRt: 1 })).toBe('往返行程需包含去程和返程2个航段!');
    expect(check({ hasRt: 2 })).toBe('多程需添加2至4个航段!');
    const five = ['PEK', 'SHA', 'CAN', 'CTU', 'PVG', 'PKX'];
    expect(check({ hasRt: 2, legs: five.slice(1).map((arr, i) => leg(five[i]!, arr)) })).toBe(
      '多程需添加2至4个航段!',
    );
  });

  it('refuses the same city, an unknown airport, a bad or past date with their messages', () => {
    expect(check({ legs: [leg('PEK', 'PEK')] })).toBe('到达城市和出发城市不能相同!');
    expect(check({ legs: [leg('PEK', 'PKX')] })).toBe('到达城市和出发城市不能相同!');
    expect(check({ legs: [leg('ZZZ', 'SHA')] })).toBe('未找到该机场');
    expect(check({ legs: [leg('PEK', 'ZZZ')] })).toBe('未找到该机场');
    expect(check({ legs: [leg('PEK', 'SHA', '2025-02-30')] })).toBe('日期格式需为YYYY-MM-DD');
    expect(check({ legs: [leg('PEK', 'SHA', '2025-06-09')] })).toBe('出发日期不能小于当前日期!');
    expect(check({ legs: [leg('PEK', 'SHA', TODAY)] })).toBeNull();
  });

  it('leaves airports to the browser when no airport list is given', () => {
    expect(check({ legs: [leg('ZZZ', 'YYY')] }, false)).toBeNull();
    expect(check({ legs: [leg('ZZZ', 'ZZZ')] }, false)).toBe('到达城市和出发城市不能相同!');
  });

  it('wants a return back between the same cities, not before the outbound', () => {
    expect(check({ hasRt: 1, legs: [leg('PEK', 'SHA'), leg('CAN', 'PEK')] })).toBe(
      '返程需从到达城市返回出发城市!',
    );
    expect(check({ hasRt: 1, legs: [leg('PEK', 'SHA'), leg('SHA', 'CAN')] })).toBe(
      '返程需从到达城市返回出发城市!',
    );
    expect(
      check({ hasRt: 1, legs: [leg('PEK', 'SHA', '2025-06-12'), leg('SHA', 'PEK', '2025-06-11')] }),
    ).toBe('返程日期不能小于出发日期!');
  });

  it('wants the legs of a multi-leg trip in date order', () => {
    expect(
      check({ hasRt: 2, legs: [leg('PEK', 'SHA', '2025-06-12'), leg('SHA', 'CAN', '2025-06-11')] }),
    ).toBe('多程各航段的出发日期需按行程先后排列!');
  });

  it('applies the passenger rules of docs/rules.md last, word for word', () => {
    expect(check({ adultNum: 5, childNum: 4, infantNum: 1 })).toBe('最多添加5位成人，4位儿童（含婴儿）！');
    expect(check({ adultNum: 1, infantNum: 2 })).toBe('一个成人最多可携带1名婴儿！');
    expect(check({ adultNum: 6 })).toBe('最多添加5位成人！');
    expect(check({ legs: [leg('PEK', 'PEK')], adultNum: 6 })).toBe('到达城市和出发城市不能相同!');
  });

  it('seats adults and children, not infants', () => {
    expect(seatsFor({ adultNum: 2, childNum: 1, infantNum: 2 })).toBe(3);
  });
});
