import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { dbKind, expectError } from '#test/helper';
import {
  DAY,
  HOUR,
  MIN,
  withAfterSalesApp,
  callAs,
  expectOneGatewayRefund,
  ticketedOrder,
} from '#test/support/after-sales';
import { setTestClock } from '#test/clock';
import { bookOrder, flightInventory, type BookOptions, type Member } from '#test/factories';
import { flightInstances, payments, refunds, tickets } from '../../db/schema';
import { now } from '../../lib/clock';

describe(`voluntary refunds (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let other: Member;

  withAfterSalesApp((opened) => ({ app, member, other } = opened));

  /** A paid, ticketed order (booked and paid through the sandbox at the current test instant). */
  const ticketed = (options: BookOptions) => ticketedOrder(app, member, options);

  const call = (url: string, payload: object, who: Member = member) => callAs(app, who, url, payload);
  const apply = (orderNo: string, ticketNos: string[], who?: Member) =>
    call('/api/v2/order/refund/apply', { orderNo, ticketNos }, who);
  const confirm = (quoteNo: string, who?: Member) => call('/api/v2/order/refund/confirm', { quoteNo }, who);

  it('charges the STANDARD fee one minute each side of 7 days, 48 hours and 4 hours, to the fen', async () => {
    const {
      booked,
      tickets: [t],
    } = await ticketed({ familyCode: 'STANDARD', daysAhead: 9 });
    const dep = t!.departure.getTime();
    // STANDARD: 5 / 10 / 20 / 30 % of the fare, to the whole yuan.
    const fee = (percent: number) => Math.round((t!.fare * percent) / 10_000) * 100;
    const edges: [number, number][] = [
      [7 * DAY + MIN, 5],
      [7 * DAY - MIN, 10],
      [48 * HOUR + MIN, 10],
      [48 * HOUR - MIN, 20],
      [4 * HOUR + MIN, 20],
      [4 * HOUR - MIN, 30],
    ];
    for (const [before, percent] of edges) {
      setTestClock(dep - before);
      const res = await apply(booked.orderNo, [t!.ticketNo!]);
      expect(res.statusCode, res.body).toBe(200);
      const line = res.json().data.lines[0];
      expect([before, line.feePercent, line.fee]).toEqual([before, percent, fee(percent)]);
      expect(line.refund).toBe(
        line.fare -
          line.fee -
          line.couponShare +
          line.developmentFund +
          line.fuel +
          line.insurance +
          line.meal,
      );
    }
  });

  it('refunds one of three passengers through the gateway once, however often it is confirmed', async () => {
    const { booked, order, tickets: ts } = await ticketed({ familyCode: 'FLEX', daysAhead: 10, adultNum: 3 });
    expect(ts).toHaveLength(3);
    const first = ts[0]!;
    const quote = (await apply(booked.orderNo, [first.ticketNo!])).json().data;
    // FLEX ≥ 7 days: no fee.
    expect(quote.lines[0].fee).toBe(0);

    const flightKey = `${quote.lines[0].flightNo}@${quote.lines[0].flightDate}`;
    const soldBefore = (await flightInventory(app, flightKey)).sold;
    const [a, b] = await Promise.all([confirm(quote.quoteNo), confirm(quote.quoteNo)]);
    // The seat is back on sale, once.
    expect((await flightInventory(app, flightKey)).sold).toBe(soldBefore - 1);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.refundNo).toBe(b.json().data.refundNo);
    const again = await confirm(quote.quoteNo);
    expect(again.json().data.refundNo).toBe(a.json().data.refundNo);
    expect(a.json().data.status).toBe('REFUNDING');

    setTestClock(now().getTime() + 5_000);
    await app.jobs.runDue();
    const detail = (await call('/api/v2/refund/detail', { refundNo: a.json().data.refundNo })).json().data;
    expect(detail).toMatchObject({ status: 'REFUNDED', amount: quote.amount });
    expect(detail.lines[0].ticketStatus).toBe('REFUNDED');

    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    await expectOneGatewayRefund(app, payment!.id, { status: 'SUCCEEDED', amount: quote.amount });
    expect(payment!.status).toBe('PAID');

    const states = await app.db
      .select({ id: tickets.id, status: tickets.status })
      .from(tickets)
      .where(eq(tickets.orderId, order.id))
      .orderBy(tickets.id);
    expect(states.map((s) => s.status)).toEqual(['REFUNDED', 'OPEN', 'OPEN']);
    // paid = kept + refunded: nothing kept at no fee without a coupon.
    const rows = await app.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows[0]!.lines[0]!.paid).toBe(rows[0]!.amount + rows[0]!.fee + rows[0]!.lines[0]!.couponShare);

    const list = (await call('/api/v2/refund/list', {})).json();
    expect(list.rows.some((r: { refundNo: string }) => r.refundNo === a.json().data.refundNo)).toBe(true);

    // Refunded: a new quote is refused.
    const refused = await apply(booked.orderNo, [first.ticketNo!]);
    expect(refused.statusCode).toBe(409);

    // One of three refunded: the order is still 已出票; all three: it shows as 已退票 (its state
    // stays TICKETED), in the detail and in the list.
    const shown = async () => {
      const detail = (await call('/api/v2/order/detail', { orderNo: booked.orderNo })).json().data;
      const row = (await call('/api/v2/order/list', { pageNum: 1, pageSize: 50 }))
        .json()
        .rows.find((r: { orderNo: string }) => r.orderNo === booked.orderNo);
      return [detail.status, detail.statusName, row.status, row.statusName];
    };
    expect(await shown()).toEqual(['TICKETED', '已出票', 'TICKETED', '已出票']);
    const rest = (await apply(booked.orderNo, [ts[1]!.ticketNo!, ts[2]!.ticketNo!])).json().data;
    expect((await confirm(rest.quoteNo)).statusCode).toBe(200);
    expect(await shown()).toEqual(['TICKETED', '已出票', 'TICKETED', '已出票']);
    setTestClock(now().getTime() + 5_000);
    await app.jobs.runDue();
    expect(await shown()).toEqual(['TICKETED', '已退票', 'TICKETED', '已退票']);
  });

  it('refuses a superseded or an expired quote, and answers 404 to another account', async () => {
    const {
      booked,
      tickets: [t],
    } = await ticketed({ familyCode: 'STANDARD', daysAhead: 11 });
    const older = (await apply(booked.orderNo, [t!.ticketNo!])).json().data;
    const newer = (await apply(booked.orderNo, [t!.ticketNo!])).json().data;
    expectError(await confirm(older.quoteNo), 409, '该报价已被更新的报价取代，请按最新报价确认');

    expect((await apply(booked.orderNo, [t!.ticketNo!], other)).statusCode).toBe(404);
    expect((await confirm(newer.quoteNo, other)).statusCode).toBe(404);

    setTestClock(now().getTime() + 10 * MIN + 1_000);
    expectError(await confirm(newer.quoteNo), 409, '退票报价已过期，请重新申请');

    const fresh = (await apply(booked.orderNo, [t!.ticketNo!])).json().data;
    const done = await confirm(fresh.quoteNo);
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await call('/api/v2/refund/detail', { refundNo: done.json().data.refundNo }, other)).statusCode,
    ).toBe(404);
    const [row] = await app.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, t!.id)));
    expect(row!.status).toBe('REFUNDING');
  });

  it('refuses an unpaid order, a checked-in ticket and a ticket being refunded', async () => {
    const unpaid = await bookOrder(app, member, { familyCode: 'STANDARD', daysAhead: 12 });
    const notTicketed = await call('/api/v2/order/refund/apply', {
      orderNo: unpaid.orderNo,
      ticketNos: ['9291000000000'],
    });
    expectError(notTicketed, 409, '该订单尚未出票，不能退票');

    const { booked, tickets: ts } = await ticketed({ familyCode: 'SAVER', daysAhead: 13, adultNum: 2 });
    await app.db.update(tickets).set({ status: 'CHECKED_IN' }).where(eq(tickets.id, ts[0]!.id));
    expectError(
      await apply(booked.orderNo, [ts[0]!.ticketNo!]),
      409,
      '所选客票已值机、已使用或正在退票，不能退票',
    );

    // SAVER ≥ 7 days: 20% of the fare.
    const quote = (await apply(booked.orderNo, [ts[1]!.ticketNo!])).json().data;
    expect(quote.lines[0].fee).toBe(Math.round((ts[1]!.fare * 20) / 10_000) * 100);
    expect((await confirm(quote.quoteNo)).statusCode).toBe(200);
    const again = await apply(booked.orderNo, [ts[1]!.ticketNo!]);
    expect(again.statusCode).toBe(409);
    // A ticket number of no order of this account.
    expect((await apply(booked.orderNo, ['9299999999999'])).statusCode).toBe(404);
  });

  it('accidentRefund/check: a cancelled flight qualifies at once, otherwise proof is needed', async () => {
    const { booked, tickets: ts } = await ticketed({
      trip: 'roundTrip',
      familyCode: 'STANDARD',
      daysAhead: 14,
    });
    expect(ts).toHaveLength(2);
    const check = (who?: Member) => call('/api/v2/accidentRefund/check', { orderNo: booked.orderNo }, who);
    const before = (await check()).json().data;
    expect(before.map((i: { basis: string }) => i.basis)).toEqual(['PROOF', 'PROOF']);

    const [first] = await app.db.select().from(tickets).where(eq(tickets.id, ts[0]!.id));
    await app.db
      .update(flightInstances)
      .set({ status: '取消' })
      .where(eq(flightInstances.id, first!.flightInstanceId));
    const after = (await check()).json().data as { ticketNo: string; basis: string; reason: string }[];
    const byNo = new Map(after.map((a) => [a.ticketNo, a]));
    expect(byNo.get(ts[0]!.ticketNo!)).toMatchObject({ basis: 'AUTO', reason: '航班取消，可全额退票' });
    expect(byNo.get(ts[1]!.ticketNo!)!.basis).toBe('PROOF');
    expect((await check(other)).statusCode).toBe(404);
  });
});
