import { describe, expect, it } from 'vitest';
import {
  AccountMessages,
  birthdayFromCertificate,
  checkCertificate,
  checkIdCard,
  checkPassword,
  checkSmsCode,
  maskCertNo,
  maskPhone,
  passengerTypeOn,
  validateSavedPassenger,
} from './account';

// 11010519491231002X is the standard's own worked example (GB 11643-1999).
const VALID_ID = '11010519491231002X';

describe('ID card numbers', () => {
  it('accepts a number whose check character is right', () => {
    expect(checkIdCard(VALID_ID)).toBeNull();
    expect(checkIdCard(VALID_ID.toLowerCase())).toBeNull();
  });
  it('refuses a wrong check character with a clear message', () => {
    expect(checkIdCard('110105194912310021')).toBe('身份证号码校验位不正确，请核对后重新输入');
  });
  it('refuses a wrong length or letters inside', () => {
    expect(checkIdCard('1101051949123100')).toBe(AccountMessages.idCardFormat);
    expect(checkIdCard('11010519491231A02X')).toBe(AccountMessages.idCardFormat);
  });
  it('refuses an impossible or future birth date', () => {
    expect(checkIdCard('110105194902301234')).toBe(AccountMessages.idCardBirthday);
    expect(checkIdCard('110105203001011234', { today: '2026-11-21' })).toBe(AccountMessages.idCardBirthday);
  });
  it('refuses a birth date that does not match the number', () => {
    expect(checkIdCard(VALID_ID, { birthday: '1949-12-30' })).toBe('出生日期与身份证号码不一致');
    expect(checkIdCard(VALID_ID, { birthday: '1949-12-31' })).toBeNull();
  });
});

describe('the birth date a form fills in from the certificate', () => {
  it('is the date a complete 身份证 number carries', () => {
    expect(birthdayFromCertificate('身份证', VALID_ID, '2026-11-21')).toBe('1949-12-31');
    expect(birthdayFromCertificate('身份证', ` ${VALID_ID.toLowerCase()} `, '2026-11-21')).toBe('1949-12-31');
  });
  it('is nothing for another certificate, a number being typed, or a date that cannot be', () => {
    expect(birthdayFromCertificate('护照', VALID_ID, '2026-11-21')).toBeNull();
    expect(birthdayFromCertificate('身份证', VALID_ID.slice(0, 17), '2026-11-21')).toBeNull();
    expect(birthdayFromCertificate('身份证', '110105194902301234', '2026-11-21')).toBeNull();
    expect(birthdayFromCertificate('身份证', '110105203001011234', '2026-11-21')).toBeNull();
  });
});

describe('other certificates', () => {
  it('checks each type by its own format', () => {
    expect(checkCertificate('护照', 'E12345678')).toBeNull();
    expect(checkCertificate('护照', 'E1')).toBe(AccountMessages.passportFormat);
    expect(checkCertificate('港澳通行证', 'C12345678')).toBeNull();
    expect(checkCertificate('台胞证', '123')).toBe(AccountMessages.permitFormat);
    expect(checkCertificate('军官证', '军字第1234号')).toBeNull();
    expect(checkCertificate('驾驶证', '123456')).toBe(AccountMessages.certTypeRequired);
  });
});

describe('passwords and SMS codes', () => {
  it('needs 8-20 characters with letters and digits', () => {
    expect(checkPassword('')).toBe('请输入密码');
    expect(checkPassword('abc1234')).toBe(AccountMessages.passwordWeak);
    expect(checkPassword('abcdefgh')).toBe(AccountMessages.passwordWeak);
    expect(checkPassword('12345678')).toBe(AccountMessages.passwordWeak);
    expect(checkPassword('abcd1234')).toBeNull();
    expect(checkPassword('a1'.repeat(10))).toBeNull();
    expect(checkPassword('a1'.repeat(10) + 'x')).toBe(AccountMessages.passwordWeak);
  });
  it('needs a 6-digit SMS code', () => {
    expect(checkSmsCode('')).toBe('请输入短信验证码');
    expect(checkSmsCode('12345')).toBe('请输入6位数字短信验证码');
    expect(checkSmsCode('123456')).toBeNull();
  });
});

describe('passenger type by birth date', () => {
  it('is adult from the 12th birthday, child from the 2nd, infant before', () => {
    expect(passengerTypeOn('2014-11-21', '2026-11-21')).toBe('ADT');
    expect(passengerTypeOn('2014-11-22', '2026-11-21')).toBe('CHD');
    expect(passengerTypeOn('2024-11-21', '2026-11-21')).toBe('CHD');
    expect(passengerTypeOn('2024-11-22', '2026-11-21')).toBe('INF');
  });
});

describe('saved passenger form', () => {
  it('reports every field with its message', () => {
    expect(
      validateSavedPassenger(
        { name: 'A', certType: '身份证', certNo: '110105194912310021', birthday: '', phone: '123' },
        '2026-11-21',
      ),
    ).toEqual({
      name: '乘机人英文姓名需2-24位！',
      birthday: '请选择出生日期',
      certNo: '身份证号码校验位不正确，请核对后重新输入',
      phone: '请输入正确的手机号',
    });
    expect(
      validateSavedPassenger(
        { name: '张三', certType: '身份证', certNo: VALID_ID, birthday: '1949-12-31' },
        '2026-11-21',
      ),
    ).toEqual({});
  });
});

describe('masking', () => {
  it('keeps a few characters at each end of a certificate and hides the middle of a phone', () => {
    expect(maskCertNo('440102199001011234')).toBe('4401**********1234');
    expect(maskCertNo('E12345678')).toBe('E1*****78');
    expect(maskCertNo('1234')).toBe('1**4');
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
});
