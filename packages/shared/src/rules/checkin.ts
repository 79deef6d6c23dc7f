import { TICKET_NUMBER_PATTERN } from '../constants';
import type { PassengerType } from './fares';
import { isFlightNo } from './flight-status';
import { CheckInMessages, type CheckInMessage } from './messages';

/** The check-in form (docs/rules.md); the same fields make the /checkInList query. */
export interface CheckInForm {
  name: string;
  certNo: string;
  phone: string;
  flightNo: string;
  ticketNo: string;
}
export type CheckInField = keyof CheckInForm;
export type CheckInErrors = Partial<Record<CheckInField, CheckInMessage>>;

export interface CheckInValidation {
  /** True when every field passes and, if asked, the terms are accepted. */
  ok: boolean;
  /** The trimmed values, the ones to submit. */
  values: CheckInForm;
  /** The message under each failing field. */
  errors: CheckInErrors;
  /** 请输入正确的值机信息 when a field fails, else 请同意并阅读相关条款 when the terms are not ticked. */
  formMessage: CheckInMessage | null;
}

/**
 * Chinese names may carry the middle dot of transliterated names (买买提·艾力), as on the ID card.
 * English names are letters in parts separated by spaces or the passport's surname slash.
 */
const CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
const ENGLISH_NAME = /^[A-Za-z]+(?:(?: *\/ *| +)[A-Za-z]+)*$/;
const CERT_NO = /^[A-Za-z0-9]{4,50}$/;
/** Mainland mobile numbers. */
/** Online check-in opens this many hours before departure… */
export const CHECKIN_OPENS_HOURS = 24;
/** …and closes this many minutes before it (docs/rules.md). */
export const CHECKIN_CLOSES_MINUTES = 45;

export const MOBILE_PHONE_PATTERN = /^1[3-9]\d{9}$/;

const length = (text: string) => [...text].length;

/** A passenger name: all Chinese (2-12) or all English (2-24), as check-in and saved passengers require. */
export function checkName(name: string): CheckInMessage | null {
  if (!name) return CheckInMessages.nameRequired;
  if (CHINESE_NAME.test(name)) {
    const n = length(name);
    return n >= 2 && n <= 12 ? null : CheckInMessages.chineseNameLength;
  }
  if (ENGLISH_NAME.test(name)) {
    return name.length >= 2 && name.length <= 24 ? null : CheckInMessages.englishNameLength;
  }
  return CheckInMessages.nameScript;
}

export function checkCertNo(certNo: string): CheckInMessage | null {
  if (!certNo) return CheckInMessages.certNoRequired;
  return CERT_NO.test(certNo) ? null : CheckInMessages.certNoInvalid;
}

export function checkPhone(phone: string): CheckInMessage | null {
  if (!phone) return CheckInMessages.phoneRequired;
  return MOBILE_PHONE_PATTERN.test(phone) ? null : CheckInMessages.phoneInvalid;
}

export function checkFlightNo(flightNo: string): CheckInMessage | null {
  if (!flightNo) return CheckInMessages.flightNoRequired;
  return isFlightNo(flightNo) ? null : CheckInMessages.flightNoInvalid;
}

export function checkTicketNo(ticketNo: string): CheckInMessage | null {
  if (!ticketNo) return CheckInMessages.ticketNoRequired;
  return TICKET_NUMBER_PATTERN.test(ticketNo) ? null : CheckInMessages.ticketNoInvalid;
}

const checks: Record<CheckInField, (value: string) => CheckInMessage | null> = {
  name: checkName,
  certNo: checkCertNo,
  phone: checkPhone,
  flightNo: checkFlightNo,
  ticketNo: checkTicketNo,
};

/**
 * docs/rules.md, check-in: every field trimmed, then checked on its own so the form can mark
 * each one. `termsAccepted` is the terms checkbox; leave it out where there is none (the server).
 */
export function validateCheckIn(
  form: CheckInForm,
  { termsAccepted }: { termsAccepted?: boolean } = {},
): CheckInValidation {
  const values: CheckInForm = {
    name: form.name.trim(),
    certNo: form.certNo.trim(),
    phone: form.phone.trim(),
    flightNo: form.flightNo.trim(),
    ticketNo: form.ticketNo.trim(),
  };
  const errors: CheckInErrors = {};
  for (const field of Object.keys(checks) as CheckInField[]) {
    const message = checks[field](values[field]);
    if (message) errors[field] = message;
  }
  const formMessage =
    Object.keys(errors).length > 0
      ? CheckInMessages.formInvalid
      : termsAccepted === false
        ? CheckInMessages.termsRequired
        : null;
  return { ok: formMessage === null, values, errors, formMessage };
}

/**
 * docs/rules.md, the saved-passenger picker: exactly one passenger, never an infant (infants
 * check in with their adult). The first failing message or null.
 */
export function validatePassengerPick(selected: readonly { type?: string | null }[]): CheckInMessage | null {
  if (selected.length === 0) return CheckInMessages.passengerRequired;
  if (selected.some((p) => p.type === 'INF')) return CheckInMessages.infantNotSelectable;
  if (selected.length > 1) return CheckInMessages.onePassengerOnly;
  return null;
}

export type CheckInWindowState = 'notOpen' | 'open' | 'closed';

/**
 * Whether a segment can be checked in at `at`: from CHECKIN_OPENS_HOURS before departure
 * (inclusive) until CHECKIN_CLOSES_MINUTES before it (exclusive). Both instants are passed in so
 * the server and the web agree and tests can pin the clock.
 */
export function checkInWindow(
  departure: Date,
  at: Date,
): { state: CheckInWindowState; opensAt: Date; closesAt: Date } {
  const opensAt = new Date(departure.getTime() - CHECKIN_OPENS_HOURS * 60 * 60 * 1000);
  const closesAt = new Date(departure.getTime() - CHECKIN_CLOSES_MINUTES * 60 * 1000);
  const t = at.getTime();
  const state: CheckInWindowState =
    t < opensAt.getTime() ? 'notOpen' : t < closesAt.getTime() ? 'open' : 'closed';
  return { state, opensAt, closesAt };
}

/** Boarding starts this many minutes before departure; the boarding pass prints it. */
export const BOARDING_MINUTES_BEFORE = 40;

/** Refusals and states of check-in, seats and boarding passes (docs/trip-services.md). */
export const CheckInServiceMessages = {
  ticketNotFound: '未找到与您输入信息匹配的客票，请核对后重试',
  notOpen: '值机尚未开放，航班起飞前24小时开放在线值机',
  closed: '在线值机已截止（航班起飞前45分钟关闭）',
  flightCancelled: '航班已取消，无法办理值机',
  ticketNotCheckable: '该客票当前状态不可办理值机',
  alreadyCheckedIn: '该乘机人已办理值机',
  infantWithAdult: '婴儿随同行成人一同办理值机',
  seatUnknown: '座位号不存在，请重新选择',
  seatWrongCabin: '请选择您所购舱位的座位',
  seatTaken: '该座位已被选择，请选择其他座位',
  exitRowChild: '儿童不能选择紧急出口座位',
  exitRowInfant: '携带婴儿的旅客不能选择紧急出口座位',
  couponRequired: '该座位为付费座位，需使用选座券',
  notCheckedIn: '该客票尚未办理值机',
  cancelClosed: '值机已截止，无法取消值机',
  groupDuplicateSeat: '同一座位不能分配给多位乘机人',
  groupDuplicateTicket: '同一乘机人不能重复选座',
  groupOtherFlight: '团体值机的乘机人需乘坐同一航班',
} as const;
export type CheckInServiceMessage = (typeof CheckInServiceMessages)[keyof typeof CheckInServiceMessages];

/** What a row of the aircraft's seat map says about its seats (the map comes from the fleet data). */
export interface SeatRowRules {
  cabin: 'C' | 'Y';
  exit?: boolean;
  /** Sold as a paid seat in economy: extra legroom or the front rows. */
  premium?: boolean;
}

/** Who is asking for the seat. */
export interface SeatTaker {
  cabin: 'C' | 'Y';
  passengerType: PassengerType;
  /** An adult an infant on the same order travels with. */
  withInfant: boolean;
  /** An unused seat-selection coupon is there to pay for a paid seat. */
  hasSeatCoupon: boolean;
}

/** Whether a seat is a paid one: premium economy rows; business seats come with the fare. */
export const isPaidSeat = (row: SeatRowRules) => row.cabin === 'Y' && !!row.premium;

/**
 * docs/trip-services.md, seats: a passenger sits in the cabin they bought; an exit row is refused to
 * a child and to an adult with an infant (they must be able to help in an evacuation); a paid seat
 * needs a seat-selection coupon. The first refusal, or null when the seat may be taken.
 */
export function seatRefusal(row: SeatRowRules, taker: SeatTaker): CheckInServiceMessage | null {
  if (row.cabin !== taker.cabin) return CheckInServiceMessages.seatWrongCabin;
  if (row.exit && taker.passengerType === 'CHD') return CheckInServiceMessages.exitRowChild;
  if (row.exit && taker.withInfant) return CheckInServiceMessages.exitRowInfant;
  if (isPaidSeat(row) && !taker.hasSeatCoupon) return CheckInServiceMessages.couponRequired;
  return null;
}

/** A seat's label as printed: row number and letter, e.g. 31A. */
export const SEAT_PATTERN = /^([1-9]\d{0,2})([A-K])$/;
