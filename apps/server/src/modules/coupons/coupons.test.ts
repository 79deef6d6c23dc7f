import { and, eq, inArray } from 'drizzle-orm';
import { setTestClock, clockAfterStart } from '#test/clock';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '@jc/shared';
import type { App } from '../../app';
import { withTestApp, createUser, dbKind, expectError } from '#test/helper';
import { coupons, userCoupons } from '../../db/schema';
import { seedCoupons } from '../../db/seed/coupons';
import { chinaToday, dayjs, now } from '../../lib/clock';
import { openSession } from '../accounts/sessions.service';

const DAY = 24 * 60 * 60 * 1000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

type Auth = { authorization: string };
type CouponJson = {
  id: number;
  couponName: string;
  couponType: number;
  couponAmount: number;
  limitAmount: number;
  gainExpireTime: string;
  instruction: string;
  status: string;
};

/** A birthday this many months from the current China month, 30 years ago, on the 1st. */
const birthdayInMonth = (monthsFromNow = 0) =>
  dayjs
    .tz(chinaToday(), TIME_ZONE)
    .startOf('month')
    .add(monthsFromNow, 'month')
    .subtract(30, 'year')
    .format('YYYY-MM-DD');

/** Shifts the clock to noon (China) on the given date. */
const travelTo = (isoDate: string) => setTestClock(dayjs.tz(`${isoDate} 12:00`, TIME_ZONE).valueOf());

const fromChinaTime = (text: string) => dayjs.tz(text, 'YYYY-MM-DD HH:mm:ss', TIME_ZONE).valueOf();

describe(`member coupons (${dbKind()})`, () => {
  let app: App;
  withTestApp((built) => (app = built));

  const post = (url: string, headers: Auth | undefined, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/coupon/${url}`, ...(headers ? { headers } : {}), payload });
  const waiting = async (auth: Auth) => {
    const res = await post('waiting', auth, { type: 0 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CouponJson[];
  };
  const mine = async (auth: Auth, status: string, pageNum = 1, pageSize = 10) => {
    const res = await post('mine', auth, { status, pageNum, pageSize });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { code: number; rows: CouponJson[]; total: number };
  };
  const grantsOf = (userId: number) =>
    app.db.select().from(userCoupons).where(eq(userCoupons.userId, userId));

  /** A coupon template of our own, active around today. */
  const template = async (values: Partial<typeof coupons.$inferInsert> = {}) => {
    const [row] = await app.db
      .insert(coupons)
      .values({
        name: `测试券${Math.random().toString(36).slice(2, 8)}`,
        kind: 'general',
        couponType: 1,
        amount: 2000,
        limitAmount: 10000,
        validDays: 7,
        stock: null,
        instruction: '测试用券',
        activeFrom: '2000-01-01',
        activeTo: '2099-12-31',
        ...values,
      })
      .returning();
    return row!;
  };
  /** A coupon handed straight to an account. */
  const give = async (
    userId: number,
    couponId: number,
    values: Partial<typeof userCoupons.$inferInsert> = {},
  ) => {
    const [row] = await app.db
      .insert(userCoupons)
      .values({
        userId,
        couponId,
        status: 'waiting',
        reason: `test-${Math.random().toString(36).slice(2, 10)}`,
        expiresAt: new Date(now().getTime() + 3 * DAY),
        ...values,
      })
      .returning();
    return row!;
  };

  it('asks a visitor to log in first', async () => {
    for (const url of ['waiting', 'claim', 'mine']) {
      const res = await post(url, undefined, {});
      expectError(res, 401, '请先登录');
    }
  });

  it('seeds the templates once, with their amounts in fen and a window around the seed day', async () => {
    expect(await seedCoupons(app.db)).toBe(0);
    const rows = await app.db.select().from(coupons);
    const byName = new Map(rows.map((c) => [c.name, c]));
    expect(rows.filter((c) => c.name === '生日专享立减券')).toHaveLength(1);
    expect(byName.get('生日专享立减券')).toMatchObject({
      kind: 'birthday',
      couponType: 1,
      amount: 10000,
      limitAmount: 0,
      validDays: 30,
      stock: null,
    });
    expect(byName.get('生日专享9.5折券')).toMatchObject({
      kind: 'birthday',
      couponType: 2,
      amount: 95,
      limitAmount: 50000,
    });
    expect(byName.get('生日专享9.5折券')!.instruction).toContain('最高优惠200元');
    expect(byName.get('新会员立减券')).toMatchObject({
      kind: 'member',
      couponType: 1,
      amount: 3000,
      limitAmount: 30000,
    });
    expect(byName.get('冬季出行立减券')).toMatchObject({ kind: 'general', couponType: 1 });
    const birthday = byName.get('生日专享立减券')!;
    expect(dayjs(birthday.activeTo).diff(dayjs(birthday.activeFrom), 'day')).toBe(395);
  });

  describe('birthday grant', () => {
    it('offers a member born this month the two birthday coupons, claimable to the month’s end', async () => {
      const { auth } = await createUser(app, { birthday: birthdayInMonth(0) });
      const list = await waiting(auth);
      expect(list).toHaveLength(2);
      const monthEnd = `${dayjs.tz(chinaToday(), TIME_ZONE).endOf('month').format('YYYY-MM-DD')} 23:59:59`;
      const byName = new Map(list.map((c) => [c.couponName, c]));
      expect(byName.get('生日专享立减券')).toMatchObject({
        couponType: 1,
        couponAmount: 10000,
        limitAmount: 0,
        gainExpireTime: monthEnd,
        status: 'waiting',
      });
      expect(byName.get('生日专享9.5折券')).toMatchObject({
        couponType: 2,
        couponAmount: 95,
        limitAmount: 50000,
        gainExpireTime: monthEnd,
        status: 'waiting',
      });
      expect(byName.get('生日专享9.5折券')!.instruction).toMatch(/\S/);
    });

    it('grants once a year: calling again, or several times at once, does not duplicate', async () => {
      const { user, auth } = await createUser(app, { birthday: birthdayInMonth(0) });
      const [a, b, c] = await Promise.all([waiting(auth), waiting(auth), waiting(auth)]);
      expect([a.length, b.length, c.length]).toEqual([2, 2, 2]);
      expect(await waiting(auth)).toHaveLength(2);
      const grants = await grantsOf(user.id);
      expect(grants).toHaveLength(2);
      expect(grants.every((g) => g.reason === `birthday-${chinaToday().slice(0, 4)}`)).toBe(true);

      // Claimed coupons are not offered again the same year.
      const claim = await post('claim', auth, { ids: a.map((x) => x.id) });
      expect(claim.json()).toEqual({ code: 200, msg: '领取成功', data: { claimed: 2 } });
      expect(await waiting(auth)).toEqual([]);
      expect(await grantsOf(user.id)).toHaveLength(2);
    });

    it('offers them again in the birthday month of the next year', async () => {
      await app.db.update(coupons).set({ activeTo: '2099-12-31' }).where(eq(coupons.kind, 'birthday'));
      const { user } = await createUser(app, { birthday: birthdayInMonth(0) });
      const year = Number(chinaToday().slice(0, 4));
      travelTo(`${year + 1}${chinaToday().slice(4, 8)}01`);
      const { token } = await openSession(app.db, user.id);
      expect(await waiting({ authorization: `Bearer ${token}` })).toHaveLength(2);
      const reasons = (await grantsOf(user.id)).map((g) => g.reason);
      expect(reasons).toEqual([`birthday-${year + 1}`, `birthday-${year + 1}`]);
    });

    it('gives a non-member born this month nothing', async () => {
      const { user, auth } = await createUser(app, { memberNo: null, birthday: birthdayInMonth(0) });
      expect(await waiting(auth)).toEqual([]);
      expect(await grantsOf(user.id)).toEqual([]);
    });

    it('gives a member born in another month nothing, and one with no birthday nothing', async () => {
      for (const birthday of [birthdayInMonth(1), birthdayInMonth(-1), null]) {
        const { user, auth } = await createUser(app, { birthday });
        expect(await waiting(auth)).toEqual([]);
        expect(await grantsOf(user.id)).toEqual([]);
      }
    });

    it('offers a member born next month the coupons once next month comes (China time)', async () => {
      const birthday = birthdayInMonth(1);
      const nextMonth = dayjs
        .tz(chinaToday(), TIME_ZONE)
        .startOf('month')
        .add(1, 'month')
        .format('YYYY-MM-DD');
      // Just before midnight in China on the month's last day: still this month.
      setTestClock(dayjs.tz(`${nextMonth} 00:00`, TIME_ZONE).valueOf() - 60_000);
      const early = await createUser(app, { birthday });
      expect(await waiting(early.auth)).toEqual([]);
      travelTo(nextMonth);
      const { auth } = await createUser(app, { birthday });
      expect((await waiting(auth)).map((c) => c.couponName).sort()).toEqual([
        '生日专享9.5折券',
        '生日专享立减券',
      ]);
    });

    it('does not list a waiting coupon past its claim deadline or with no stock left', async () => {
      const { user, auth } = await createUser(app, { birthday: null });
      const open = await template();
      const soldOut = await template({ stock: 0 });
      await give(user.id, open.id, { expiresAt: new Date(now().getTime() - 1000) });
      await give(user.id, soldOut.id);
      const live = await give(user.id, open.id);
      expect((await waiting(auth)).map((c) => c.id)).toEqual([live.id]);
    });
  });

  describe('claiming', () => {
    it('claims with 领取成功, then answers 101 优惠券已领取或已领完 for the same coupons', async () => {
      const { user, auth } = await createUser(app, { birthday: birthdayInMonth(0) });
      const ids = (await waiting(auth)).map((c) => c.id);
      const res = await post('claim', auth, { ids });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, msg: '领取成功', data: { claimed: 2 } });

      const again = await post('claim', auth, { ids });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 101, msg: '优惠券已领取或已领完' });

      const rows = await grantsOf(user.id);
      for (const row of rows) {
        expect(row.status).toBe('unused');
        expect(row.claimedAt).not.toBeNull();
        expect(row.expiresAt.getTime() - row.claimedAt!.getTime()).toBe(30 * DAY);
      }
      const unused = await mine(auth, 'unused');
      expect(unused.total).toBe(2);
      const fixed = unused.rows.find((c) => c.couponName === '生日专享立减券')!;
      expect(fixed).toMatchObject({ couponType: 1, couponAmount: 10000, limitAmount: 0, status: 'unused' });
      expect(fixed.gainExpireTime).toMatch(DATE_TIME);
      expect(Math.abs(fromChinaTime(fixed.gainExpireTime) - (now().getTime() + 30 * DAY))).toBeLessThan(
        60_000,
      );
    });

    it('claims the claimable ones when some of the ids are not', async () => {
      const { user, auth } = await createUser(app, { birthday: null });
      const t = await template();
      const a = await give(user.id, t.id);
      const b = await give(user.id, t.id, { status: 'unused' });
      const res = await post('claim', auth, { ids: [a.id, b.id, a.id, 2_000_000_000] });
      expect(res.json()).toEqual({ code: 200, msg: '领取成功', data: { claimed: 1 } });
    });

    it('treats another account’s coupon as not claimable, and leaves it untouched', async () => {
      const owner = await createUser(app, { birthday: birthdayInMonth(0) });
      const thief = await createUser(app, { birthday: null });
      const ids = (await waiting(owner.auth)).map((c) => c.id);
      const res = await post('claim', thief.auth, { ids });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 101, msg: '优惠券已领取或已领完' });
      const rows = await grantsOf(owner.user.id);
      expect(rows.map((r) => r.status)).toEqual(['waiting', 'waiting']);
      expect(rows.every((r) => r.claimedAt === null)).toBe(true);
      expect(await grantsOf(thief.user.id)).toEqual([]);
      expect((await mine(thief.auth, 'unused')).total).toBe(0);
    });

    it('refuses a coupon past its claim deadline with 101', async () => {
      const { user, auth } = await createUser(app, { birthday: null });
      const t = await template();
      const late = await give(user.id, t.id, { expiresAt: new Date(now().getTime() - 1000) });
      const res = await post('claim', auth, { ids: [late.id] });
      expect(res.json()).toEqual({ code: 101, msg: '优惠券已领取或已领完' });
    });

    it('refuses an empty list of ids', async () => {
      const { auth } = await createUser(app);
      const res = await post('claim', auth, { ids: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('请选择要领取的优惠券');
    });

    it('never gives more than the stock: 5 accounts claiming a stock-2 coupon at once, exactly 2 succeed', async () => {
      const t = await template({ stock: 2 });
      const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(app, { birthday: null })));
      const grants = await Promise.all(users.map(({ user }) => give(user.id, t.id)));
      const results = await Promise.all(
        users.map(({ auth }, i) => post('claim', auth, { ids: [grants[i]!.id] })),
      );
      const codes = results.map((r) => r.json().code).sort();
      expect(codes).toEqual([101, 101, 101, 200, 200]);
      for (const r of results.filter((x) => x.json().code === 101))
        expect(r.json().msg).toBe('优惠券已领取或已领完');
      const [after] = await app.db.select().from(coupons).where(eq(coupons.id, t.id));
      expect(after!.stock).toBe(0);
      const statuses = await app.db
        .select({ status: userCoupons.status })
        .from(userCoupons)
        .where(
          and(
            eq(userCoupons.couponId, t.id),
            inArray(
              userCoupons.id,
              grants.map((g) => g.id),
            ),
          ),
        );
      expect(statuses.filter((s) => s.status === 'unused')).toHaveLength(2);
      // The ones who missed out no longer see it waiting.
      const loser = users[results.findIndex((r) => r.json().code === 101)]!;
      expect(await waiting(loser.auth)).toEqual([]);
    });

    it('claims the same coupon only once when one account sends several claims at once', async () => {
      const { user, auth } = await createUser(app, { birthday: null });
      const t = await template({ stock: 10 });
      const g = await give(user.id, t.id);
      const results = await Promise.all([1, 2, 3].map(() => post('claim', auth, { ids: [g.id] })));
      expect(results.map((r) => r.json().code).sort()).toEqual([101, 101, 200]);
      const [after] = await app.db.select().from(coupons).where(eq(coupons.id, t.id));
      expect(after!.stock).toBe(9);
    });
  });

  describe('my coupons', () => {
    it('pages the coupons of a state, soonest expiry first', async () => {
      const { user, auth } = await createUser(app, { birthday: null });
      const t = await template({ couponType: 2, amount: 90, limitAmount: 100000 });
      const at = now().getTime();
      const made = [];
      for (const days of [5, 1, 3])
        made.push(await give(user.id, t.id, { status: 'unused', expiresAt: new Date(at + days * DAY) }));
      const first = await mine(auth, 'unused', 1, 2);
      expect(first.code).toBe(200);
      expect(first.total).toBe(3);
      expect(first.rows.map((c) => c.id)).toEqual([made[1]!.id, made[2]!.id]);
      const second = await mine(auth, 'unused', 2, 2);
      expect(second.total).toBe(3);
      expect(second.rows.map((c) => c.id)).toEqual([made[0]!.id]);
      expect(second.rows[0]).toMatchObject({
        couponType: 2,
        couponAmount: 90,
        limitAmount: 100000,
        status: 'unused',
      });
      expect((await mine(auth, 'used')).total).toBe(0);
    });

    it('lists unused coupons past their expiry as expired, and used ones as used', async () => {
      const { user, auth } = await createUser(app, { birthday: null });
      const t = await template();
      const past = await give(user.id, t.id, {
        status: 'unused',
        expiresAt: new Date(now().getTime() - 1000),
      });
      const marked = await give(user.id, t.id, {
        status: 'expired',
        expiresAt: new Date(now().getTime() - 5 * DAY),
      });
      const live = await give(user.id, t.id, {
        status: 'unused',
        expiresAt: new Date(now().getTime() + DAY),
      });
      const used = await give(user.id, t.id, { status: 'used', usedAt: now() });
      await give(user.id, t.id); // waiting: in none of the lists

      const expired = await mine(auth, 'expired');
      expect(expired.total).toBe(2);
      expect(expired.rows.map((c) => [c.id, c.status])).toEqual([
        [past.id, 'expired'],
        [marked.id, 'expired'],
      ]);
      const unused = await mine(auth, 'unused');
      expect(unused.rows.map((c) => c.id)).toEqual([live.id]);
      const usedList = await mine(auth, 'used');
      expect(usedList.rows.map((c) => [c.id, c.status])).toEqual([[used.id, 'used']]);
    });

    it('moves a claimed coupon to expired once its validity has passed', async () => {
      const { user, auth } = await createUser(app, { birthday: null });
      const t = await template({ validDays: 7 });
      const g = await give(user.id, t.id);
      expect((await post('claim', auth, { ids: [g.id] })).json().code).toBe(200);
      clockAfterStart(7 * DAY + 60_000);
      const { token } = await openSession(app.db, user.id);
      const later = { authorization: `Bearer ${token}` };
      expect((await mine(later, 'unused')).total).toBe(0);
      expect((await mine(later, 'expired')).rows.map((c) => c.id)).toEqual([g.id]);
    });

    it('refuses an unknown state', async () => {
      const { auth } = await createUser(app);
      const res = await post('mine', auth, { status: 'waiting', pageNum: 1, pageSize: 10 });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('优惠券状态不正确');
    });

    it('shows nobody else’s coupons', async () => {
      const a = await createUser(app, { birthday: null });
      const b = await createUser(app, { birthday: null });
      const t = await template();
      await give(a.user.id, t.id, { status: 'unused' });
      expect((await mine(b.auth, 'unused')).total).toBe(0);
      expect((await mine(a.auth, 'unused')).total).toBe(1);
    });
  });
});
