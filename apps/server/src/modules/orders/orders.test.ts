import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingMessages } from '@jc/shared';
import { buildApp, type App } from '../../app';
import { dbKind, testEnv, withSeedDayApp, expectError } from '#test/helper';
import { openTestDatabase } from '#test/databases';
import {
  bookOrder,
  createMember,
  findSelection,
  flightInventory,
  flightsOf,
  giveCoupon,
  seedDayClock,
  type Booked,
  type Member,
} from '#test/factories';
import {
  flashSalePurchases,
  flashSaleRoutes,
  flashSaleSubjects,
  orderHistory,
  orders,
  tickets,
  userCoupons,
} from '../../db/schema';
import { chinaDate, isoChina } from '../../lib/china-time';
import type { ManualClock } from '../../lib/clock';
import { findJobByKey } from '../jobs/jobs.service';
import { expireOrder, orderTimeoutKey } from './orders.service';

const MINUTE = 60_000;
const ORDER_ROUTES = [
  'order/detail',
  'order/cancel',
  'order/status',
  'order/available',
  'getCouponByOrder',
] as const;

describe(`orders (${dbKind()})`, () => {
  let app: App;
  let clock: ManualClock;
  let reset: () => void;
  withSeedDayApp((opened) => ({ app, clock, reset } = opened));

  const post = (path: string, member: Member | null, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v2/${path}`, headers: member?.auth ?? {}, payload });
  const orderRow = async (orderNo: string) =>
    (await app.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

  describe('list, detail, status and availability', () => {
    let member: Member;
    let first: Booked;
    let second: Booked;
    beforeAll(async () => {
      reset();
      member = await createMember(app);
      first = await bookOrder(app, member, { trip: 'direct', adultNum: 1, childNum: 1 });
      clock.advance(MINUTE);
      second = await bookOrder(app, member, {
        trip: 'direct',
        daysAhead: 8,
        contact: { name: '李娜', phone: '13912345678' },
      });
      clock.advance(MINUTE);
      expect((await post('order/cancel', member, { orderNo: second.orderNo })).statusCode).toBe(200);
    });

    it('lists the account’s orders newest first, by state, paged', async () => {
      const all = await post('order/list', member, {});
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().total).toBe(2);
      expect(all.json().rows.map((o: { orderNo: string }) => o.orderNo)).toEqual([
        second.orderNo,
        first.orderNo,
      ]);
      const [cancelled, pending] = all.json().rows;
      expect(cancelled).toMatchObject({ status: 'CANCELLED', statusName: '已取消', payDeadline: null });
      expect(pending).toMatchObject({
        status: 'PENDING_PAYMENT',
        statusName: '待支付',
        tripType: 0,
        amount: first.amount,
        payDeadline: first.payDeadline,
        passengerNames: first.passengers.map((p) => p.name),
      });
      expect(pending.segments[0]).toMatchObject({
        flightNo: first.found.offers[0]!.segments[0]!.flightNo,
        depCityName: '成都',
        arrCityName: '杭州',
        departure: first.found.offers[0]!.departure,
      });

      const unpaid = (await post('order/list', member, { status: 'PENDING_PAYMENT' })).json();
      expect(unpaid.rows.map((o: { orderNo: string }) => o.orderNo)).toEqual([first.orderNo]);
      expect(unpaid.total).toBe(1);
      const page2 = (await post('order/list', member, { pageNum: 2, pageSize: 1 })).json();
      expect(page2.rows.map((o: { orderNo: string }) => o.orderNo)).toEqual([first.orderNo]);
      expect(page2.total).toBe(2);
      expect((await post('order/list', member, { status: 'TICKETED' })).json()).toMatchObject({
        rows: [],
        total: 0,
      });
    });

    it('refuses bad list queries with 400', async () => {
      for (const [payload, msg] of [
        [{ pageSize: 51 }, '请求内容字段 pageSize：每页最多50条'],
        [{ pageNum: 0 }, '请求内容字段 pageNum：页码需为正整数'],
        [{ pageNum: 10_001 }, '请求内容字段 pageNum：页码过大'],
        [{ status: 'PAID; DROP TABLE orders' }, '请求内容字段 status：订单状态不正确'],
      ] as const) {
        const res = await post('order/list', member, payload);
        expectError(res, 400, msg);
      }
    });

    it('details an order: segments, passengers masked, tickets held, money, history and what can be done', async () => {
      const res = await post('order/detail', member, { orderNo: first.orderNo });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      expect(d.contactPhone).toBe('138****8000');
      expect(d.passengers).toEqual(
        first.passengers.map((p, seq) => ({
          seq,
          type: seq === 0 ? 'ADT' : 'CHD',
          typeName: seq === 0 ? '成人' : '儿童',
          name: p.name,
          certType: '身份证',
          certNo: `${p.certNo.slice(0, 4)}**********${p.certNo.slice(-4)}`,
          phone: null,
        })),
      );
      expect(JSON.stringify(d)).not.toContain(first.passengers[0]!.certNo);
      expect(
        d.tickets.map((t: { status: string; ticketNo: string | null }) => [t.status, t.ticketNo]),
      ).toEqual([
        ['HELD', null],
        ['HELD', null],
      ]);
      expect(d.bookedSegments[0]).toMatchObject({
        familyCode: 'STANDARD',
        familyName: '标准经济',
        legIndex: 0,
      });
      expect(d.fareFamilies.map((f: { code: string }) => f.code)).toEqual(['STANDARD']);
      expect(d.amount).toBe(first.amount);
      expect(d.history).toEqual([
        {
          at: d.createdAt,
          actor: 'passenger',
          fromStatus: null,
          toStatus: 'PENDING_PAYMENT',
          reason: '旅客提交订单',
          ticketNo: null,
        },
      ]);
      expect(d.actions).toEqual({ pay: true, cancel: true, itinerary: false });
      expect(d.serverTime).toBe(isoChina(clock.now()));
    });

    it('answers the state and until when it can be paid, by the server’s clock, a minute each side of the deadline', async () => {
      const status = (await post('order/status', member, { orderNo: first.orderNo })).json().data;
      expect(status).toMatchObject({
        orderNo: first.orderNo,
        status: 'PENDING_PAYMENT',
        statusName: '待支付',
        paidAt: null,
      });
      const deadline = Date.parse(first.payDeadline);
      clock.set(deadline - MINUTE);
      const before = (await post('order/available', member, { orderNo: first.orderNo })).json().data;
      expect(before).toMatchObject({
        payable: true,
        reason: null,
        amount: first.amount,
        remainingSeconds: 60,
        methods: ['wxnative', 'alipay', 'ybpc'],
      });
      clock.set(deadline + MINUTE);
      const after = (await post('order/available', member, { orderNo: first.orderNo })).json().data;
      expect(after).toMatchObject({
        payable: false,
        reason: BookingMessages.orderNotPayable,
        remainingSeconds: 0,
        methods: [],
      });
      const cancelled = (await post('order/available', member, { orderNo: second.orderNo })).json().data;
      expect(cancelled).toMatchObject({ payable: false, reason: BookingMessages.orderNotPayable });
    });

    it('answers 404 订单不存在 on every order route for another account’s order, and for an unknown one', async () => {
      const other = await createMember(app);
      for (const path of ORDER_ROUTES) {
        for (const orderNo of [first.orderNo, '20990101AAAAAAAAAA']) {
          const res = await post(path, other, { orderNo });
          expectError(res, 404, BookingMessages.orderNotFound, `${path} ${orderNo}`);
          expect(res.statusCode).toBe(404);
        }
        const bad = await post(path, other, { orderNo: 'x' });
        expectError(bad, 400, '请求内容字段 orderNo：订单号格式不正确');
        const visitor = await post(path, null, { orderNo: first.orderNo });
        expectError(visitor, 401, '请先登录');
      }
      expect((await post('order/list', other, {})).json()).toMatchObject({ rows: [], total: 0 });
      // Nothing of the first account's order changed.
      expect((await orderRow(first.orderNo)).status).toBe('PENDING_PAYMENT');
    });
  });

  describe('cancelling', () => {
    it('gives back the seats, the coupon and the flash-sale stock, voids the tickets, with history', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'connecting', adultNum: 2, infantNum: 1 });
      const keys = flightsOf(found);
      const before = await Promise.all(keys.map((k) => flightInventory(app, k)));
      const coupon = await giveCoupon(app, member.user.id, { couponType: 1, amount: 2000 });
      const booked = await bookOrder(app, member, { found, userCouponId: coupon.id });
      const held = await Promise.all(keys.map((k) => flightInventory(app, k)));
      held.forEach((h, i) => expect(h.sold).toBe(before[i]!.sold + 2));

      clock.advance(5 * MINUTE);
      const res = await post('order/cancel', member, { orderNo: booked.orderNo });
      expect(res.json()).toEqual({
        code: 200,
        msg: '订单已取消',
        data: { orderNo: booked.orderNo, status: 'CANCELLED' },
      });
      const after = await Promise.all(keys.map((k) => flightInventory(app, k)));
      after.forEach((a, i) => expect(a.byClass).toEqual(before[i]!.byClass));
      const [grant] = await app.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
      expect(grant).toMatchObject({ status: 'unused', orderId: null, usedAt: null });
      const row = await orderRow(booked.orderNo);
      expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: '旅客取消订单' });
      expect(row.cancelledAt!.getTime()).toBe(clock.now().getTime());
      const own = await app.db.select().from(tickets).where(eq(tickets.orderId, row.id));
      expect(own.map((t) => t.status)).toEqual(Array(6).fill('VOID'));
      const history = await app.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id));
      expect(
        history.filter((h) => h.ticketId === null).map((h) => [h.fromStatus, h.toStatus, h.actor]),
      ).toEqual([
        [null, 'PENDING_PAYMENT', 'passenger'],
        ['PENDING_PAYMENT', 'CANCELLED', 'passenger'],
      ]);
      expect(history.filter((h) => h.ticketId !== null)).toHaveLength(6);
      const coupon2 = (await post('getCouponByOrder', member, { orderNo: booked.orderNo })).json().data;
      expect(coupon2).toMatchObject({ id: coupon.id, discount: 2000, status: 'unused' });
      const detail = (await post('order/detail', member, { orderNo: booked.orderNo })).json().data;
      expect(detail.actions).toEqual({ pay: false, cancel: false, itinerary: false });

      const again = await post('order/cancel', member, { orderNo: booked.orderNo });
      expectError(again, 409, BookingMessages.orderNotCancellable);
    });

    it('gives back a coupon whose validity ended meanwhile as expired', async () => {
      const member = await createMember(app);
      const coupon = await giveCoupon(app, member.user.id, {
        couponType: 1,
        amount: 1000,
        expiresAt: new Date(clock.now().getTime() + 10 * MINUTE),
      });
      const booked = await bookOrder(app, member, { trip: 'direct', userCouponId: coupon.id });
      clock.advance(11 * MINUTE);
      expect((await post('order/cancel', member, { orderNo: booked.orderNo })).statusCode).toBe(200);
      const [grant] = await app.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
      expect(grant).toMatchObject({ status: 'expired', orderId: null });
    });
  });

  describe('the payment deadline', () => {
    it('cancels an unpaid order a minute after its deadline and not a minute before, releasing what it held, once', async () => {
      const member = await createMember(app);
      const coupon = await giveCoupon(app, member.user.id, { couponType: 1, amount: 1000 });
      // A flight of its own: running due jobs cancels other tests' unpaid orders too.
      const found = await findSelection(app, { trip: 'direct', adultNum: 2, daysAhead: 12 });
      const [key] = flightsOf(found);
      const before = await flightInventory(app, key!);
      const booked = await bookOrder(app, member, { found, userCouponId: coupon.id });
      const row = await orderRow(booked.orderNo);
      const job = await findJobByKey(app.db, orderTimeoutKey(row.id));
      expect(job?.runAt.toISOString()).toBe(row.payDeadline.toISOString());

      clock.set(row.payDeadline.getTime() - MINUTE);
      await app.jobs.runDue();
      expect((await orderRow(booked.orderNo)).status).toBe('PENDING_PAYMENT');
      expect((await flightInventory(app, key!)).sold).toBe(before.sold + 2);

      clock.set(row.payDeadline.getTime() + MINUTE);
      await app.jobs.runDue();
      const cancelled = await orderRow(booked.orderNo);
      expect(cancelled).toMatchObject({
        status: 'CANCELLED',
        cancelReason: '超过30分钟支付时限，系统自动取消',
      });
      expect((await flightInventory(app, key!)).byClass).toEqual(before.byClass);
      const [grant] = await app.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
      expect(grant!.status).toBe('unused');
      const history = await app.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id));
      expect(history.find((h) => h.toStatus === 'CANCELLED')).toMatchObject({
        actor: 'system',
        actorUserId: null,
      });
      expect((await findJobByKey(app.db, orderTimeoutKey(row.id)))?.doneAt).not.toBeNull();

      // Run twice (a retried job, another process): nothing moves again.
      await expireOrder(app.db, row.id);
      expect((await flightInventory(app, key!)).byClass).toEqual(before.byClass);
      expect(await app.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id))).toHaveLength(
        history.length,
      );
      const status = (await post('order/status', member, { orderNo: booked.orderNo })).json().data;
      expect(status.status).toBe('CANCELLED');
    });

    it('leaves a paid order alone at its deadline', async () => {
      const member = await createMember(app);
      const booked = await bookOrder(app, member, { trip: 'direct' });
      const row = await orderRow(booked.orderNo);
      // As the payment path would: the order paid before its deadline.
      await app.db.update(orders).set({ status: 'PAID', paidAt: clock.now() }).where(eq(orders.id, row.id));
      clock.set(row.payDeadline.getTime() + MINUTE);
      await app.jobs.runDue();
      expect((await orderRow(booked.orderNo)).status).toBe('PAID');
      const available = (await post('order/available', member, { orderNo: booked.orderNo })).json().data;
      expect(available).toMatchObject({ payable: false, reason: '订单已支付' });
    });

    it('asks to be run again when run before the deadline (a process whose clock is behind)', async () => {
      const member = await createMember(app);
      const booked = await bookOrder(app, member, { trip: 'direct' });
      const row = await orderRow(booked.orderNo);
      await expect(expireOrder(app.db, row.id)).rejects.toThrow('payment deadline not reached');
      expect((await orderRow(booked.orderNo)).status).toBe('PENDING_PAYMENT');
    });
  });

  it('cancels at the deadline after a restart: another app on the same database runs the job', async () => {
    const database = await openTestDatabase();
    const build = () =>
      buildApp({ env: testEnv, database, ownsDatabase: false, logger: false, runJobs: false });
    try {
      const first = await build();
      const { clock: own } = await seedDayClock(first);
      const member = await createMember(first);
      const found = await findSelection(first, { trip: 'direct' });
      const [key] = flightsOf(found);
      const before = await flightInventory(first, key!);
      const booked = await bookOrder(first, member, { found });
      await first.close();

      const second = await build();
      try {
        own.set(Date.parse(booked.payDeadline) + MINUTE);
        expect(await second.jobs.runDue()).toBeGreaterThanOrEqual(1);
        const [row] = await second.db.select().from(orders).where(eq(orders.orderNo, booked.orderNo));
        expect(row!.status).toBe('CANCELLED');
        expect((await flightInventory(second, key!)).byClass).toEqual(before.byClass);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
      reset();
    }
  });

  it('gives flash-sale stock back when the deadline cancels the order', async () => {
    const member = await createMember(app);
    const at = clock.now();
    const [route] = (
      await app.db
        .select()
        .from(flashSaleRoutes)
        .innerJoin(flashSaleSubjects, eq(flashSaleSubjects.id, flashSaleRoutes.subjectId))
    )
      .filter((r) => r.flash_sale_subjects.startsAt <= at && r.flash_sale_subjects.endsAt > at)
      .map((r) => r.flash_sale_routes)
      .filter((r) => r.stockTotal - r.stockSold >= 1 && r.cabin === 'Y');
    const daysAhead =
      3 + Math.round((Date.parse(route!.travelFrom) - Date.parse(chinaDate(at))) / 86_400_000);
    const booked = await bookOrder(app, member, {
      trip: 'direct',
      dep: route!.depCode,
      arr: route!.arrCode,
      daysAhead,
      familyCode: route!.fareFamilyCode,
      flashSaleRouteId: route!.id,
    });
    const stock = async () =>
      (await app.db.select().from(flashSaleRoutes).where(eq(flashSaleRoutes.id, route!.id)))[0]!.stockSold;
    expect(await stock()).toBe(route!.stockSold + 1);
    const row = await orderRow(booked.orderNo);
    clock.set(row.payDeadline.getTime() + MINUTE);
    await app.jobs.runDue();
    expect((await orderRow(booked.orderNo)).status).toBe('CANCELLED');
    expect(await stock()).toBe(route!.stockSold);
    const [purchase] = await app.db
      .select()
      .from(flashSalePurchases)
      .where(eq(flashSalePurchases.orderId, row.id));
    expect(purchase!.cancelledAt!.getTime()).toBe(clock.now().getTime());
  });
});
