import { describe, it, expect } from 'vitest';
import { FlightStatusMode, TripType } from '../constants';
import {
  checkCertNo,
  checkFlightNo,
  checkName,
  checkPhone,
  checkTicketNo,
  validateCheckIn,
  validatePassengerPick,
  type CheckInForm,
} from './checkin';
import { validateFaqQuestion } from './faq';
import {
  defaultFlightSearchForm,
  validateFlightSearch,
  validatePassengerCounts,
  type FlightSearchForm,
} from './flight-search';
import { validateFlightStatus, type FlightStatusForm } from './flight-status';
import { CheckInMessages, RuleMessages, SearchMessages } from './messages';

/*
 * Each message is asserted as the passenger reads it, typed out in full, from the rule that gives
 * it: a changed character in messages.ts, or a rule answering with another message, fails here.
 */

const today = '2025-06-10';
const search = (over: Partial<FlightSearchForm>) =>
  validateFlightSearch(
    { ...defaultFlightSearchForm(today), dep: 'PEK', arr: 'CTU', depCity: '北京', arrCity: '成都', ...over },
    { today },
  );
const counts = (adultNum: number, childNum: number, infantNum: number) =>
  validatePassengerCounts({ adultNum, childNum, infantNum });
const status = (over: Partial<FlightStatusForm>) =>
  validateFlightStatus(
    { depCity: '', orgCity: '', dstCity: '', arrCity: '', flightNo: 'JC1234', flightDate: today, ...over },
    FlightStatusMode.ByFlightNo,
    { today },
  );
const checkInForm: CheckInForm = {
  name: '张三',
  certNo: '110101199001011234',
  phone: '13800138000',
  flightNo: 'JC1234',
  ticketNo: '9291234567890',
};

describe('the messages passengers see, exactly', () => {
  it('flight search messages, with the half-width ! and full-width ！ as written', () => {
    expect(search({ depCity: '' })).toBe('出发城市不能为空!');
    expect(search({ arrCity: '' })).toBe('到达城市不能为空!');
    expect(search({ arrCity: '北京' })).toBe('到达城市和出发城市不能相同!');
    expect(search({ arr: '' })).toBe('您当前选择的行程不完整，请重新操作!');
    expect(search({ flightDate: '' })).toBe('出发日期不能为空!');
    expect(search({ flightDate: '2025-06-09' })).toBe('出发日期不能小于当前日期!');
    expect(search({ hasRt: TripType.RoundTrip })).toBe('返程日期不能为空!');
    expect(search({ hasRt: TripType.RoundTrip, endTime: '2025-06-09' })).toBe('返程日期不能小于出发日期!');
    expect(counts(6, 0, 0)).toBe('最多添加5位成人！');
    expect(counts(5, 5, 0)).toBe('最多添加5位成人，4位儿童（含婴儿）！');
    expect(counts(1, 4, 0)).toBe('一个成人最多可携带3名儿童（含至多1名婴儿）！');
    expect(counts(2, 5, 0)).toBe('最多添加4名儿童（含婴儿）！');
    expect(counts(1, 1, 2)).toBe('一个成人最多可携带1名婴儿！');
    expect(counts(0, 0, 0)).toBe('最少添加1位成人！');
    // No rule returns it: the city box shows it when nothing matches what was typed.
    expect(SearchMessages.cityNoMatch).toBe('输入有误');
  });

  it('flight status messages', () => {
    expect(status({ flightNo: '' })).toBe('航班号不能为空!');
    expect(status({ flightNo: 'JC12345' })).toBe('请输入正确的航班号');
    expect(status({ flightDate: '' })).toBe('航班日期不能为空!');
    expect(status({ flightDate: '2025-06-14' })).toBe('航班日期超出可查询范围!');
  });

  it.each([
    { check: checkName, value: '', message: '请输入乘机人姓名！' },
    { check: checkName, value: '张', message: '乘机人中文姓名需2-12位！' },
    { check: checkName, value: 'A', message: '乘机人英文姓名需2-24位！' },
    { check: checkName, value: '张A', message: '乘机人姓名需全英文或全中文！' },
    { check: checkCertNo, value: '', message: '请输入乘机人有效证件！' },
    { check: checkCertNo, value: '12-3', message: '乘机人证件号码需由4-50位的英文及数字组成！' },
    { check: checkPhone, value: '', message: '请输入手机号' },
    { check: checkPhone, value: '1380013800', message: '请输入正确的手机号' },
    { check: checkTicketNo, value: '', message: '请输入票号！' },
    { check: checkTicketNo, value: '9281234567890', message: '票号格式需为929开头的13位纯数字组成！' },
    { check: checkFlightNo, value: '', message: '航班号不能为空!' },
    { check: checkFlightNo, value: 'JC12345', message: '请输入正确的航班号' },
  ])('check-in field message: $check.name($value) is $message', ({ check, value, message }) => {
    expect(check(value)).toBe(message);
  });

  it('check-in form messages, including the login prompt’s half-width comma and space', () => {
    expect(validateCheckIn({ ...checkInForm, phone: '' }).formMessage).toBe('请输入正确的值机信息');
    expect(validateCheckIn(checkInForm, { termsAccepted: false }).formMessage).toBe('请同意并阅读相关条款');
    expect(validatePassengerPick([])).toBe('请选择乘机人！');
    expect(validatePassengerPick([{ type: 'INF' }])).toBe('婴儿乘机人不能选择！');
    expect(validatePassengerPick([{ type: 'ADT' }, { type: 'ADT' }])).toBe('只能选择一位乘机人！');
    // No rule returns these two: the check-in page shows them on its own.
    expect(CheckInMessages.loginRequired).toBe('请先登录, 确定后进入登录页面！');
    expect(CheckInMessages.noSavedPassengers).toBe('您的账号暂时没有乘机人，请到个人中心常用乘机人中添加！');
  });

  it('FAQ messages', () => {
    expect(validateFaqQuestion('  ')).toBe('请输入您的问题！');
    expect(validateFaqQuestion('问'.repeat(101))).toBe('问题最多输入100个字');
  });

  it('uses the exact code points for ! and ！', () => {
    expect(SearchMessages.depCityRequired.at(-1)).toBe('\u0021');
    expect(SearchMessages.adultsMax.at(-1)).toBe('\uff01');
    expect(CheckInMessages.loginRequired).toContain('\u002c\u0020');
    expect(SearchMessages.totalMax).toContain('\uff0c');
    expect(SearchMessages.childrenMax).toContain('\uff08含婴儿\uff09');
  });

  it('gives each rule its own message within an area', () => {
    for (const [area, messages] of Object.entries(RuleMessages)) {
      const values = Object.values(messages);
      // check-in shares the flight-number pair with flight status, not within itself
      expect(new Set(values).size, area).toBe(values.length);
    }
  });

  it('asserts every message above: none is added without its exact text here', () => {
    expect(Object.keys(SearchMessages)).toHaveLength(15);
    expect(Object.keys(RuleMessages.flightStatus)).toHaveLength(4);
    expect(Object.keys(CheckInMessages)).toHaveLength(19);
    expect(Object.keys(RuleMessages.faq)).toHaveLength(2);
  });
});
