import { describe, it, expect } from 'vitest';
import {
  flightStatusDateWindow,
  isFlightNo,
  normalizeFlightNo,
  validateFlightStatus,
  type FlightStatusForm,
} from './flight-status';

const TODAY = '2025-06-10';

const statusForm = (overrides: Partial<FlightStatusForm> = {}): FlightStatusForm => ({
  depCity: '北京',
  orgCity: 'PEK',
  dstCity: 'CTU',
  arrCity: '成都',
  flightNo: '',
  flightDate: '2025-06-11',
  ...overrides,
});

const byRoute = (overrides: Partial<FlightStatusForm> = {}) =>
  validateFlightStatus(statusForm(overrides), 1, { today: TODAY });
const byFlightNo = (overrides: Partial<FlightStatusForm> = {}) =>
  validateFlightStatus(statusForm({ flightNo: 'JC1234', ...overrides }), 2, { today: TODAY });

describe('flightStatusDateWindow', () => {
  it('runs from 3 months back to 3 days ahead and defaults to tomorrow', () => {
    expect(flightStatusDateWindow(TODAY)).toEqual({
      min: '2025-03-10',
      max: '2025-06-13',
      defaultDate: '2025-06-11',
    });
  });

  it('clamps to the month end and crosses years', () => {
    expect(flightStatusDateWindow('2025-05-31')).toEqual({
      min: '2025-02-28',
      max: '2025-06-03',
      defaultDate: '2025-06-01',
    });
    expect(flightStatusDateWindow('2025-12-30')).toEqual({
      min: '2025-09-30',
      max: '2026-01-02',
      defaultDate: '2025-12-31',
    });
  });

  it('reads an instant on the Shanghai calendar', () => {
    expect(flightStatusDateWindow(new Date('2025-06-09T16:00:00Z')).defaultDate).toBe('2025-06-11');
  });

  it('refuses a malformed today', () => {
    expect(() => flightStatusDateWindow('2025-6-1')).toThrow(RangeError);
  });
});

describe('validateFlightStatus by route', () => {
  it('accepts two different cities and a date', () => {
    expect(byRoute()).toBeNull();
  });

  it('uses the search form’s city messages', () => {
    expect(byRoute({ depCity: ' ' })).toBe('出发城市不能为空!');
    expect(byRoute({ arrCity: '' })).toBe('到达城市不能为空!');
    expect(byRoute({ arrCity: '北京', dstCity: 'PKX' })).toBe('到达城市和出发城市不能相同!');
    expect(byRoute({ dstCity: 'PEK' })).toBe('到达城市和出发城市不能相同!');
    expect(byRoute({ orgCity: '' })).toBe('您当前选择的行程不完整，请重新操作!');
  });

  it('ignores the flight number', () => {
    expect(byRoute({ flightNo: 'nonsense' })).toBeNull();
  });

  it('checks cities before the date', () => {
    expect(byRoute({ depCity: '', flightDate: '' })).toBe('出发城市不能为空!');
  });
});

describe('validateFlightStatus by flight number', () => {
  it('accepts a flight number and a date, whatever the cities', () => {
    expect(byFlightNo({ depCity: '', arrCity: '' })).toBeNull();
    expect(byFlightNo({ flightNo: ' jc 1234 ' })).toBeNull();
    expect(byFlightNo({ flightNo: '3U8888' })).toBeNull();
  });

  it('requires a flight number', () => {
    expect(byFlightNo({ flightNo: '' })).toBe('航班号不能为空!');
    expect(byFlightNo({ flightNo: '   ' })).toBe('航班号不能为空!');
  });

  it('rejects a number that is not a flight number', () => {
    expect(byFlightNo({ flightNo: 'JC12' })).toBe('请输入正确的航班号');
    expect(byFlightNo({ flightNo: 'JC12345' })).toBe('请输入正确的航班号');
    expect(byFlightNo({ flightNo: '123456' })).toBe('请输入正确的航班号');
  });
});

describe('validateFlightStatus date', () => {
  it('requires a date in either mode', () => {
    expect(byRoute({ flightDate: '' })).toBe('航班日期不能为空!');
    expect(byFlightNo({ flightDate: '2025-13-01' })).toBe('航班日期不能为空!');
  });

  it('accepts the window’s ends and refuses a day beyond either', () => {
    expect(byRoute({ flightDate: '2025-03-10' })).toBeNull();
    expect(byRoute({ flightDate: '2025-06-13' })).toBeNull();
    expect(byRoute({ flightDate: '2025-03-09' })).toBe('航班日期超出可查询范围!');
    expect(byFlightNo({ flightDate: '2025-06-14' })).toBe('航班日期超出可查询范围!');
  });
});

describe('flight numbers', () => {
  it('normalizes case and spaces', () => {
    expect(normalizeFlightNo(' jc 123 ')).toBe('JC123');
  });

  it('takes a two-character airline code and 3-4 digits', () => {
    expect(isFlightNo('JC123')).toBe(true);
    expect(isFlightNo('JC1234')).toBe(true);
    expect(isFlightNo('9C8765')).toBe(true);
    expect(isFlightNo('JC12')).toBe(false);
    expect(isFlightNo('JC12345')).toBe(false);
    expect(isFlightNo('J1234')).toBe(true); // airline J1, flight 234
    expect(isFlightNo('JCX123')).toBe(false);
    expect(isFlightNo('99123')).toBe(false);
    expect(isFlightNo('JC-123')).toBe(false);
  });
});
