import { describe, it, expect } from 'vitest';
import { checkInWindow, validateCheckIn, validatePassengerPick, type CheckInForm } from './checkin';
import { CheckInLookupQuery } from '../schemas/checkin';

const checkIn = (overrides: Partial<CheckInForm> = {}): CheckInForm => ({
  name: '张三',
  certNo: '110101199001011234',
  phone: '13800138000',
  flightNo: 'JC1234',
  ticketNo: '9291234567890',
  ...overrides,
});

/** The error of one field, asserting no other field failed. */
const errorOf = (field: keyof CheckInForm, value: string) => {
  const result = validateCheckIn(checkIn({ [field]: value }));
  expect(Object.keys(result.errors)).toEqual(result.errors[field] ? [field] : []);
  return result.errors[field] ?? null;
};

describe('validateCheckIn', () => {
  it('accepts a complete form', () => {
    expect(validateCheckIn(checkIn())).toEqual({
      ok: true,
      values: checkIn(),
      errors: {},
      formMessage: null,
    });
  });

  it('trims every input and returns the trimmed values', () => {
    const result = validateCheckIn({
      name: '  张三 ',
      certNo: ' 110101199001011234\t',
      phone: ' 13800138000 ',
      flightNo: ' JC1234 ',
      ticketNo: ' 9291234567890 ',
    });
    expect(result.ok).toBe(true);
    expect(result.values).toEqual(checkIn());
  });

  describe('name', () => {
    it('is required', () => {
      expect(errorOf('name', '')).toBe('请输入乘机人姓名！');
      expect(errorOf('name', '   ')).toBe('请输入乘机人姓名！');
    });

    it('takes 2-12 Chinese characters', () => {
      expect(errorOf('name', '张')).toBe('乘机人中文姓名需2-12位！');
      expect(errorOf('name', '张三')).toBeNull();
      expect(errorOf('name', '一二三四五六七八九十一二')).toBeNull();
      expect(errorOf('name', '一二三四五六七八九十一二三')).toBe('乘机人中文姓名需2-12位！');
      expect(errorOf('name', ' 一二三四五六七八九十一二 ')).toBeNull();
    });

    it('takes the middle dot of transliterated names', () => {
      expect(errorOf('name', '买买提·艾力')).toBeNull();
      expect(errorOf('name', '·艾力')).toBe('乘机人姓名需全英文或全中文！');
    });

    it('takes 2-24 English characters with spaces or a slash between parts', () => {
      expect(errorOf('name', 'Z')).toBe('乘机人英文姓名需2-24位！');
      expect(errorOf('name', 'ZH')).toBeNull();
      expect(errorOf('name', 'ZHANG/SAN')).toBeNull();
      expect(errorOf('name', 'Zhang San')).toBeNull();
      expect(errorOf('name', 'ABCDEFGHIJKL/ABCDEFGHIJK')).toBeNull(); // 24
      expect(errorOf('name', 'ABCDEFGHIJKL/ABCDEFGHIJKL')).toBe('乘机人英文姓名需2-24位！'); // 25
      expect(errorOf('name', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('乘机人英文姓名需2-24位！');
    });

    it('rejects mixed scripts and other characters', () => {
      expect(errorOf('name', '张San')).toBe('乘机人姓名需全英文或全中文！');
      expect(errorOf('name', 'ZHANG3')).toBe('乘机人姓名需全英文或全中文！');
      expect(errorOf('name', 'ZHANG/')).toBe('乘机人姓名需全英文或全中文！');
      expect(errorOf('name', '张 三')).toBe('乘机人姓名需全英文或全中文！');
    });
  });

  describe('certificate number', () => {
    it('is required', () => {
      expect(errorOf('certNo', ' ')).toBe('请输入乘机人有效证件！');
    });

    it('takes 4-50 letters and digits', () => {
      expect(errorOf('certNo', 'E12')).toBe('乘机人证件号码需由4-50位的英文及数字组成！');
      expect(errorOf('certNo', 'E123')).toBeNull();
      expect(errorOf('certNo', 'A'.repeat(50))).toBeNull();
      expect(errorOf('certNo', 'A'.repeat(51))).toBe('乘机人证件号码需由4-50位的英文及数字组成！');
      expect(errorOf('certNo', '11010119900101123X')).toBeNull();
      expect(errorOf('certNo', 'E123-456')).toBe('乘机人证件号码需由4-50位的英文及数字组成！');
      expect(errorOf('certNo', 'E123 456')).toBe('乘机人证件号码需由4-50位的英文及数字组成！');
    });
  });

  describe('phone', () => {
    it('is required', () => {
      expect(errorOf('phone', '')).toBe('请输入手机号');
    });

    it('takes a mainland mobile number', () => {
      expect(errorOf('phone', ' 19912345678 ')).toBeNull();
      expect(errorOf('phone', '12812345678')).toBe('请输入正确的手机号');
      expect(errorOf('phone', '1381234567')).toBe('请输入正确的手机号');
      expect(errorOf('phone', '138123456789')).toBe('请输入正确的手机号');
      expect(errorOf('phone', '+8613812345678')).toBe('请输入正确的手机号');
    });
  });

  describe('ticket number', () => {
    it('is required', () => {
      expect(errorOf('ticketNo', '')).toBe('请输入票号！');
    });

    it('takes 929 and exactly 10 more digits', () => {
      expect(errorOf('ticketNo', '929' + '1'.repeat(10))).toBeNull();
      expect(errorOf('ticketNo', ' 9290000000000 ')).toBeNull();
      expect(errorOf('ticketNo', '929' + '1'.repeat(9))).toBe('票号格式需为929开头的13位纯数字组成！');
      expect(errorOf('ticketNo', '929' + '1'.repeat(11))).toBe('票号格式需为929开头的13位纯数字组成！');
      expect(errorOf('ticketNo', '9281234567890')).toBe('票号格式需为929开头的13位纯数字组成！');
      expect(errorOf('ticketNo', '929-1234567890')).toBe('票号格式需为929开头的13位纯数字组成！');
    });
  });

  describe('flight number', () => {
    it('is required', () => {
      expect(errorOf('flightNo', '  ')).toBe('航班号不能为空!');
    });

    it('takes a two-character airline code and 3-4 digits', () => {
      expect(errorOf('flightNo', 'jc123')).toBeNull();
      expect(errorOf('flightNo', 'JC12')).toBe('请输入正确的航班号');
      expect(errorOf('flightNo', 'JC12345')).toBe('请输入正确的航班号');
    });
  });

  it('reports every failing field at once with the form message', () => {
    expect(validateCheckIn({ name: '', certNo: '', phone: '', flightNo: '', ticketNo: '' })).toEqual({
      ok: false,
      values: { name: '', certNo: '', phone: '', flightNo: '', ticketNo: '' },
      errors: {
        name: '请输入乘机人姓名！',
        certNo: '请输入乘机人有效证件！',
        phone: '请输入手机号',
        flightNo: '航班号不能为空!',
        ticketNo: '请输入票号！',
      },
      formMessage: '请输入正确的值机信息',
    });
  });

  it('asks for the terms only once the fields are right', () => {
    expect(validateCheckIn(checkIn(), { termsAccepted: false })).toMatchObject({
      ok: false,
      errors: {},
      formMessage: '请同意并阅读相关条款',
    });
    expect(validateCheckIn(checkIn({ phone: '1' }), { termsAccepted: false }).formMessage).toBe(
      '请输入正确的值机信息',
    );
    expect(validateCheckIn(checkIn(), { termsAccepted: true })).toMatchObject({
      ok: true,
      formMessage: null,
    });
  });
});

describe('validatePassengerPick', () => {
  it('needs a passenger', () => {
    expect(validatePassengerPick([])).toBe('请选择乘机人！');
  });

  it('takes one adult or child', () => {
    expect(validatePassengerPick([{ type: 'ADT' }])).toBeNull();
    expect(validatePassengerPick([{ type: 'CHD' }])).toBeNull();
    expect(validatePassengerPick([{}])).toBeNull();
  });

  it('refuses an infant', () => {
    expect(validatePassengerPick([{ type: 'INF' }])).toBe('婴儿乘机人不能选择！');
    expect(validatePassengerPick([{ type: 'ADT' }, { type: 'INF' }])).toBe('婴儿乘机人不能选择！');
  });

  it('refuses more than one', () => {
    expect(validatePassengerPick([{ type: 'ADT' }, { type: 'CHD' }])).toBe('只能选择一位乘机人！');
  });
});

describe('checkInWindow', () => {
  const departure = new Date('2026-12-01T10:00:00Z');
  const minute = 60 * 1000;
  const at = (offsetMinutes: number) => new Date(departure.getTime() + offsetMinutes * minute);

  it('opens 24 hours before departure, to the minute', () => {
    expect(checkInWindow(departure, at(-24 * 60 - 1)).state).toBe('notOpen');
    expect(checkInWindow(departure, at(-24 * 60)).state).toBe('open');
    expect(checkInWindow(departure, at(-24 * 60 + 1)).state).toBe('open');
  });

  it('closes 45 minutes before departure, to the minute', () => {
    expect(checkInWindow(departure, at(-46)).state).toBe('open');
    expect(checkInWindow(departure, at(-45)).state).toBe('closed');
    expect(checkInWindow(departure, at(-44)).state).toBe('closed');
  });

  it('reports the opening and closing instants', () => {
    const window = checkInWindow(departure, at(-60));
    expect(window.opensAt.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-12-01T09:15:00.000Z');
  });
});

describe('CheckInLookupQuery', () => {
  it('trims the fields and refuses a bad one with its Chinese message', () => {
    const ok = CheckInLookupQuery.safeParse({ ...checkIn(), name: ' 张三 ' });
    expect(ok.success && ok.data.name).toBe('张三');
    const bad = CheckInLookupQuery.safeParse(checkIn({ phone: '123' }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['phone']);
    expect(bad.error?.issues[0]?.message).toMatch(/[\u4e00-\u9fff]/u);
  });
});
