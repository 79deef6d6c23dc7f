import { checkName, checkPhone } from './checkin';
import { ageOn, compareCalendarDates, isCalendarDate } from './dates';

/** Messages of the account forms; all of them are ours. */
export const AccountMessages = {
  passwordRequired: '请输入密码',
  passwordWeak: '密码需为8-20位，且同时包含字母和数字',
  smsCodeRequired: '请输入短信验证码',
  smsCodeFormat: '请输入6位数字短信验证码',
  agreementRequired: '请阅读并同意会员服务协议',
  certTypeRequired: '请选择证件类型',
  idCardFormat: '身份证号码需为18位，最后一位可为数字或X',
  idCardChecksum: '身份证号码校验位不正确，请核对后重新输入',
  idCardBirthday: '身份证号码中的出生日期不正确',
  idCardBirthdayMismatch: '出生日期与身份证号码不一致',
  passportFormat: '护照号码需为5-17位字母或数字',
  permitFormat: '通行证号码格式不正确',
  officerFormat: '军官证号码需为4-20位字母或数字',
  birthdayRequired: '请选择出生日期',
  birthdayFuture: '出生日期不能晚于今天',
  emailFormat: '请输入正确的电子邮箱',
  genderRequired: '请选择性别',
} as const;

export const CERT_TYPES = ['身份证', '护照', '港澳通行证', '台胞证', '军官证'] as const;
export type CertType = (typeof CERT_TYPES)[number];

export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex
  /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;
/** The longest address mail systems carry (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX_LENGTH = 254;

export function checkPassword(password: string): string | null {
  if (!password) return AccountMessages.passwordRequired;
  return PASSWORD_PATTERN.test(password) ? null : AccountMessages.passwordWeak;
}

export function checkSmsCode(code: string): string | null {
  if (!code) return AccountMessages.smsCodeRequired;
  return SMS_CODE_PATTERN.test(code) ? null : AccountMessages.smsCodeFormat;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character (ISO 7064 MOD 11-2) of an ID number's first 17 digits. */
export function idCardCheckChar(first17: string): string {
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return ID_CHECK[sum % 11]!;
}

/**
 * A well-formed 18-character resident ID number for a birth date (YYYY-MM-DD): area code, birth
 * date, a three-digit sequence and the check character. For the seed's demo passengers and tests.
 */
export function makeIdCardNumber(birthday: string, sequence: string | number = 123, area = '110101') {
  const first17 = `${area}${birthday.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** The birth date an 18-digit ID number carries, as YYYY-MM-DD. */
export const idCardBirthday = (certNo: string) =>
  `${certNo.slice(6, 10)}-${certNo.slice(10, 12)}-${certNo.slice(12, 14)}`;

/**
 * The birth date a passenger form fills in from the certificate: the one a complete 18-character
 * 身份证 number carries, when it is a real date not after today; null for any other certificate,
 * a number still being typed, or an impossible date (the number's own check then says why).
 */
export function birthdayFromCertificate(certType: string, certNo: string, today: string): string | null {
  const no = certNo.trim();
  if (certType !== '身份证' || !/^\d{17}[\dXx]$/.test(no)) return null;
  const born = idCardBirthday(no);
  return isCalendarDate(born) && compareCalendarDates(born, today) <= 0 ? born : null;
}

/**
 * A mainland resident ID number (GB 11643): 18 characters, a real birth date not in the future,
 * and the ISO 7064 MOD 11-2 check character; with `birthday`, the two must agree.
 */
export function checkIdCard(
  certNo: string,
  options: { birthday?: string; today?: string } = {},
): string | null {
  const id = certNo.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return AccountMessages.idCardFormat;
  const born = idCardBirthday(id);
  if (!isCalendarDate(born) || born < '1900-01-01' || (options.today && born > options.today)) {
    return AccountMessages.idCardBirthday;
  }
  if (idCardCheckChar(id) !== id[17]) return AccountMessages.idCardChecksum;
  if (options.birthday && options.birthday !== born) return AccountMessages.idCardBirthdayMismatch;
  return null;
}

/** A certificate number checked by its type; ID cards by checksum and birth date. */
export function checkCertificate(
  certType: string,
  certNo: string,
  options: { birthday?: string; today?: string } = {},
): string | null {
  const no = certNo.trim();
  switch (certType) {
    case '身份证':
      return checkIdCard(no, options);
    case '护照':
      return /^[A-Za-z0-9]{5,17}$/.test(no) ? null : AccountMessages.passportFormat;
    case '港澳通行证':
    case '台胞证':
      return /^[A-Za-z0-9]{8,12}$/.test(no) ? null : AccountMessages.permitFormat;
    case '军官证':
      return /^[A-Za-z0-9\u4e00-\u9fa5]{4,20}$/.test(no) ? null : AccountMessages.officerFormat;
    default:
      return AccountMessages.certTypeRequired;
  }
}

export type PassengerAgeType = 'ADT' | 'CHD' | 'INF';

/** Adult from 12, child from 2 to 11, infant under 2, on the given date (docs/rules.md). */
export function passengerTypeOn(birthday: string, onDate: string): PassengerAgeType {
  const age = ageOn(birthday, onDate);
  if (age >= 12) return 'ADT';
  if (age >= 2) return 'CHD';
  return 'INF';
}

export const PASSENGER_TYPE_NAMES: Record<PassengerAgeType, string> = {
  ADT: '成人',
  CHD: '儿童',
  INF: '婴儿',
};

export interface SavedPassengerForm {
  name: string;
  certType: string;
  certNo: string;
  birthday: string;
  phone?: string;
}
export type SavedPassengerErrors = Partial<Record<keyof SavedPassengerForm, string>>;

/** A saved passenger: name by the check-in rules, certificate by type, birth date, optional phone. */
export function validateSavedPassenger(form: SavedPassengerForm, today: string): SavedPassengerErrors {
  const errors: SavedPassengerErrors = {};
  const name = checkName(form.name.trim());
  if (name) errors.name = name;
  if (!form.birthday || !isCalendarDate(form.birthday)) errors.birthday = AccountMessages.birthdayRequired;
  else if (compareCalendarDates(form.birthday, today) > 0) errors.birthday = AccountMessages.birthdayFuture;
  if (!form.certType) errors.certType = AccountMessages.certTypeRequired;
  else {
    const cert = checkCertificate(form.certType, form.certNo, {
      today,
      ...(errors.birthday ? {} : { birthday: form.birthday }),
    });
    if (cert) errors.certNo = cert;
  }
  if (form.phone && form.phone.trim()) {
    const phone = checkPhone(form.phone.trim());
    if (phone) errors.phone = phone;
  }
  return errors;
}

/**
 * 4401**********1234 for long numbers (ID cards); shorter ones (passports, permits) keep two
 * characters at each end, E1*****78, so a list never shows most of a number.
 */
/**
 * Account roles (docs/rules.md, roles). Staff roles: 值班经理 (operator) may do every staff task;
 * 客服专员 (customer_service) works refund applications, special traveller requests and the FAQ
 * bank; 运行控制 (operations) corrects flight status.
 */
export const USER_ROLES = ['passenger', 'operator', 'customer_service', 'operations'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type StaffRole = Exclude<UserRole, 'passenger'>;
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  operator: '值班经理',
  customer_service: '客服专员',
  operations: '运行控制',
};
export const isStaff = (role: UserRole): role is StaffRole => role !== 'passenger';
/** Whether a role may do a task open to `allowed` (the duty manager may do every one). */
export const staffMay = (role: UserRole, allowed: readonly StaffRole[]) =>
  role === 'operator' || (isStaff(role) && allowed.includes(role));
export const StaffMessages = {
  staffOnly: '仅限工作人员操作',
  wrongPost: '您的岗位无权进行此操作',
} as const;

export function maskCertNo(certNo: string): string {
  const keep = certNo.length >= 15 ? 4 : certNo.length >= 6 ? 2 : 1;
  if (certNo.length <= keep * 2) return '*'.repeat(certNo.length);
  return `${certNo.slice(0, keep)}${'*'.repeat(certNo.length - keep * 2)}${certNo.slice(-keep)}`;
}

/** 138****5678 */
export const maskPhone = (phone: string) =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
