import { eq, inArray, sql } from 'drizzle-orm';
import { setTestClock } from '#test/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlashSaleRoutesResponse, FlashSaleSubjectsResponse } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, createUser, dbKind, expectError, postRaw } from '#test/helper';
import { flashSalePurchases, flashSaleRoutes, flashSaleSubjects, routes } from '../../db/schema';
import { seedFlashSales } from '../../db/seed/flash-sales';
import { now } from '../../lib/clock';

type Auth = { authorization: string };
type Subject = ReturnType<typeof FlashSaleSubjectsResponse.parse>['data']['subjects'][number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ISO_CHINA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;

const ONGOING = '双十二早鸟秒杀';
const UPCOMING = ['冬日暖阳 · 海岛秒杀', '春运回家 · 返乡秒杀'];
const ENDED = '双十一狂欢秒杀';

/** Moves the server clock to `at` plus `ms` (a minute's slack keeps request time out of it). */
const clockAt = (at: Date | string, ms: number) => setTestClock(new Date(at).getTime() + ms);

describe(`flash sales (${dbKind()})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const subjectsCall = (payload?: object, headers?: Auth) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/sk/subjects',
      ...(headers ? { headers } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
  const routesCall = (payload: object, headers?: Auth) =>
    app.inject({ method: 'POST', url: '/api/v1/sk/routes', ...(headers ? { headers } : {}), payload });

  const subjects = async (payload: object = {}) => {
    const res = await subjectsCall(payload);
    expect(res.statusCode, res.body).toBe(200);
    // The declared response schema is the contract: parse with it, not just read fields.
    return FlashSaleSubjectsResponse.parse(res.json()).data;
  };
  const routesOf = async (subjectId: number, headers?: Auth) => {
    const res = await routesCall({ subjectId }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return FlashSaleRoutesResponse.parse(res.json()).data;
  };
  const seeded = async (title: string): Promise<Subject> => {
    const all = await subjects({ state: 'all' });
    const found = all.subjects.find((s) => s.title === title);
    expect(found, title).toBeDefined();
    return found!;
  };

  /** A campaign of our own with one route, starting at `startsAt` and lasting `hours`. */
  async function insertCampaign(
    startsAt: Date,
    hours = 2,
    values: Partial<typeof flashSaleSubjects.$inferInsert> = {},
  ) {
    const [subject] = await app.db
      .insert(flashSaleSubjects)
      .values({
        title: `测试秒杀${Math.random().toString(36).slice(2, 8)}`,
        imagePath: '/images/flash-sales/double-twelve.webp',
        startsAt,
        endsAt: new Date(startsAt.getTime() + hours * HOUR),
        ...values,
      })
      .returning();
    await app.db.insert(flashSaleRoutes).values({
      subjectId: subject!.id,
      depCode: 'CTU',
      arrCode: 'XIY',
      travelFrom: '2099-01-01',
      travelTo: '2099-01-31',
      fareFamilyCode: 'SAVER',
      specialPrice: 29_900,
      originalPrice: 134_000,
      stockTotal: 10,
      stockSold: 3,
      perUserLimit: 1,
    });
    return subject!;
  }

  describe('POST /api/v1/sk/subjects', () => {
    it('lists the ongoing campaign first, then the upcoming ones by start; the ended one is left out', async () => {
      const data = await subjects();
      expect(data.subjects.map((s) => s.title)).toEqual([ONGOING, ...UPCOMING]);
      expect(data.subjects.map((s) => [s.state, s.stateLabel])).toEqual([
        ['ongoing', '进行中'],
        ['upcoming', '未开始'],
        ['upcoming', '未开始'],
      ]);
      // The countdown runs from the server's clock.
      expect(data.serverTime).toMatch(ISO_CHINA);
      expect(Math.abs(Date.parse(data.serverTime) - now().getTime())).toBeLessThan(5_000);
    });

    it('gives each campaign its times in China time, image, route count and lowest special price', async () => {
      const data = await subjects();
      const ongoing = data.subjects[0]!;
      expect(ongoing).toMatchObject({
        title: ONGOING,
        subtitle: expect.any(String),
        image: '/images/flash-sales/double-twelve.webp',
        routeCount: 5,
        lowestPrice: 19_900,
      });
      expect(ongoing.description).toContain('不含民航发展基金及燃油附加费');
      for (const s of data.subjects) {
        expect(s.startTime).toMatch(ISO_CHINA);
        expect(s.endTime).toMatch(ISO_CHINA);
        expect(Date.parse(s.endTime)).toBeGreaterThan(Date.parse(s.startTime));
      }
      const nowMs = now().getTime();
      expect(Date.parse(ongoing.startTime)).toBeLessThanOrEqual(nowMs);
      expect(Date.parse(ongoing.endTime)).toBeGreaterThan(nowMs);
      for (const s of data.subjects.slice(1)) expect(Date.parse(s.startTime)).toBeGreaterThan(nowMs);
      const starts = data.subjects.slice(1).map((s) => Date.parse(s.startTime));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('filters by state: ongoing, upcoming, ended or all', async () => {
      const titles = async (state: string) => (await subjects({ state })).subjects.map((s) => s.title);
      expect(await titles('ongoing')).toEqual([ONGOING]);
      expect(await titles('upcoming')).toEqual(UPCOMING);
      expect(await titles('ended')).toEqual([ENDED]);
      expect(await titles('all')).toEqual([ONGOING, ...UPCOMING, ENDED]);
      const ended = (await subjects({ state: 'ended' })).subjects[0]!;
      expect([ended.state, ended.stateLabel]).toEqual(['ended', '已结束']);
    });

    it('answers without a body as with an empty one', async () => {
      const res = await subjectsCall();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.subjects.map((s: Subject) => s.title)).toEqual([ONGOING, ...UPCOMING]);
    });

    it('refuses an unknown state with a Chinese 400', async () => {
      expectError(
        await subjectsCall({ state: 'soon' }),
        400,
        '请求内容字段 state：活动状态只能是 ongoing、upcoming、ended 或 all',
      );
    });

    it('moves a campaign from upcoming to ongoing at its start and to ended at its end, as the clock moves', async () => {
      const startsAt = new Date('2099-06-01T02:00:00Z');
      const mine = await insertCampaign(startsAt, 2);
      const stateAt = async (ms: number) => {
        clockAt(startsAt, ms);
        const all = await subjects({ state: 'all' });
        const row = all.subjects.find((s) => s.id === mine.id)!;
        const current = (await subjects()).subjects.some((s) => s.id === mine.id);
        return { state: row.state, label: row.stateLabel, current, serverTime: Date.parse(all.serverTime) };
      };

      const before = await stateAt(-MINUTE);
      expect(before).toMatchObject({ state: 'upcoming', label: '未开始', current: true });
      expect(Math.abs(before.serverTime - (startsAt.getTime() - MINUTE))).toBeLessThan(5_000);
      expect(await stateAt(MINUTE)).toMatchObject({ state: 'ongoing', label: '进行中', current: true });
      expect(await stateAt(2 * HOUR + MINUTE)).toMatchObject({
        state: 'ended',
        label: '已结束',
        current: false,
      });

      // By then every seeded campaign is long over.
      clockAt(startsAt, MINUTE);
      expect((await subjects({ state: 'ongoing' })).subjects.map((s) => s.id)).toEqual([mine.id]);
      expect((await subjects({ state: 'ended' })).subjects.map((s) => s.title)).toContain(ONGOING);
      await app.db.delete(flashSaleSubjects).where(eq(flashSaleSubjects.id, mine.id));
    });

    it('hides a disabled campaign from every list', async () => {
      const mine = await insertCampaign(new Date(now().getTime() - HOUR), 5, { enabled: false });
      const all = await subjects({ state: 'all' });
      expect(all.subjects.map((s) => s.id)).not.toContain(mine.id);
      await app.db.delete(flashSaleSubjects).where(eq(flashSaleSubjects.id, mine.id));
    });

    it('lists a campaign without routes with no lowest price', async () => {
      const [bare] = await app.db
        .insert(flashSaleSubjects)
        .values({
          title: '空的秒杀',
          imagePath: '/images/flash-sales/double-twelve.webp',
          startsAt: new Date(now().getTime() + 24 * HOUR),
          endsAt: new Date(now().getTime() + 48 * HOUR),
        })
        .returning();
      const found = (await subjects()).subjects.find((s) => s.id === bare!.id)!;
      expect(found).toMatchObject({ routeCount: 0, lowestPrice: null, state: 'upcoming' });
      expect((await routesOf(bare!.id)).routes).toEqual([]);
      await app.db.delete(flashSaleSubjects).where(eq(flashSaleSubjects.id, bare!.id));
    });
  });

  describe('POST /api/v1/sk/routes', () => {
    it('gives the routes in order with cities, travel window, prices, discount, stock and limits', async () => {
      const subject = await seeded(ONGOING);
      const data = await routesOf(subject.id);
      expect(data.serverTime).toMatch(ISO_CHINA);
      expect(data.subject).toEqual(subject);
      expect(data.routes.map((r) => `${r.depCode}-${r.arrCode}`)).toEqual([
        'PEK-SHA',
        'SHA-CAN',
        'CTU-HGH',
        'XIY-CTU',
        'PVG-SYX',
      ]);
      const pekSha = data.routes[0]!;
      expect(pekSha).toMatchObject({
        depCityName: '北京',
        arrCityName: '上海',
        cabin: 'Y',
        cabinName: '经济舱',
        fareFamilyCode: 'SAVER',
        fareFamilyName: '特惠经济',
        specialPrice: 39_900,
        stockTotal: 200,
        stockLeft: 63,
        soldPercent: 68,
        soldOut: false,
        perUserLimit: 2,
        purchased: 0,
      });
      expect(pekSha.travelFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(pekSha.travelTo > pekSha.travelFrom).toBe(true);

      // The reference price is the route's full economy fare, and the discount is read from it.
      const fares = await app.db
        .select({ o: routes.origin, d: routes.destination, y: routes.economyFare })
        .from(routes)
        .where(inArray(routes.origin, ['PEK', 'SHA', 'CTU', 'XIY', 'PVG']));
      for (const r of data.routes) {
        const y = fares.find((f) => f.o === r.depCode && f.d === r.arrCode)!.y;
        expect(r.originalPrice, r.depCode + r.arrCode).toBe(y);
        expect(r.specialPrice).toBeLessThan(y / 2);
        expect(r.discountPercent).toBe(Math.round((r.specialPrice * 100) / y));
        expect(r.stockLeft).toBeGreaterThanOrEqual(0);
        expect(r.stockLeft).toBeLessThanOrEqual(r.stockTotal);
        expect(r.perUserLimit).toBeGreaterThanOrEqual(1);
        expect(r.perUserLimit).toBeLessThanOrEqual(2);
      }
    });

    it('marks a sold-out route with no stock left at 100%', async () => {
      const data = await routesOf((await seeded(ONGOING)).id);
      const soldOut = data.routes.filter((r) => r.soldOut);
      expect(soldOut.map((r) => `${r.depCode}-${r.arrCode}`)).toEqual(['SHA-CAN']);
      expect(soldOut[0]).toMatchObject({ stockLeft: 0, stockTotal: 120, soldPercent: 100 });
      // Nearly gone still reads under 100%.
      const xiyCtu = data.routes.find((r) => r.depCode === 'XIY')!;
      expect(xiyCtu).toMatchObject({ stockLeft: 9, stockTotal: 50, soldPercent: 82, soldOut: false });
    });

    it('reads the stock left from the counter as it changes', async () => {
      const subject = await seeded(UPCOMING[0]!);
      const before = (await routesOf(subject.id)).routes[0]!;
      expect(before).toMatchObject({ stockLeft: before.stockTotal, soldPercent: 0, soldOut: false });
      await app.db
        .update(flashSaleRoutes)
        .set({ stockSold: before.stockTotal })
        .where(eq(flashSaleRoutes.id, before.id));
      expect((await routesOf(subject.id)).routes[0]).toMatchObject({ stockLeft: 0, soldOut: true });
      await app.db.update(flashSaleRoutes).set({ stockSold: 1 }).where(eq(flashSaleRoutes.id, before.id));
      expect((await routesOf(subject.id)).routes[0]).toMatchObject({
        stockLeft: before.stockTotal - 1,
        soldPercent: 1,
      });
      await app.db.update(flashSaleRoutes).set({ stockSold: 0 }).where(eq(flashSaleRoutes.id, before.id));
    });

    it('tells a signed-in passenger the seats they hold on each route; visitors see 0', async () => {
      const subject = await seeded(ONGOING);
      const { routes: list } = await routesOf(subject.id);
      const [first, second] = list;
      const buyer = await createUser(app);
      const other = await createUser(app);
      await app.db.insert(flashSalePurchases).values([
        { routeId: first!.id, userId: buyer.user.id, quantity: 1 },
        { routeId: first!.id, userId: buyer.user.id, quantity: 1 },
        { routeId: second!.id, userId: buyer.user.id, quantity: 1, cancelledAt: now() },
        { routeId: first!.id, userId: other.user.id, quantity: 1 },
      ]);

      const mine = (await routesOf(subject.id, buyer.auth)).routes;
      expect(mine.map((r) => r.purchased)).toEqual([2, 0, 0, 0, 0]);
      expect((await routesOf(subject.id, other.auth)).routes.map((r) => r.purchased)).toEqual([
        1, 0, 0, 0, 0,
      ]);
      expect((await routesOf(subject.id)).routes.every((r) => r.purchased === 0)).toBe(true);
      // A stale token is a visitor here, never a refusal.
      const stale = await routesOf(subject.id, { authorization: 'Bearer not-a-token' });
      expect(stale.routes.every((r) => r.purchased === 0)).toBe(true);
      await app.db
        .delete(flashSalePurchases)
        .where(inArray(flashSalePurchases.userId, [buyer.user.id, other.user.id]));
    });

    it('answers for an upcoming or ended campaign too, with its state', async () => {
      const upcoming = await routesOf((await seeded(UPCOMING[0]!)).id);
      expect(upcoming.subject.state).toBe('upcoming');
      expect(upcoming.routes.length).toBeGreaterThanOrEqual(3);
      const ended = await routesOf((await seeded(ENDED)).id);
      expect(ended.subject.state).toBe('ended');
      expect(ended.routes.length).toBeGreaterThanOrEqual(3);
    });

    it('refuses an unknown or disabled campaign with 404 秒杀活动不存在', async () => {
      for (const subjectId of [2_000_000_000]) {
        expectError(await routesCall({ subjectId }), 404, '秒杀活动不存在');
      }
      const hidden = await insertCampaign(new Date(now().getTime() - HOUR), 5, { enabled: false });
      expectError(await routesCall({ subjectId: hidden.id }), 404, '秒杀活动不存在');
      await app.db.delete(flashSaleSubjects).where(eq(flashSaleSubjects.id, hidden.id));
    });

    it('refuses a missing or malformed subjectId with a Chinese 400', async () => {
      expectError(await routesCall({}), 400, '请求内容字段 subjectId：请选择秒杀活动');
      for (const subjectId of ['abc', 0, -3, 1.5, 1e12, '12', true]) {
        const res = await routesCall({ subjectId });
        expectError(res, 400, '请求内容字段 subjectId：秒杀活动编号不正确', String(subjectId));
      }
      const garbage = await postRaw(app, '/api/v1/sk/routes', 'application/json', '{"subjectId":');
      expectError(garbage, 400, '请求内容不是有效的JSON');
    });
  });

  describe('data rules', () => {
    it('never lets the sold count pass the stock or go below zero', async () => {
      const subject = await seeded(ONGOING);
      const route = (await routesOf(subject.id)).routes[0]!;
      await expect(
        app.db
          .update(flashSaleRoutes)
          .set({ stockSold: route.stockTotal + 1 })
          .where(eq(flashSaleRoutes.id, route.id)),
      ).rejects.toThrow();
      await expect(
        app.db.update(flashSaleRoutes).set({ stockSold: -1 }).where(eq(flashSaleRoutes.id, route.id)),
      ).rejects.toThrow();
      // A guarded take of the last seats succeeds once, then takes nothing.
      const take = (n: number) =>
        app.db
          .update(flashSaleRoutes)
          .set({ stockSold: sql`${flashSaleRoutes.stockSold} + ${n}` })
          .where(
            sql`${flashSaleRoutes.id} = ${route.id} AND ${flashSaleRoutes.stockSold} + ${n} <= ${flashSaleRoutes.stockTotal}`,
          )
          .returning({ id: flashSaleRoutes.id });
      expect(await take(route.stockLeft)).toHaveLength(1);
      expect(await take(1)).toHaveLength(0);
      await app.db
        .update(flashSaleRoutes)
        .set({ stockSold: route.stockTotal - route.stockLeft })
        .where(eq(flashSaleRoutes.id, route.id));
    });

    it('only sells routes the airline flies', async () => {
      const subject = await seeded(ONGOING);
      await expect(
        app.db.insert(flashSaleRoutes).values({
          subjectId: subject.id,
          depCode: 'LXA',
          arrCode: 'HET',
          travelFrom: '2099-01-01',
          travelTo: '2099-01-02',
          fareFamilyCode: 'SAVER',
          specialPrice: 10_000,
          originalPrice: 200_000,
          stockTotal: 5,
        }),
      ).rejects.toThrow();
    });

    it('seeds once: a second run on the same database adds nothing', async () => {
      const count = async () =>
        (await app.db.select({ id: flashSaleSubjects.id }).from(flashSaleSubjects)).length;
      const before = await count();
      expect(await seedFlashSales(app.db)).toBe(0);
      expect(await count()).toBe(before);
    });

    it('seeds a fresh set when every campaign has ended (a database kept for weeks)', async () => {
      const rows = async () =>
        app.db.select({ id: flashSaleSubjects.id, endsAt: flashSaleSubjects.endsAt }).from(flashSaleSubjects);
      const before = await rows();
      const lastEnd = Math.max(...before.map((s) => s.endsAt.getTime()));
      // A start one day after the last campaign ended.
      clockAt(new Date(lastEnd), 86_400_000);
      const written = await seedFlashSales(app.db);
      expect(written).toBeGreaterThan(0);
      expect((await rows()).length).toBe(before.length + written);
      const live = await subjects();
      expect(live.subjects.some((s) => s.state === 'ongoing')).toBe(true);
      // And only once.
      expect(await seedFlashSales(app.db)).toBe(0);
    });
  });
});
