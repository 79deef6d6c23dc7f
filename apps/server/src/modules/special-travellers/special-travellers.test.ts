import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SpecialTravellerMessages, addCalendarDays, makeIdCardNumber } from '@jc/shared';
import type { App } from '../../app';
import { queryRows } from '../../db/client';
import { chinaToday } from '../../lib/clock';
import { buildTestApp, dbKind, expectError } from '#test/helper';
import { setTestClock, testClock } from '#test/clock';
import { createMember, type Member } from '#test/factories';

/** Years before a calendar date (29 February falls on 28 February in a common year). */
const yearsBefore = (date: string, years: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
  const last = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return `${target}-${String(Math.min(d, last)).padStart(2, '0')}`;
};

describe(`special traveller service (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let other: Member;
  let operator: Member;
  let flight: { flightNo: string; flightDate: string; departure: Date };

  beforeAll(async () => {
    app = await buildTestApp();
    member = await createMember(app);
    other = await createMember(app);
    operator = await createMember(app, { role: 'operator', memberNo: null });
    flight = await flightOn(10);
    return () => app.close();
  });

  /** A flown, sold flight `days` after today (the clock's), the earliest of the day. */
  async function flightOn(days: number) {
    const [row] = await queryRows<{ flightNo: string; flightDate: string; departure: string }>(
      app.db,
      sql`SELECT i.flight_no AS "flightNo", i.flight_date::text AS "flightDate",
            i.scheduled_departure AS departure
          FROM flight_instances i
          WHERE i.flight_date = ${addCalendarDays(chinaToday(), days)}::date
            AND EXISTS (SELECT 1 FROM flight_inventory v WHERE v.instance_id = i.id)
          ORDER BY i.scheduled_departure, i.flight_no LIMIT 1`,
    );
    return { ...row!, departure: new Date(row!.departure) };
  }

  const base = () => ({
    passengerName: '张三',
    certType: '身份证',
    certNo: makeIdCardNumber('1980-05-06', 321),
    phone: '13812345678',
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
  });
  const wheelchair = (extra: object = {}) => ({
    ...base(),
    kind: 'WHEELCHAIR',
    wheelchairType: 'WCHS',
    ownWheelchair: false,
    ...extra,
  });
  const call = (path: string, payload: object, who?: Member) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/special/passenger/apply/${path}`,
      headers: who?.auth ?? {},
      payload,
    });
  const apply = (payload: object, who: Member = member) => call('apply', payload, who);
  const refusedWith = async (payload: object, message: string, status = 400) => {
    const res = await apply(payload);
    expect(res.json().msg, res.body).toBe(message);
    expect(res.statusCode).toBe(status);
  };
  const staff = (method: 'GET' | 'POST', url: string, who?: Member, payload?: object) =>
    app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  it('files a wheelchair application with a reference number, masked in the list, whole in the detail', async () => {
    const anonymous = await call('apply', wheelchair({ certNo: makeIdCardNumber('1981-05-06') }));
    expectError(anonymous, 401, '请先登录');

    const res = await apply(
      wheelchair({ certNo: makeIdCardNumber('1970-01-01', 7), notes: '  需协助登机 ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('申请已提交');
    const a = res.json().data;
    const day = chinaToday().replaceAll('-', '');
    expect(a.applicationNo).toMatch(new RegExp(`^ST${day}\\d{4}$`));
    expect(a).toMatchObject({
      kind: 'WHEELCHAIR',
      kindName: '轮椅旅客',
      status: 'SUBMITTED',
      statusName: '已提交',
      flightNo: flight.flightNo,
      notes: '需协助登机',
      canCancel: true,
      details: {
        kind: 'WHEELCHAIR',
        wheelchairType: 'WCHS',
        wheelchairTypeName: '登机梯轮椅',
        ownWheelchair: false,
      },
    });

    const list = (await call('list', {}, member)).json();
    const row = list.rows.find((r: { applicationNo: string }) => r.applicationNo === a.applicationNo);
    expect(row.certNo).toMatch(/^\d{4}\*{10}\d{3}[\dX]$/);
    expect(row.phone).toBe('138****5678');
    const detail = (await call('detail', { applicationNo: a.applicationNo }, member)).json().data;
    expect(detail.certNo).toBe(makeIdCardNumber('1970-01-01', 7));

    // Numbers follow each other within the day.
    const next = (await apply(wheelchair({ certNo: makeIdCardNumber('1970-01-02', 8) }))).json().data;
    expect(Number(next.applicationNo.slice(-4))).toBe(Number(a.applicationNo.slice(-4)) + 1);
  });

  it('gives requests made at once different numbers', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((k) =>
        apply(wheelchair({ certNo: makeIdCardNumber('1977-07-07', 700 + k) }), k % 2 ? member : other),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = answers.map((r) => r.json().data.applicationNo as string);
    expect(new Set(numbers).size).toBe(5);
  });

  it('answers 404 for another account’s application, to read and to cancel', async () => {
    const a = (await apply(wheelchair({ certNo: makeIdCardNumber('1972-02-02', 11) }))).json().data;
    for (const path of ['detail', 'cancel']) {
      const res = await call(path, { applicationNo: a.applicationNo }, other);
      expectError(res, 404, SpecialTravellerMessages.notFound);
    }
    const theirs = (await call('list', { pageSize: 50 }, other)).json().rows;
    expect(theirs.map((r: { applicationNo: string }) => r.applicationNo)).not.toContain(a.applicationNo);
    const unknown = await call('detail', { applicationNo: 'ST209901010001' }, member);
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the common fields and the wheelchair’s own with their messages', async () => {
    await refusedWith({ ...wheelchair(), kind: 'PARACHUTE' }, '请选择特殊旅客类型');
    await refusedWith(wheelchair({ passengerName: '' }), '请输入乘机人姓名！');
    await refusedWith(
      wheelchair({ certNo: '110101198005061234' }),
      '身份证号码校验位不正确，请核对后重新输入',
    );
    await refusedWith(wheelchair({ phone: '12345' }), '请输入正确的手机号');
    await refusedWith(wheelchair({ flightNo: '' }), '航班号不能为空!');
    await refusedWith(wheelchair({ flightDate: addCalendarDays(chinaToday(), -1) }), '乘机日期不能早于今天');
    await refusedWith(wheelchair({ ticketNo: '1234' }), '票号格式需为929开头的13位纯数字组成！');
    await refusedWith(wheelchair({ notes: '字'.repeat(201) }), '备注最多200字');
    await refusedWith(wheelchair({ wheelchairType: 'WCHX' }), '请选择轮椅类型');
    await refusedWith(wheelchair({ ownWheelchair: null }), '请选择是否自带轮椅');
    await refusedWith(wheelchair({ flightNo: 'JC0001' }), '未找到该日期的航班，请核对航班号和乘机日期');
  });

  it('refuses a second live application of the same kind for the passenger on the flight', async () => {
    const body = wheelchair({ certNo: makeIdCardNumber('1966-06-06', 66) });
    const first = (await apply(body)).json().data;
    await refusedWith(body, '该旅客在此航班已有同类申请，请勿重复提交', 409);
    // Another kind for the same passenger is fine; once cancelled the same kind may be asked again.
    expect((await apply({ ...body, kind: 'HEARING_IMPAIRED' })).statusCode).toBe(200);
    expect((await call('cancel', { applicationNo: first.applicationNo }, member)).statusCode).toBe(200);
    expect((await apply(body)).statusCode).toBe(200);
  });

  it('takes an unaccompanied minor from the 5th birthday to the day before the 12th, by ID card or birth date', async () => {
    const d = flight.flightDate;
    const minor = (birthday: string, byIdCard: boolean) => ({
      ...base(),
      kind: 'UNACCOMPANIED_MINOR',
      passengerName: '李小明',
      ...(byIdCard
        ? { certNo: makeIdCardNumber(birthday, 555) }
        : { certType: '护照', certNo: `E${birthday.replaceAll('-', '')}`, birthday }),
      departureGuardianName: '李大明',
      departureGuardianPhone: '13900001111',
      arrivalGuardianName: 'Wang Fang',
      arrivalGuardianPhone: '13900002222',
    });
    for (const byIdCard of [true, false]) {
      const fifth = yearsBefore(d, 5);
      expect((await apply(minor(fifth, byIdCard))).statusCode).toBe(200);
      await refusedWith(
        minor(addCalendarDays(fifth, 1), byIdCard),
        '无成人陪伴儿童须在乘机日年满5周岁且未满12周岁',
      );
      const twelfth = yearsBefore(d, 12);
      expect((await apply(minor(addCalendarDays(twelfth, 1), byIdCard))).statusCode).toBe(200);
      await refusedWith(minor(twelfth, byIdCard), '无成人陪伴儿童须在乘机日年满5周岁且未满12周岁');
    }
    const ok = minor(yearsBefore(d, 8), true);
    await refusedWith({ ...ok, departureGuardianName: '' }, '请输入出发地送机人姓名');
    await refusedWith({ ...ok, departureGuardianName: '李1' }, '出发地送机人姓名需为2-12位中文或2-24位英文');
    await refusedWith({ ...ok, departureGuardianPhone: '' }, '请输入出发地送机人手机号');
    await refusedWith({ ...ok, departureGuardianPhone: '1390000' }, '请输入正确的出发地送机人手机号');
    await refusedWith({ ...ok, arrivalGuardianName: '' }, '请输入到达地接机人姓名');
    await refusedWith({ ...ok, arrivalGuardianName: 'W' }, '到达地接机人姓名需为2-12位中文或2-24位英文');
    await refusedWith({ ...ok, arrivalGuardianPhone: '' }, '请输入到达地接机人手机号');
    await refusedWith({ ...ok, arrivalGuardianPhone: '23900002222' }, '请输入正确的到达地接机人手机号');
    const passport = minor(yearsBefore(d, 8), false);
    await refusedWith({ ...passport, birthday: '' }, '请选择出生日期');
  });

  it('takes elderly passengers from their 70th birthday on the travel date', async () => {
    const seventieth = yearsBefore(flight.flightDate, 70);
    const elderly = (birthday: string) => ({
      ...base(),
      kind: 'ELDERLY',
      passengerName: '王奶奶',
      certNo: makeIdCardNumber(birthday, 701),
    });
    expect((await apply(elderly(seventieth))).statusCode).toBe(200);
    await refusedWith(elderly(addCalendarDays(seventieth, 1)), '老年旅客须在乘机日年满70周岁');
  });

  it('refuses expectant mothers from 36 weeks and asks a certificate note from 32', async () => {
    const mother = (weeks: number | null, note?: string) => ({
      ...base(),
      kind: 'EXPECTANT_MOTHER',
      passengerName: '赵女士',
      certNo: makeIdCardNumber('1992-03-03', 100 + (weeks ?? 0)),
      pregnancyWeeks: weeks,
      ...(note === undefined ? {} : { medicalCertificateNote: note }),
    });
    expect((await apply(mother(31))).statusCode).toBe(200);
    await refusedWith(mother(32), '怀孕32周（含）以上的孕妇须持医院出具的诊断证明，请填写证明说明');
    const with32 = await apply(mother(32, '市妇幼保健院11月20日出具，适宜乘机'));
    expect(with32.statusCode, with32.body).toBe(200);
    expect(with32.json().data.details).toEqual({
      kind: 'EXPECTANT_MOTHER',
      pregnancyWeeks: 32,
      medicalCertificateNote: '市妇幼保健院11月20日出具，适宜乘机',
    });
    expect((await apply(mother(35, '诊断证明'))).statusCode).toBe(200);
    await refusedWith(mother(36, '诊断证明'), '怀孕36周（含）以上的孕妇不予承运');
    await refusedWith(mother(null), '请输入乘机日的怀孕周数');
    await refusedWith(mother(0), '怀孕周数需为1-45之间的整数');
  });

  it('takes visually and hearing impaired passengers with their own answers', async () => {
    const res = await apply({ ...base(), kind: 'VISUALLY_IMPAIRED', guideDog: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kindName: '视障旅客', details: { guideDog: true } });
    const hearing = await apply({
      ...base(),
      kind: 'HEARING_IMPAIRED',
      certNo: makeIdCardNumber('1985-01-01'),
    });
    expect(hearing.json().data).toMatchObject({
      kindName: '听障旅客',
      details: { kind: 'HEARING_IMPAIRED' },
    });
  });

  it('asks a stretcher at least 72 hours before departure, with a companion', async () => {
    const later = await flightOn(12);
    const stretcher = (extra: object = {}) => ({
      ...base(),
      flightNo: later.flightNo,
      flightDate: later.flightDate,
      kind: 'STRETCHER',
      passengerName: '孙先生',
      companionName: '孙太太',
      companionPhone: '13711112222',
      ...extra,
    });
    await refusedWith(stretcher({ companionName: '' }), '担架旅客须有陪同人员，请输入陪同人姓名');
    await refusedWith(stretcher({ companionPhone: '' }), '请输入陪同人手机号');
    await refusedWith(stretcher({ companionPhone: '1371111' }), '请输入正确的陪同人手机号');

    const edge = later.departure.getTime() - 72 * 3_600_000;
    setTestClock(edge + 60_000);
    await refusedWith(stretcher(), '担架旅客须在航班起飞72小时前提出申请');
    setTestClock(edge - 60_000);
    const res = await apply(stretcher());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.details).toEqual({
      kind: 'STRETCHER',
      companionName: '孙太太',
      companionPhone: '13711112222',
    });
    // Other kinds are taken until departure, not after.
    setTestClock(later.departure.getTime() - 60_000);
    expect(
      (await apply(wheelchair({ flightNo: later.flightNo, flightDate: later.flightDate }))).statusCode,
    ).toBe(200);
    setTestClock(later.departure.getTime());
    await refusedWith(
      wheelchair({
        flightNo: later.flightNo,
        flightDate: later.flightDate,
        certNo: makeIdCardNumber('1990-09-09'),
      }),
      '航班已起飞，不能申请特殊旅客服务',
    );
    expect(testClock.now().getTime()).toBe(later.departure.getTime());
  });

  it('lets staff move it on with a note the passenger sees; the passenger cancels until it is final', async () => {
    const a = (await apply(wheelchair({ certNo: makeIdCardNumber('1955-05-05', 55) }))).json().data;
    const url = `/api/admin/special-travellers/${a.applicationNo}/status`;

    expect((await staff('POST', url, undefined, { status: 'PROCESSING' })).statusCode).toBe(401);
    const forbidden = await staff('POST', url, member, { status: 'PROCESSING' });
    expectError(forbidden, 403, '仅限工作人员操作');
    expect((await staff('GET', '/api/admin/special-travellers', member)).statusCode).toBe(403);

    const processing = await staff('POST', url, operator, { status: 'PROCESSING', note: '已通知值机柜台' });
    expect(processing.statusCode, processing.body).toBe(200);
    expect(processing.json().msg).toBe('已更新为处理中');
    expect(processing.json().data).toMatchObject({
      status: 'PROCESSING',
      statusName: '处理中',
      handledBy: operator.user.id,
    });
    // Not back to where it was, and a rejection needs a reason.
    const again = await staff('POST', url, operator, { status: 'PROCESSING' });
    expectError(again, 409, '该申请当前状态不能改为所选状态');
    const bare = await staff('POST', url, operator, { status: 'REJECTED' });
    expectError(bare, 400, '拒绝申请请填写原因');

    const confirmed = await staff('POST', url, operator, { status: 'CONFIRMED', note: '已安排登机梯轮椅' });
    expect(confirmed.json().data).toMatchObject({ status: 'CONFIRMED', statusName: '已确认' });
    const mine = (await call('detail', { applicationNo: a.applicationNo }, member)).json().data;
    expect(mine).toMatchObject({
      status: 'CONFIRMED',
      statusName: '已确认',
      statusNote: '已安排登机梯轮椅',
      canCancel: true,
    });

    const list = (
      await staff('GET', '/api/admin/special-travellers?status=CONFIRMED&kind=WHEELCHAIR', operator)
    ).json();
    expect(list.rows.map((r: { applicationNo: string }) => r.applicationNo)).toContain(a.applicationNo);
    expect(list.rows.every((r: { status: string }) => r.status === 'CONFIRMED')).toBe(true);

    const cancelled = await call('cancel', { applicationNo: a.applicationNo }, member);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'CANCELLED',
      statusName: '已取消',
      canCancel: false,
    });
    const twice = await call('cancel', { applicationNo: a.applicationNo }, member);
    expectError(twice, 409, '该申请已结束，不能取消');
    // Staff cannot revive a cancelled one.
    expect((await staff('POST', url, operator, { status: 'CONFIRMED' })).statusCode).toBe(409);

    const b = (await apply(wheelchair({ certNo: makeIdCardNumber('1956-06-06', 56) }))).json().data;
    const rejected = await staff(
      'POST',
      `/api/admin/special-travellers/${b.applicationNo}/status`,
      operator,
      {
        status: 'REJECTED',
        note: '该航班机型无法安排',
      },
    );
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      statusName: '已拒绝',
      statusNote: '该航班机型无法安排',
    });
    expect((await call('cancel', { applicationNo: b.applicationNo }, member)).statusCode).toBe(409);

    const missing = await staff('POST', '/api/admin/special-travellers/ST209901010001/status', operator, {
      status: 'CONFIRMED',
    });
    expect(missing.statusCode).toBe(404);
  });
});
