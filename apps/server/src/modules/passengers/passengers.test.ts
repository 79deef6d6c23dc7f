import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages, CheckInMessages, makeIdCardNumber } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, createUser, dbKind, expectError } from '#test/helper';
import { savedPassengers } from '../../db/schema';
import { addDays, chinaToday } from '../../lib/clock';
import { PassengerMessages, SAVED_PASSENGERS_MAX } from './passengers.service';

/** A valid mainland ID number for a birth date (YYYY-MM-DD), Beijing Chaoyang, with a sequence number. */
const idCard = (birthday: string, seq = 123) => makeIdCardNumber(birthday, seq, '110105');
/** The same number with a wrong check character. */
const badChecksum = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');

/** A birth date `years` years (and `days` days) before today in China. */
const bornAgo = (years: number, days = 0) => {
  const [y, m, d] = chinaToday().split('-');
  const date = `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
  return addDays(date, -days);
};

type Auth = { authorization: string };

describe(`saved passengers (${dbKind()})`, () => {
  let app: App;
  let owner: Auth;
  let other: Auth;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = (await createUser(app)).auth;
    other = (await createUser(app)).auth;
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, headers: Auth | undefined, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/passenger/${url}`, ...(headers ? { headers } : {}), payload });

  const adult = () => {
    const birthday = bornAgo(30, 40);
    return { name: '王小明', certType: '身份证', certNo: idCard(birthday), birthday, phone: '13812345678' };
  };

  const add = async (headers: Auth, payload: object) => {
    const res = await post('add', headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; certNo: string; type: string };
  };

  it('asks a visitor to log in first', async () => {
    for (const url of ['list', 'detail', 'add', 'update', 'delete']) {
      const res = await post(url, undefined, {});
      expectError(res, 401, '请先登录');
    }
  });

  describe('list, add, update, delete', () => {
    let user: Auth;
    beforeAll(async () => {
      user = (await createUser(app)).auth;
    });

    it('answers an empty list for an account with no passengers', async () => {
      const res = await post('list', user, { currentPage: 1, limit: 500 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: { passengers: [], total: 0 } });
    });

    it('adds passengers and lists them masked, typed by age today (INF under 2)', async () => {
      const a = adult();
      const child = { name: 'LI/XIAOHONG', certType: '护照', certNo: 'E12345678', birthday: bornAgo(5) };
      const infantBirthday = bornAgo(1, 100);
      const infant = {
        name: '王宝宝',
        certType: '身份证',
        certNo: idCard(infantBirthday, 456),
        birthday: infantBirthday,
      };
      // Born two years ago tomorrow: still an infant today.
      const almostTwo = bornAgo(2, -1);
      const baby = {
        name: '王贝贝',
        certType: '身份证',
        certNo: idCard(almostTwo, 789),
        birthday: almostTwo,
      };
      const twelve = { name: '王十二', certType: '护照', certNo: 'G87654321', birthday: bornAgo(12) };

      const added = await add(user, a);
      expect(added).toMatchObject({ name: '王小明', certNo: a.certNo, phone: '13812345678', type: 'ADT' });
      expect((await add(user, child)).type).toBe('CHD');
      expect((await add(user, infant)).type).toBe('INF');
      expect((await add(user, baby)).type).toBe('INF');
      expect((await add(user, twelve)).type).toBe('ADT');

      const res = await post('list', user, { currentPage: 1, limit: 500 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe(200);
      expect(body.data.total).toBe(5);
      const byName = new Map(body.data.passengers.map((p: { name: string }) => [p.name, p]));
      expect(byName.get('王小明')).toEqual({
        id: added.id,
        name: '王小明',
        certType: '身份证',
        certNo: `${a.certNo.slice(0, 4)}**********${a.certNo.slice(-4)}`,
        birthday: a.birthday,
        phone: '138****5678',
        type: 'ADT',
      });
      expect(byName.get('LI/XIAOHONG')).toMatchObject({ certNo: 'E1*****78', phone: null, type: 'CHD' });
      expect(byName.get('王宝宝')).toMatchObject({ type: 'INF' });
      expect(byName.get('王贝贝')).toMatchObject({ type: 'INF' });
      expect(byName.get('王十二')).toMatchObject({ type: 'ADT' });
      // No certificate number or phone in full anywhere in the list.
      for (const secret of [a.certNo, child.certNo, infant.certNo, baby.certNo, twelve.certNo, '13812345678'])
        expect(res.body).not.toContain(secret);
    });

    it('pages the list with currentPage and limit, total counting all', async () => {
      const first = (await post('list', user, { currentPage: 1, limit: 2 })).json().data;
      const third = (await post('list', user, { currentPage: 3, limit: 2 })).json().data;
      expect(first.passengers).toHaveLength(2);
      expect(third.passengers).toHaveLength(1);
      expect(first.total).toBe(5);
      expect(third.total).toBe(5);
      const defaults = (await post('list', user, {})).json().data;
      expect(defaults.passengers).toHaveLength(5);
      const tooMany = await post('list', user, { currentPage: 1, limit: 501 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().msg).toContain('每页最多500条');
    });

    it('gives the owner the full values in detail, then updates and deletes', async () => {
      const a = { ...adult(), name: '赵六', certNo: idCard(bornAgo(30, 40), 321) };
      const { id } = await add(user, a);

      const detail = await post('detail', user, { id });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data).toEqual({
        id,
        name: '赵六',
        certType: '身份证',
        certNo: a.certNo,
        birthday: a.birthday,
        phone: '13812345678',
        type: 'ADT',
      });

      const updated = await post('update', user, {
        id,
        name: ' ZHAO LIU ',
        certType: '护照',
        certNo: 'e99887766',
        birthday: bornAgo(40),
        phone: '',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ code: 200, msg: '保存成功' });
      expect(updated.json().data).toEqual({
        id,
        name: 'ZHAO LIU',
        certType: '护照',
        certNo: 'E99887766',
        birthday: bornAgo(40),
        phone: null,
        type: 'ADT',
      });
      // Saving a passenger unchanged is not a duplicate of itself.
      const again = await post('update', user, {
        id,
        name: 'ZHAO LIU',
        certType: '护照',
        certNo: 'E99887766',
        birthday: bornAgo(40),
      });
      expect(again.statusCode).toBe(200);

      const deleted = await post('delete', user, { id });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ code: 200, msg: '删除成功', data: null });
      for (const url of ['detail', 'delete']) {
        const gone = await post(url, user, { id });
        expectError(gone, 404, '乘机人不存在');
      }
    });
  });

  describe('validation', () => {
    const refusals: [string, object, string][] = [
      ['no name', { name: '  ' }, CheckInMessages.nameRequired],
      ['a mixed-script name', { name: '王Xiaoming' }, '乘机人姓名需全英文或全中文！'],
      ['a one-character Chinese name', { name: '王' }, '乘机人中文姓名需2-12位！'],
      ['a 13-character Chinese name', { name: '王'.repeat(13) }, '乘机人中文姓名需2-12位！'],
      ['a one-letter English name', { name: 'W' }, '乘机人英文姓名需2-24位！'],
      ['a 25-letter English name', { name: 'W'.repeat(25) }, '乘机人英文姓名需2-24位！'],
      ['digits in a name', { name: '王小明2' }, '乘机人姓名需全英文或全中文！'],
      ['a short ID number', { certNo: '11010519900101123' }, '身份证号码需为18位，最后一位可为数字或X'],
      [
        'an ID number with a letter inside',
        { certNo: '1101051990010A1234' },
        '身份证号码需为18位，最后一位可为数字或X',
      ],
      [
        'an impossible birth date in the ID number',
        { certNo: idCard('1990-02-30') },
        '身份证号码中的出生日期不正确',
      ],
      [
        'a wrong ID check character',
        { certNo: badChecksum(idCard(bornAgo(30, 40))) },
        '身份证号码校验位不正确，请核对后重新输入',
      ],
      [
        'a birth date that disagrees with the ID number',
        { certNo: idCard(bornAgo(30, 41)) },
        '出生日期与身份证号码不一致',
      ],
      ['a birth date in the future', { birthday: addDays(chinaToday(), 1) }, '出生日期不能晚于今天'],
      ['an impossible birth date', { birthday: '2001-02-29' }, '请选择出生日期'],
      ['a bad passport number', { certType: '护照', certNo: 'E12' }, '护照号码需为5-17位字母或数字'],
      ['a bad permit number', { certType: '港澳通行证', certNo: 'C1234' }, '通行证号码格式不正确'],
      ['a bad Taiwan permit number', { certType: '台胞证', certNo: '12-345678' }, '通行证号码格式不正确'],
      ['a bad officer card number', { certType: '军官证', certNo: '12' }, '军官证号码需为4-20位字母或数字'],
      ['a bad phone', { phone: '1381234567' }, '请输入正确的手机号'],
      ['a landline phone', { phone: '02088888888' }, '请输入正确的手机号'],
    ];

    it.each(refusals)('refuses %s with its message', async (_, change, message) => {
      const payload = { ...adult(), ...change };
      const res = await post('add', owner, payload);
      expectError(res, 400, message);
    });

    it('refuses the same on update, after checking the passenger is the caller’s', async () => {
      const { id } = await add(owner, { ...adult(), certNo: idCard(bornAgo(30, 40), 901) });
      const res = await post('update', owner, {
        id,
        ...adult(),
        certNo: badChecksum(idCard(bornAgo(30, 40))),
      });
      expectError(res, 400, AccountMessages.idCardChecksum);
      const theirs = await post('update', other, { id, ...adult(), name: '' });
      expect(theirs.statusCode).toBe(404);
    });

    it('refuses an unknown certificate type and a malformed birth date', async () => {
      const type = await post('add', owner, { ...adult(), certType: '驾驶证' });
      expect(type.statusCode).toBe(400);
      expect(type.json().msg).toContain('请选择证件类型');
      const date = await post('add', owner, { ...adult(), birthday: '1990/01/01' });
      expect(date.statusCode).toBe(400);
      expect(date.json().msg).toContain('日期格式需为YYYY-MM-DD');
    });

    it('accepts a lower-case x check character and stores it upper-case', async () => {
      let seq = 0;
      let id = idCard(bornAgo(25), seq);
      while (!id.endsWith('X')) id = idCard(bornAgo(25), ++seq);
      const saved = await add(owner, { ...adult(), birthday: bornAgo(25), certNo: id.toLowerCase() });
      expect(saved.certNo).toBe(id);
    });
  });

  describe('duplicates and the limit of 50', () => {
    it('refuses a certificate the account already saved, on add and on update', async () => {
      const user = (await createUser(app)).auth;
      const a = adult();
      await add(user, a);
      const dup = await post('add', user, { ...a, name: '王大明', certNo: a.certNo.toLowerCase() });
      expectError(dup, 409, '该证件号的乘机人已存在');

      const b = await add(user, { ...adult(), certNo: idCard(bornAgo(30, 40), 555) });
      const clash = await post('update', user, { id: b.id, ...a });
      expectError(clash, 409, PassengerMessages.duplicate);

      // Another account may save the same person.
      await add((await createUser(app)).auth, a);
    });

    it('refuses a duplicate added twice at the same time once', async () => {
      const user = (await createUser(app)).auth;
      const a = adult();
      const results = await Promise.all([1, 2, 3].map(() => post('add', user, a)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('keeps at most 50 passengers per account', async () => {
      const { user, auth } = await createUser(app);
      await app.db.insert(savedPassengers).values(
        Array.from({ length: SAVED_PASSENGERS_MAX - 1 }, (_, i) => ({
          userId: user.id,
          name: '乘客甲',
          certType: '护照' as const,
          certNo: `P${String(i).padStart(8, '0')}`,
          birthday: bornAgo(30),
        })),
      );
      await add(auth, adult());
      const full = await post('add', auth, { ...adult(), certNo: idCard(bornAgo(30, 40), 777) });
      expectError(full, 409, '常用乘机人最多保存50位');
      expect((await post('list', auth, {})).json().data.total).toBe(50);
    });
  });

  describe('another account’s passenger', () => {
    it('answers 404 乘机人不存在 for detail, update and delete, and leaves it alone', async () => {
      const a = { ...adult(), certNo: idCard(bornAgo(30, 40), 246) };
      const { id } = await add(owner, a);
      const attempts = [
        await post('detail', other, { id }),
        await post('update', other, { id, ...adult(), name: '李四' }),
        await post('delete', other, { id }),
      ];
      for (const res of attempts) {
        expectError(res, 404, '乘机人不存在');
        expect(res.body).not.toContain(a.certNo);
      }
      const [row] = await app.db.select().from(savedPassengers).where(eq(savedPassengers.id, id));
      expect(row).toMatchObject({ name: '王小明', certNo: a.certNo });
      expect(
        (await post('list', other, {})).json().data.passengers.map((p: { id: number }) => p.id),
      ).not.toContain(id);
    });

    it('answers 404 for an id no passenger has, and 400 for one past the ids that can exist or not an id', async () => {
      expect((await post('detail', owner, { id: 2_147_483_647 })).statusCode).toBe(404);
      for (const id of [2_147_483_648, 99_999_999_999, 'abc', -1, 1.5]) {
        const res = await post('detail', owner, { id });
        expect(res.statusCode, String(id)).toBe(400);
        expect(res.json().msg, String(id)).toContain('编号不正确');
      }
    });
  });
});
