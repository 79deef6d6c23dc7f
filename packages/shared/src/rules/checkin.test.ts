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

  // Each field alone, value by value: the message the form shows, or null when it is accepted.
  describe.each<[keyof CheckInForm, [value: string, message: string | null][]]>([
    [
      'name',
      [
        // required
        ['', '请输入乘机人姓名！'],
        ['   ', '请输入乘机人姓名！'],
        // 2-12 Chinese characters
        ['张', '乘机人中文姓名需2-12位！'],
        ['张三', null],
        ['一二三四五六七八九十一二', null],
        ['一二三四五六七八九十一二三', '乘机人中文姓名需2-12位！'],
        [' 一二三四五六七八九十一二 ', null],
        // the middle dot of transliterated names
        ['买买提·艾力', null],
        ['·艾力', '乘机人姓名需全英文或全中文！'],
        // 2-24 English characters with spaces or a slash between parts
        ['Z', '乘机人英文姓名需2-24位！'],
        ['ZH', null],
        ['ZHANG/SAN', null],
        ['Zhang San', null],
        ['ABCDEFGHIJKL/ABCDEFGHIJK', null], // 24
        ['ABCDEFGHIJKL/ABCDEFGHIJKL', '乘机人英文姓名需2-24位！'], // 25
        ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', '乘机人英文姓名需2-24位！'],
        // mixed scripts and other characters
        ['张San', '乘机人姓名需全英文或全中文！'],
        ['ZHANG3', '乘机人姓名需全英文或全中文！'],
        ['ZHANG/', '乘机人姓名需全英文或全中文！'],
        ['张 三', '乘机人姓名需全英文或全中文！'],
      ],
    ],
    [
      'certNo',
      [
        // required
        [' ', '请输入乘机人有效证件！'],
        // 4-50 letters and digits
        ['E12', '乘机人证件号码需由4-50位的英文及数字组成！'],
        ['E123', null],
        ['A'.repeat(50), null],
        ['A'.repeat(51), '乘机人证件号码需由4-50位的英文及数字组成！'],
        ['11010119900101123X', null],
        ['E123-456', '乘机人证件号码需由4-50位的英文及数字组成！'],
        ['E123 456', '乘机人证件号码需由4-50位的英文及数字组成！'],
      ],
    ],
    [
      'phone',
      [
        // required
        ['', '请输入手机号'],
        // a mainland mobile number
        [' 19912345678 ', null],
        ['12812345678', '请输入正确的手机号'],
        ['1381234567', '请输入正确的手机号'],
        ['138123456789', '请输入正确的手机号'],
        ['+8613812345678', '请输入正确的手机号'],
      ],
    ],
    [
      'ticketNo',
      [
        // required
        ['', '请输入票号！'],
        // 929 and exactly 10 more digits
        ['929' + '1'.repeat(10), null],
        [' 9290000000000 ', null],
        ['929' + '1'.repeat(9), '票号格式需为929开头的13位纯数字组成！'],
        ['929' + '1'.repeat(11), '票号格式需为929开头的13位纯数字组成！'],
        ['9281234567890', '票号格式需为929开头的13位纯数字组成！'],
        ['929-1234567890', '票号格式需为929开头的13位纯数字组成！'],
      ],
    ],
    [
      'flightNo',
      [
        // required
        ['  ', '航班号不能为空!'],
        // a two-character airline code and 3-4 digits
        ['jc123', null],
        ['JC12', '请输入正确的航班号'],
        ['JC12345', '请输入正确的航班号'],
      ],
    ],
  ])('%s', (field, cases) => {
    it.each(cases)('%j: %s', (value, message) => {
      expect(errorOf(field, value)).toBe(message);
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
