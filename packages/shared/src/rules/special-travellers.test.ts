import { describe, expect, it } from 'vitest';
import { makeIdCardNumber } from './account';
import { ageOn } from './dates';
import {
  SpecialTravellerMessages,
  checkElderlyAge,
  checkMinorAge,
  checkNotDeparted,
  checkPregnancy,
  checkStretcherNotice,
  formAsksBirthday,
  validateSpecialTraveller,
  type SpecialTravellerForm,
} from './special-travellers';

const today = '2026-11-24';
const form = {
  kind: 'WHEELCHAIR',
  passengerName: ' 张三 ',
  certType: '身份证',
  certNo: makeIdCardNumber('1980-05-06'),
  phone: '13812345678',
  flightNo: 'jc 1001',
  flightDate: '2026-12-01',
  wheelchairType: 'WCHR',
  ownWheelchair: true,
};

describe('special traveller rules (docs/special-travellers.md)', () => {
  // Each message typed out in full and reached through the rule that gives it: a changed
  // character in the rules file, or a rule answering with another message, fails here.
  it('says every message of the form exactly', () => {
    const errors = (over: Partial<SpecialTravellerForm>) =>
      validateSpecialTraveller({ ...form, ...over }, today).errors;
    const passport = { kind: 'ELDERLY', certType: '护照', certNo: 'E12345678' };
    const minor = { ...passport, kind: 'UNACCOMPANIED_MINOR', birthday: '2016-01-01' };
    const stretcher = { kind: 'STRETCHER' };
    expect(errors({ kind: '' }).kind).toBe('请选择特殊旅客类型');
    expect(errors({ certType: '' }).certType).toBe('请选择证件类型');
    expect(errors({ certNo: '' }).certNo).toBe('请输入乘机人有效证件！');
    expect(errors({ flightNo: '' }).flightNo).toBe('航班号不能为空!');
    expect(errors({ flightNo: 'JC12345' }).flightNo).toBe('请输入正确的航班号');
    expect(errors({ flightDate: '' }).flightDate).toBe('请选择乘机日期');
    expect(errors({ flightDate: '2026-11-23' }).flightDate).toBe('乘机日期不能早于今天');
    expect(errors({ ticketNo: '928123' }).ticketNo).toBe('票号格式需为929开头的13位纯数字组成！');
    expect(errors({ notes: '备'.repeat(201) }).notes).toBe('备注最多200字');
    expect(errors({ ...passport, birthday: '' }).birthday).toBe('请选择出生日期');
    expect(errors({ ...passport, birthday: '2026-11-25' }).birthday).toBe('出生日期不能晚于今天');
    expect(errors({ wheelchairType: '' }).wheelchairType).toBe('请选择轮椅类型');
    expect(errors({ ownWheelchair: null }).ownWheelchair).toBe('请选择是否自带轮椅');
    expect(errors(minor)).toMatchObject({
      departureGuardianName: '请输入出发地送机人姓名',
      departureGuardianPhone: '请输入出发地送机人手机号',
      arrivalGuardianName: '请输入到达地接机人姓名',
      arrivalGuardianPhone: '请输入到达地接机人手机号',
    });
    const badContact = { name: '张A', phone: '1380013800' };
    expect(
      errors({
        ...minor,
        departureGuardianName: badContact.name,
        departureGuardianPhone: badContact.phone,
        arrivalGuardianName: badContact.name,
        arrivalGuardianPhone: badContact.phone,
      }),
    ).toMatchObject({
      departureGuardianName: '出发地送机人姓名需为2-12位中文或2-24位英文',
      departureGuardianPhone: '请输入正确的出发地送机人手机号',
      arrivalGuardianName: '到达地接机人姓名需为2-12位中文或2-24位英文',
      arrivalGuardianPhone: '请输入正确的到达地接机人手机号',
    });
    expect(errors(stretcher)).toMatchObject({
      companionName: '担架旅客须有陪同人员，请输入陪同人姓名',
      companionPhone: '请输入陪同人手机号',
    });
    expect(
      errors({ ...stretcher, companionName: badContact.name, companionPhone: badContact.phone }),
    ).toMatchObject({
      companionName: '陪同人姓名需为2-12位中文或2-24位英文',
      companionPhone: '请输入正确的陪同人手机号',
    });
  });

  it('says the server’s refusals exactly', () => {
    // No shared rule returns these: the server answers them (its tests reach them over the API).
    expect(SpecialTravellerMessages).toMatchObject({
      flightNotFound: '未找到该日期的航班，请核对航班号和乘机日期',
      duplicate: '该旅客在此航班已有同类申请，请勿重复提交',
      notFound: '特殊旅客服务申请不存在',
      notCancellable: '该申请已结束，不能取消',
      statusChangeRefused: '该申请当前状态不能改为所选状态',
      rejectNoteRequired: '拒绝申请请填写原因',
    });
    // Every message is asserted in this file; a new one joins a test with its exact text.
    expect(Object.keys(SpecialTravellerMessages)).toHaveLength(39);
  });

  it('counts age in whole years on the travel date', () => {
    expect(ageOn('2021-12-01', '2026-12-01')).toBe(5);
    expect(ageOn('2021-12-02', '2026-12-01')).toBe(4);
    expect(ageOn('2020-02-29', '2025-02-28')).toBe(4);
    expect(ageOn('2020-02-29', '2025-03-01')).toBe(5);
  });

  it('takes minors 5 to 11 and the elderly from 70, edges included', () => {
    expect(checkMinorAge('2021-12-01', '2026-12-01')).toBeNull();
    expect(checkMinorAge('2021-12-02', '2026-12-01')).toBe('无成人陪伴儿童须在乘机日年满5周岁且未满12周岁');
    expect(checkMinorAge('2014-12-02', '2026-12-01')).toBeNull();
    expect(checkMinorAge('2014-12-01', '2026-12-01')).toBe('无成人陪伴儿童须在乘机日年满5周岁且未满12周岁');
    expect(checkElderlyAge('1956-12-01', '2026-12-01')).toBeNull();
    expect(checkElderlyAge('1956-12-02', '2026-12-01')).toBe('老年旅客须在乘机日年满70周岁');
  });

  it('refuses pregnancies from 36 weeks and wants a certificate note from 32', () => {
    expect(checkPregnancy(31, '')).toEqual({});
    expect(checkPregnancy(32, '')).toEqual({
      certificate: '怀孕32周（含）以上的孕妇须持医院出具的诊断证明，请填写证明说明',
    });
    expect(checkPregnancy(35, '证明')).toEqual({});
    expect(checkPregnancy(36, '证明')).toEqual({ weeks: '怀孕36周（含）以上的孕妇不予承运' });
    expect(checkPregnancy(null, '')).toEqual({ weeks: '请输入乘机日的怀孕周数' });
    expect(checkPregnancy(46, '')).toEqual({ weeks: '怀孕周数需为1-45之间的整数' });
  });

  it('asks a stretcher 72 hours ahead, exactly 72 hours still in time', () => {
    const departure = new Date('2026-12-01T10:00:00+08:00');
    const edge = departure.getTime() - 72 * 3_600_000;
    expect(checkStretcherNotice(departure, new Date(edge - 60_000))).toBeNull();
    expect(checkStretcherNotice(departure, new Date(edge))).toBeNull();
    expect(checkStretcherNotice(departure, new Date(edge + 60_000))).toBe(
      '担架旅客须在航班起飞72小时前提出申请',
    );
    expect(checkNotDeparted(departure, new Date(departure.getTime() - 60_000))).toBeNull();
    expect(checkNotDeparted(departure, departure)).toBe('航班已起飞，不能申请特殊旅客服务');
  });

  it('normalises a valid form and names the first failing field in form order', () => {
    const ok = validateSpecialTraveller(form, today);
    expect(ok.message).toBeNull();
    expect(ok.values).toMatchObject({
      passengerName: '张三',
      flightNo: 'JC1001',
      ticketNo: null,
      details: { kind: 'WHEELCHAIR', wheelchairType: 'WCHR', ownWheelchair: true },
    });
    const bad = validateSpecialTraveller({ ...form, phone: '', wheelchairType: '' }, today);
    expect(bad.message).toBe('请输入手机号');
    expect(bad.errors).toEqual({ phone: '请输入手机号', wheelchairType: '请选择轮椅类型' });
    expect(validateSpecialTraveller({ ...form, kind: '' }, today).message).toBe('请选择特殊旅客类型');
  });

  it('reads the birth date from the ID card, or asks for it with other certificates', () => {
    expect(formAsksBirthday('ELDERLY', '身份证')).toBe(false);
    expect(formAsksBirthday('ELDERLY', '护照')).toBe(true);
    expect(formAsksBirthday('WHEELCHAIR', '护照')).toBe(false);
    const young = validateSpecialTraveller({ ...form, kind: 'ELDERLY' }, today);
    expect(young.errors.certNo).toBe('老年旅客须在乘机日年满70周岁');
    const passport = validateSpecialTraveller(
      { ...form, kind: 'ELDERLY', certType: '护照', certNo: 'E12345678', birthday: '' },
      today,
    );
    expect(passport.message).toBe('请选择出生日期');
    const old = validateSpecialTraveller(
      { ...form, kind: 'ELDERLY', certType: '护照', certNo: 'E12345678', birthday: '1950-01-01' },
      today,
    );
    expect(old.values?.details).toEqual({ kind: 'ELDERLY', birthday: '1950-01-01' });
  });
});
