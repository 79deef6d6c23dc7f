import { TICKET_NUMBER_PATTERN } from '../constants';
import { AccountMessages, checkCertificate, idCardBirthday, CERT_TYPES } from './account';
import { checkName, checkPhone, MOBILE_PHONE_PATTERN } from './checkin';
import { ageOn, compareCalendarDates, isCalendarDate } from './dates';
import { isFlightNo, normalizeFlightNo } from './flight-status';
import { CheckInMessages, FlightStatusMessages } from './messages';

/**
 * The special traveller service (docs/special-travellers.md): who may apply for which assistance,
 * checked with the same functions by the web form and the server.
 */

export const SPECIAL_TRAVELLER_KINDS = [
  'WHEELCHAIR',
  'UNACCOMPANIED_MINOR',
  'EXPECTANT_MOTHER',
  'ELDERLY',
  'VISUALLY_IMPAIRED',
  'HEARING_IMPAIRED',
  'STRETCHER',
] as const;
export type SpecialTravellerKind = (typeof SPECIAL_TRAVELLER_KINDS)[number];
export const SPECIAL_TRAVELLER_KIND_NAMES: Record<SpecialTravellerKind, string> = {
  WHEELCHAIR: '轮椅旅客',
  UNACCOMPANIED_MINOR: '无成人陪伴儿童',
  EXPECTANT_MOTHER: '孕妇',
  ELDERLY: '老年旅客',
  VISUALLY_IMPAIRED: '视障旅客',
  HEARING_IMPAIRED: '听障旅客',
  STRETCHER: '担架旅客',
};

/** The IATA wheelchair codes, by how far the passenger can walk. */
export const WHEELCHAIR_TYPES = ['WCHR', 'WCHS', 'WCHC'] as const;
export type WheelchairType = (typeof WHEELCHAIR_TYPES)[number];
export const WHEELCHAIR_TYPE_NAMES: Record<WheelchairType, string> = {
  WCHR: '机坪轮椅',
  WCHS: '登机梯轮椅',
  WCHC: '客舱轮椅',
};
export const WHEELCHAIR_TYPE_HINTS: Record<WheelchairType, string> = {
  WCHR: '能上下客梯、在客舱内自行走动，远距离行走需要轮椅',
  WCHS: '不能上下客梯，但能在客舱内自行走动',
  WCHC: '完全不能自行走动，需他人协助进出座位',
};

export const SPECIAL_TRAVELLER_STATUSES = [
  'SUBMITTED',
  'PROCESSING',
  'CONFIRMED',
  'REJECTED',
  'CANCELLED',
] as const;
export type SpecialTravellerStatus = (typeof SPECIAL_TRAVELLER_STATUSES)[number];
export const SPECIAL_TRAVELLER_STATUS_NAMES: Record<SpecialTravellerStatus, string> = {
  SUBMITTED: '已提交',
  PROCESSING: '处理中',
  CONFIRMED: '已确认',
  REJECTED: '已拒绝',
  CANCELLED: '已取消',
};
/** What staff may set, from which states (docs/special-travellers.md, "States"). */
export const STAFF_STATUS_CHANGES: Record<SpecialTravellerStatus, readonly SpecialTravellerStatus[]> = {
  SUBMITTED: ['PROCESSING', 'CONFIRMED', 'REJECTED'],
  PROCESSING: ['CONFIRMED', 'REJECTED'],
  CONFIRMED: ['REJECTED'],
  REJECTED: [],
  CANCELLED: [],
};
export const STAFF_TARGET_STATUSES = ['PROCESSING', 'CONFIRMED', 'REJECTED'] as const;
export type StaffTargetStatus = (typeof STAFF_TARGET_STATUSES)[number];
/** The passenger may cancel until the application is final. */
export const CANCELLABLE_STATUSES: readonly SpecialTravellerStatus[] = [
  'SUBMITTED',
  'PROCESSING',
  'CONFIRMED',
];
export const canCancelSpecialTraveller = (status: SpecialTravellerStatus) =>
  CANCELLABLE_STATUSES.includes(status);
export const canStaffChange = (from: SpecialTravellerStatus, to: SpecialTravellerStatus) =>
  STAFF_STATUS_CHANGES[from].includes(to);

/** Unaccompanied minors: from their 5th birthday up to the day before their 12th, on the travel date. */
export const MINOR_MIN_AGE = 5;
export const MINOR_MAX_AGE = 11;
/** Elderly passengers: 70 or over on the travel date. */
export const ELDERLY_MIN_AGE = 70;
/** Expectant mothers: refused from 36 weeks; from 32 weeks they carry a doctor's certificate. */
export const PREGNANCY_REFUSED_WEEKS = 36;
export const PREGNANCY_CERTIFICATE_WEEKS = 32;
export const PREGNANCY_MAX_WEEKS = 45;
/** A stretcher is fitted to the cabin: asked at least 72 hours before departure. */
export const STRETCHER_NOTICE_HOURS = 72;
export const SPECIAL_NOTES_MAX = 200;

/** Every message of the service, character for character (all chosen: the old site gave none). */
export const SpecialTravellerMessages = {
  kindRequired: '请选择特殊旅客类型',
  certTypeRequired: AccountMessages.certTypeRequired,
  certNoRequired: CheckInMessages.certNoRequired,
  flightNoRequired: FlightStatusMessages.flightNoRequired,
  flightNoInvalid: FlightStatusMessages.flightNoInvalid,
  flightDateRequired: '请选择乘机日期',
  flightDatePast: '乘机日期不能早于今天',
  ticketNoInvalid: CheckInMessages.ticketNoInvalid,
  notesTooLong: '备注最多200字',
  birthdayRequired: '请选择出生日期',
  birthdayFuture: AccountMessages.birthdayFuture,
  wheelchairTypeRequired: '请选择轮椅类型',
  ownWheelchairRequired: '请选择是否自带轮椅',
  minorAge: '无成人陪伴儿童须在乘机日年满5周岁且未满12周岁',
  departureGuardianNameRequired: '请输入出发地送机人姓名',
  departureGuardianNameInvalid: '出发地送机人姓名需为2-12位中文或2-24位英文',
  departureGuardianPhoneRequired: '请输入出发地送机人手机号',
  departureGuardianPhoneInvalid: '请输入正确的出发地送机人手机号',
  arrivalGuardianNameRequired: '请输入到达地接机人姓名',
  arrivalGuardianNameInvalid: '到达地接机人姓名需为2-12位中文或2-24位英文',
  arrivalGuardianPhoneRequired: '请输入到达地接机人手机号',
  arrivalGuardianPhoneInvalid: '请输入正确的到达地接机人手机号',
  pregnancyWeeksRequired: '请输入乘机日的怀孕周数',
  pregnancyWeeksInvalid: '怀孕周数需为1-45之间的整数',
  pregnancyRefused: '怀孕36周（含）以上的孕妇不予承运',
  medicalCertificateRequired: '怀孕32周（含）以上的孕妇须持医院出具的诊断证明，请填写证明说明',
  elderlyAge: '老年旅客须在乘机日年满70周岁',
  companionNameRequired: '担架旅客须有陪同人员，请输入陪同人姓名',
  companionNameInvalid: '陪同人姓名需为2-12位中文或2-24位英文',
  companionPhoneRequired: '请输入陪同人手机号',
  companionPhoneInvalid: '请输入正确的陪同人手机号',
  stretcherTooLate: '担架旅客须在航班起飞72小时前提出申请',
  flightNotFound: '未找到该日期的航班，请核对航班号和乘机日期',
  flightDeparted: '航班已起飞，不能申请特殊旅客服务',
  duplicate: '该旅客在此航班已有同类申请，请勿重复提交',
  notFound: '特殊旅客服务申请不存在',
  notCancellable: '该申请已结束，不能取消',
  statusChangeRefused: '该申请当前状态不能改为所选状态',
  rejectNoteRequired: '拒绝申请请填写原因',
} as const;

/** The application form: the common fields and each kind's own, flat as the form holds them. */
export interface SpecialTravellerForm {
  kind: string;
  passengerName: string;
  certType: string;
  certNo: string;
  /** Asked when the age matters and the certificate is not an ID card (which carries it). */
  birthday?: string | null;
  phone: string;
  flightNo: string;
  flightDate: string;
  ticketNo?: string | null;
  notes?: string | null;
  wheelchairType?: string | null;
  ownWheelchair?: boolean | null;
  departureGuardianName?: string | null;
  departureGuardianPhone?: string | null;
  arrivalGuardianName?: string | null;
  arrivalGuardianPhone?: string | null;
  pregnancyWeeks?: number | null;
  medicalCertificateNote?: string | null;
  guideDog?: boolean | null;
  companionName?: string | null;
  companionPhone?: string | null;
}
export type SpecialTravellerField = keyof SpecialTravellerForm;
export type SpecialTravellerErrors = Partial<Record<SpecialTravellerField, string>>;

/** What each kind asks beyond the common fields, as stored with the application. */
export type SpecialTravellerDetails =
  | { kind: 'WHEELCHAIR'; wheelchairType: WheelchairType; ownWheelchair: boolean }
  | {
      kind: 'UNACCOMPANIED_MINOR';
      birthday: string;
      departureGuardianName: string;
      departureGuardianPhone: string;
      arrivalGuardianName: string;
      arrivalGuardianPhone: string;
    }
  | { kind: 'EXPECTANT_MOTHER'; pregnancyWeeks: number; medicalCertificateNote: string | null }
  | { kind: 'ELDERLY'; birthday: string }
  | { kind: 'VISUALLY_IMPAIRED'; guideDog: boolean }
  | { kind: 'HEARING_IMPAIRED' }
  | { kind: 'STRETCHER'; companionName: string; companionPhone: string };

export interface SpecialTravellerValues {
  kind: SpecialTravellerKind;
  passengerName: string;
  certType: string;
  certNo: string;
  phone: string;
  flightNo: string;
  flightDate: string;
  ticketNo: string | null;
  notes: string | null;
  details: SpecialTravellerDetails;
}

export interface SpecialTravellerValidation {
  /** The first failing field's message (in form order), or null. */
  message: string | null;
  errors: SpecialTravellerErrors;
  /** The trimmed, normalised application when every field passes. */
  values: SpecialTravellerValues | null;
}

const isKind = (kind: string): kind is SpecialTravellerKind =>
  (SPECIAL_TRAVELLER_KINDS as readonly string[]).includes(kind);
const trimmed = (value: string | null | undefined) => (value ?? '').trim();
const textLength = (text: string) => [...text].length;

/** Whether the kind depends on the passenger's age, so a birth date is needed. */
export const kindNeedsBirthday = (kind: string) => kind === 'UNACCOMPANIED_MINOR' || kind === 'ELDERLY';
/** Whether the form asks for the birth date: the age matters and no ID card carries it. */
export const formAsksBirthday = (kind: string, certType: string) =>
  kindNeedsBirthday(kind) && certType !== '身份证';

/** A minor's age window on the travel date; null when inside it. */
export function checkMinorAge(birthday: string, flightDate: string): string | null {
  const age = ageOn(birthday, flightDate);
  return age >= MINOR_MIN_AGE && age <= MINOR_MAX_AGE ? null : SpecialTravellerMessages.minorAge;
}

export function checkElderlyAge(birthday: string, flightDate: string): string | null {
  return ageOn(birthday, flightDate) >= ELDERLY_MIN_AGE ? null : SpecialTravellerMessages.elderlyAge;
}

/** Weeks of pregnancy on the travel date: refused from 36, a certificate note from 32. */
export function checkPregnancy(
  weeks: number | null | undefined,
  certificateNote: string,
): {
  weeks?: string;
  certificate?: string;
} {
  if (weeks === null || weeks === undefined || Number.isNaN(weeks))
    return { weeks: SpecialTravellerMessages.pregnancyWeeksRequired };
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > PREGNANCY_MAX_WEEKS)
    return { weeks: SpecialTravellerMessages.pregnancyWeeksInvalid };
  if (weeks >= PREGNANCY_REFUSED_WEEKS) return { weeks: SpecialTravellerMessages.pregnancyRefused };
  if (weeks >= PREGNANCY_CERTIFICATE_WEEKS && !certificateNote)
    return { certificate: SpecialTravellerMessages.medicalCertificateRequired };
  return {};
}

/**
 * A stretcher must be asked for at least 72 hours before the flight's departure: at exactly
 * 72 hours it is still in time. Both instants come from the caller (the server's clock).
 */
export function checkStretcherNotice(departure: Date, at: Date): string | null {
  return departure.getTime() - at.getTime() >= STRETCHER_NOTICE_HOURS * 3_600_000
    ? null
    : SpecialTravellerMessages.stretcherTooLate;
}

/** Any application is made before the flight leaves. */
export function checkNotDeparted(departure: Date, at: Date): string | null {
  return at.getTime() < departure.getTime() ? null : SpecialTravellerMessages.flightDeparted;
}

/** The people a kind asks for by name and phone; their fields and messages start with this. */
type Contact = 'departureGuardian' | 'arrivalGuardian' | 'companion';

/**
 * A contact (guardian or companion) of the form: name by the passenger-name shape, mainland
 * mobile. Puts the contact's own messages into `errors`; answers the trimmed name and phone.
 */
function checkContact(form: SpecialTravellerForm, who: Contact, errors: SpecialTravellerErrors) {
  const name = trimmed(form[`${who}Name`]);
  const phone = trimmed(form[`${who}Phone`]);
  const messages = SpecialTravellerMessages;
  if (!name) errors[`${who}Name`] = messages[`${who}NameRequired`];
  else if (checkName(name)) errors[`${who}Name`] = messages[`${who}NameInvalid`];
  if (!phone) errors[`${who}Phone`] = messages[`${who}PhoneRequired`];
  else if (!MOBILE_PHONE_PATTERN.test(phone)) errors[`${who}Phone`] = messages[`${who}PhoneInvalid`];
  return { name, phone };
}

/** Form order: the order fields are shown in, so the first message is the topmost field's. */
const FIELD_ORDER: SpecialTravellerField[] = [
  'kind',
  'passengerName',
  'certType',
  'certNo',
  'birthday',
  'phone',
  'flightNo',
  'flightDate',
  'ticketNo',
  'wheelchairType',
  'ownWheelchair',
  'departureGuardianName',
  'departureGuardianPhone',
  'arrivalGuardianName',
  'arrivalGuardianPhone',
  'pregnancyWeeks',
  'medicalCertificateNote',
  'guideDog',
  'companionName',
  'companionPhone',
  'notes',
];

/**
 * docs/special-travellers.md: checks the whole application against the rules that need no flight
 * data (the flight's existence and the stretcher's 72 hours are the server's, with its clock).
 * `today` is the China date; ages are counted on the travel date.
 */
export function validateSpecialTraveller(
  form: SpecialTravellerForm,
  today: string,
): SpecialTravellerValidation {
  const e: SpecialTravellerErrors = {};
  const kind = trimmed(form.kind);
  if (!isKind(kind)) e.kind = SpecialTravellerMessages.kindRequired;

  const passengerName = trimmed(form.passengerName);
  const nameError = checkName(passengerName);
  if (nameError) e.passengerName = nameError;

  const certType = trimmed(form.certType);
  const certNo = trimmed(form.certNo).toUpperCase();
  let birthday = trimmed(form.birthday);
  const asksBirthday = formAsksBirthday(kind, certType);
  if (asksBirthday) {
    if (!birthday || !isCalendarDate(birthday)) e.birthday = SpecialTravellerMessages.birthdayRequired;
    else if (compareCalendarDates(birthday, today) > 0) e.birthday = SpecialTravellerMessages.birthdayFuture;
  }
  if (!(CERT_TYPES as readonly string[]).includes(certType))
    e.certType = SpecialTravellerMessages.certTypeRequired;
  else {
    const certError = certNo
      ? checkCertificate(certType, certNo, { today })
      : SpecialTravellerMessages.certNoRequired;
    if (certError) e.certNo = certError;
    else if (certType === '身份证') birthday = idCardBirthday(certNo);
  }

  const phone = trimmed(form.phone);
  const phoneError = checkPhone(phone);
  if (phoneError) e.phone = phoneError;

  const flightNo = normalizeFlightNo(trimmed(form.flightNo));
  if (!flightNo) e.flightNo = SpecialTravellerMessages.flightNoRequired;
  else if (!isFlightNo(flightNo)) e.flightNo = SpecialTravellerMessages.flightNoInvalid;

  const flightDate = trimmed(form.flightDate);
  if (!flightDate || !isCalendarDate(flightDate)) e.flightDate = SpecialTravellerMessages.flightDateRequired;
  else if (compareCalendarDates(flightDate, today) < 0)
    e.flightDate = SpecialTravellerMessages.flightDatePast;

  const ticketNo = trimmed(form.ticketNo);
  if (ticketNo && !TICKET_NUMBER_PATTERN.test(ticketNo))
    e.ticketNo = SpecialTravellerMessages.ticketNoInvalid;
  const notes = trimmed(form.notes);
  if (textLength(notes) > SPECIAL_NOTES_MAX) e.notes = SpecialTravellerMessages.notesTooLong;

  let details: SpecialTravellerDetails | null = null;
  const ageKnown = !e.birthday && !e.certNo && !e.certType && !e.flightDate && isCalendarDate(birthday);
  switch (kind) {
    case 'WHEELCHAIR': {
      const type = trimmed(form.wheelchairType);
      if (!(WHEELCHAIR_TYPES as readonly string[]).includes(type))
        e.wheelchairType = SpecialTravellerMessages.wheelchairTypeRequired;
      if (typeof form.ownWheelchair !== 'boolean')
        e.ownWheelchair = SpecialTravellerMessages.ownWheelchairRequired;
      details = {
        kind,
        wheelchairType: type as WheelchairType,
        ownWheelchair: form.ownWheelchair === true,
      };
      break;
    }
    case 'UNACCOMPANIED_MINOR': {
      if (ageKnown) {
        const age = checkMinorAge(birthday, flightDate);
        if (age) e[asksBirthday ? 'birthday' : 'certNo'] = age;
      }
      const dep = checkContact(form, 'departureGuardian', e);
      const arr = checkContact(form, 'arrivalGuardian', e);
      details = {
        kind,
        birthday,
        departureGuardianName: dep.name,
        departureGuardianPhone: dep.phone,
        arrivalGuardianName: arr.name,
        arrivalGuardianPhone: arr.phone,
      };
      break;
    }
    case 'EXPECTANT_MOTHER': {
      const note = trimmed(form.medicalCertificateNote);
      const p = checkPregnancy(form.pregnancyWeeks, note);
      if (p.weeks) e.pregnancyWeeks = p.weeks;
      if (p.certificate) e.medicalCertificateNote = p.certificate;
      if (textLength(note) > SPECIAL_NOTES_MAX)
        e.medicalCertificateNote = SpecialTravellerMessages.notesTooLong;
      details = { kind, pregnancyWeeks: form.pregnancyWeeks ?? 0, medicalCertificateNote: note || null };
      break;
    }
    case 'ELDERLY': {
      if (ageKnown) {
        const age = checkElderlyAge(birthday, flightDate);
        if (age) e[asksBirthday ? 'birthday' : 'certNo'] = age;
      }
      details = { kind, birthday };
      break;
    }
    case 'VISUALLY_IMPAIRED':
      details = { kind, guideDog: form.guideDog === true };
      break;
    case 'HEARING_IMPAIRED':
      details = { kind };
      break;
    case 'STRETCHER': {
      const companion = checkContact(form, 'companion', e);
      details = { kind, companionName: companion.name, companionPhone: companion.phone };
      break;
    }
  }

  const first = FIELD_ORDER.find((f) => e[f] !== undefined);
  if (first !== undefined || details === null)
    return { message: first ? e[first]! : SpecialTravellerMessages.kindRequired, errors: e, values: null };
  return {
    message: null,
    errors: e,
    values: {
      kind: kind as SpecialTravellerKind,
      passengerName,
      certType,
      certNo,
      phone,
      flightNo,
      flightDate,
      ticketNo: ticketNo || null,
      notes: notes || null,
      details,
    },
  };
}
