import { describe, it, expect } from 'vitest';
import { CheckInMessages, FaqMessages, FlightStatusMessages, RuleMessages, SearchMessages } from './messages';

// The expected strings are typed out again on purpose: a changed character in messages.ts must fail here.
describe('the messages passengers see, exactly', () => {
  it('flight search messages, with the half-width ! and full-width ！ as written', () => {
    expect(SearchMessages).toEqual({
      depCityRequired: '出发城市不能为空!',
      arrCityRequired: '到达城市不能为空!',
      citiesSame: '到达城市和出发城市不能相同!',
      tripIncomplete: '您当前选择的行程不完整，请重新操作!',
      flightDateRequired: '出发日期不能为空!',
      flightDateBeforeToday: '出发日期不能小于当前日期!',
      returnDateRequired: '返程日期不能为空!',
      returnBeforeDeparture: '返程日期不能小于出发日期!',
      adultsMax: '最多添加5位成人！',
      totalMax: '最多添加5位成人，4位儿童（含婴儿）！',
      childrenPerAdult: '一个成人最多可携带3名儿童（含至多1名婴儿）！',
      childrenMax: '最多添加4名儿童（含婴儿）！',
      infantsPerAdult: '一个成人最多可携带1名婴儿！',
      adultsMin: '最少添加1位成人！',
      cityNoMatch: '输入有误',
    });
  });

  it('flight status messages', () => {
    expect(FlightStatusMessages).toEqual({
      flightNoRequired: '航班号不能为空!',
      flightNoInvalid: '请输入正确的航班号',
      flightDateRequired: '航班日期不能为空!',
      flightDateOutOfWindow: '航班日期超出可查询范围!',
    });
  });

  it('check-in messages, including the login prompt’s half-width comma and space', () => {
    expect(CheckInMessages).toEqual({
      nameRequired: '请输入乘机人姓名！',
      chineseNameLength: '乘机人中文姓名需2-12位！',
      englishNameLength: '乘机人英文姓名需2-24位！',
      nameScript: '乘机人姓名需全英文或全中文！',
      certNoRequired: '请输入乘机人有效证件！',
      certNoInvalid: '乘机人证件号码需由4-50位的英文及数字组成！',
      phoneRequired: '请输入手机号',
      phoneInvalid: '请输入正确的手机号',
      ticketNoRequired: '请输入票号！',
      ticketNoInvalid: '票号格式需为929开头的13位纯数字组成！',
      flightNoRequired: '航班号不能为空!',
      flightNoInvalid: '请输入正确的航班号',
      formInvalid: '请输入正确的值机信息',
      termsRequired: '请同意并阅读相关条款',
      loginRequired: '请先登录, 确定后进入登录页面！',
      passengerRequired: '请选择乘机人！',
      infantNotSelectable: '婴儿乘机人不能选择！',
      onePassengerOnly: '只能选择一位乘机人！',
      noSavedPassengers: '您的账号暂时没有乘机人，请到个人中心常用乘机人中添加！',
    });
  });

  it('FAQ messages', () => {
    expect(FaqMessages).toEqual({
      questionRequired: '请输入您的问题！',
      questionTooLong: '问题最多输入100个字',
    });
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
});
