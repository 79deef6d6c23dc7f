/**
 * Every validation message the passenger sees, character for character (docs/rules.md,
 * "Messages"). They mix half-width `!` and full-width `！` on purpose, as the airline's earlier
 * site did; keep each exactly as written. Messages marked "chosen" were added where no wording
 * existed.
 */

/** Flight search form (docs/rules.md, "Flight search"; the city box of section 4). */
export const SearchMessages = {
  depCityRequired: '出发城市不能为空!',
  arrCityRequired: '到达城市不能为空!',
  citiesSame: '到达城市和出发城市不能相同!',
  tripIncomplete: '您当前选择的行程不完整，请重新操作!',
  flightDateRequired: '出发日期不能为空!',
  /** Chosen: the rule says the departure date cannot be before today but gives no message. */
  flightDateBeforeToday: '出发日期不能小于当前日期!',
  /** Chosen: the rule had no message for a round-trip without a return date. */
  returnDateRequired: '返程日期不能为空!',
  returnBeforeDeparture: '返程日期不能小于出发日期!',
  adultsMax: '最多添加5位成人！',
  totalMax: '最多添加5位成人，4位儿童（含婴儿）！',
  childrenPerAdult: '一个成人最多可携带3名儿童（含至多1名婴儿）！',
  childrenMax: '最多添加4名儿童（含婴儿）！',
  infantsPerAdult: '一个成人最多可携带1名婴儿！',
  /** Chosen: the selector starts at 1 adult; this guards the server against 0. */
  adultsMin: '最少添加1位成人！',
  /** docs/rules.md: the city box found no match. */
  cityNoMatch: '输入有误',
} as const;

/** Flight status lookup (docs/rules.md, "Flight status"). Route mode reuses SearchMessages. */
export const FlightStatusMessages = {
  flightNoRequired: '航班号不能为空!',
  /** Chosen: the rule had no format message for the flight number. */
  flightNoInvalid: '请输入正确的航班号',
  /** Chosen: the rule says a date is required but gives no message. */
  flightDateRequired: '航班日期不能为空!',
  /** Chosen: the picker allows 3 months back to 3 days ahead; this is the server's message. */
  flightDateOutOfWindow: '航班日期超出可查询范围!',
} as const;

/** Online check-in (docs/rules.md "Check-in", section 6 login, section 8 saved passengers). */
export const CheckInMessages = {
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
  flightNoRequired: FlightStatusMessages.flightNoRequired,
  flightNoInvalid: FlightStatusMessages.flightNoInvalid,
  formInvalid: '请输入正确的值机信息',
  termsRequired: '请同意并阅读相关条款',
  loginRequired: '请先登录, 确定后进入登录页面！',
  passengerRequired: '请选择乘机人！',
  /** Chosen: the rule says infants cannot be selected but gives no message. */
  infantNotSelectable: '婴儿乘机人不能选择！',
  /** Chosen: the rule says only one passenger may be selected but gives no message. */
  onePassengerOnly: '只能选择一位乘机人！',
  noSavedPassengers: '您的账号暂时没有乘机人，请到个人中心常用乘机人中添加！',
} as const;

/** FAQ assistant (docs/rules.md, "FAQ"). */
export const FaqMessages = {
  questionRequired: '请输入您的问题！',
  /** Chosen: the rule gives the 100-character limit but no message. */
  questionTooLong: '问题最多输入100个字',
} as const;

/** All rule messages by area, for callers that look one up by key. */
export const RuleMessages = {
  search: SearchMessages,
  flightStatus: FlightStatusMessages,
  checkIn: CheckInMessages,
  faq: FaqMessages,
} as const;

type ValueOf<T> = T[keyof T];
export type SearchMessage = ValueOf<typeof SearchMessages>;
export type FlightStatusMessage = ValueOf<typeof FlightStatusMessages>;
export type CheckInMessage = ValueOf<typeof CheckInMessages>;
export type FaqMessage = ValueOf<typeof FaqMessages>;
export type RuleMessage = SearchMessage | FlightStatusMessage | CheckInMessage | FaqMessage;
