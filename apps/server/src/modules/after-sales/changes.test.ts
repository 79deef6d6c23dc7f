import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cheapestOpenClass,
  formatYuan,
  passengerFare,
  type ChangeOption,
  type ChangeOptions,
} from '@jc/shared';
import type { App } from '../../app';
import { dbKind, expectError } from '#test/helper';
import {
  DAY,
  HOUR,
  MIN,
  withAfterSalesApp,
  expectOneGatewayRefund,
  expectPaid,
  paymentsFor,
  quoteCalls,
  ticketedAdult,
} from '#test/support/after-sales';
import { setTestClock } from '#test/clock';
import { flightInventory, setSold, type BookOptions, type Member } from '#test/factories';
import { dateChanges, orderHistory, payments, tickets } from '../../db/schema';
import { queryRows } from '../../db/client';
import { now } from '../../lib/clock';
import { flightsForSale } from '../flights/inventory.service';

/** The change fee table of docs/rules.md, percent of the fare, written out here to check the seed. */
const CHANGE_TABLE: Record<string, [number, number, number, number]> = {
  SAVER: [10, 20, 30, 40],
  STANDARD: [5, 10, 15, 20],
  FLEX: [0, 0, 5, 5],
  BUSINESS: [0, 0, 5, 5],
};
/** A percent of a fare, half up to the whole yuan, in fen (as the refund table rounds). */
const feeOf = (fare: number, percent: number) => Math.round((fare * percent) / 10_000) * 100;

describe(`date changes (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let other: Member;

  withAfterSalesApp((opened) => ({ app, member, other } = opened));

  /** A paid, ticketed order of one adult; its ticket with flight, departure and fare paid. */
  const ticketed = (options: BookOptions, who: Member = member) => ticketedAdult(app, who, options);

  const {
    call,
    confirm,
    query,
    startPay,
    pay: payChange,
  } = quoteCalls(() => ({ app, member }), '/api/v2/order/change', 'changeNo');
  const options = (ticketNo: string, who?: Member) => call('/api/v2/order/change/options', { ticketNo }, who);
  const apply = (ticketNo: string, to: { flightNo: string; flightDate: string }, who?: Member, extra = {}) =>
    call(
      '/api/v2/order/change/apply',
      { ticketNo, flightNo: to.flightNo, flightDate: to.flightDate, ...extra },
      who,
    );

  /** A choosable flight of the route on another day than the ticket's (the first after it, else before). */
  async function alternative(
    ticketNo: string,
    who?: Member,
  ): Promise<{ flightNo: string; flightDate: string }> {
    const res = await options(ticketNo, who);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as ChangeOptions;
    const open = data.options.filter(
      (o) => !o.unavailable && o.segment.flightDate !== data.segment.flightDate,
    );
    const pick =
      open.find((o) => o.segment.flightDate > data.segment.flightDate) ??
      (open[0] as ChangeOption | undefined);
    expect(pick, 'no other flight of the route to change to').toBeTruthy();
    return { flightNo: pick!.segment.flightNo, flightDate: pick!.segment.flightDate };
  }

  /** Sells economy down to the full fare: only Y stays open (B's nested limit used up by B itself). */
  async function onlyFullFareLeft(key: string) {
    const inv = await flightInventory(app, key);
    for (const code of inv.byClass.keys()) if (code !== 'J') await setSold(app, key, code, 0);
    await setSold(app, key, 'B', inv.byClass.get('B')!.bookingLimit);
  }

  const flightOf = async (to: { flightNo: string; flightDate: string }) =>
    [...(await flightsForSale(app.db, [to])).values()][0]!;

  it('lists the route ±3 days with the price to pay on each, quotes fee + higher fare, takes the payment and re-issues on the new flight', async () => {
    const { booked, order, ticket } = await ticketed({ daysAhead: 9 });
    const opts = (await options(ticket.ticketNo)).json().data as ChangeOptions;
    expect(opts.days).toHaveLength(7);
    expect(opts.days[3]!.date).toBe(ticket.flightDate);
    expect(opts.changeFees).toEqual({ from7Days: 5, from48Hours: 10, from4Hours: 15, late: 20 });
    expect(opts.feePercent).toBe(5);
    expect(opts.fee).toBe(feeOf(ticket.fare, 5));
    expect(opts.options.find((o) => o.current)!.unavailable).toBe('原航班');

    const to = await alternative(ticket.ticketNo);
    const key = `${to.flightNo}@${to.flightDate}`;
    await onlyFullFareLeft(key);
    const target = await flightOf(to);
    const newFare = passengerFare({
      cabinFullFare: target.economyFare,
      discountPercent: 100,
      passengerType: 'ADT',
    });
    expect(newFare).toBeGreaterThan(ticket.fare);
    const listed = ((await options(ticket.ticketNo)).json().data as ChangeOptions).options.find(
      (o) => o.segment.flightNo === to.flightNo && o.segment.flightDate === to.flightDate,
    )!;
    expect(listed).toMatchObject({
      bookingClass: 'Y',
      newFare,
      total: feeOf(ticket.fare, 5) + newFare - ticket.fare,
    });

    const quoted = await apply(ticket.ticketNo, to);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const q = quoted.json().data;
    expect(q).toMatchObject({
      orderNo: booked.orderNo,
      ticketNo: ticket.ticketNo,
      newTicketNo: null,
      from: { flightNo: ticket.flightNo, flightDate: ticket.flightDate, bookingClass: ticket.bookingClass },
      to: { flightNo: to.flightNo, flightDate: to.flightDate, bookingClass: 'Y' },
      paidFare: ticket.fare,
      newFare,
      feePercent: 5,
      fee: feeOf(ticket.fare, 5),
      difference: newFare - ticket.fare,
      amount: feeOf(ticket.fare, 5) + newFare - ticket.fare,
      status: 'QUOTED',
      statusName: '待支付',
    });
    expect(new Date(q.expiresAt).getTime() - now().getTime()).toBe(10 * MIN);

    expectError(await confirm(q.changeNo), 409, '改期费用尚未支付');

    const oldBefore = await flightInventory(app, ticket.key);
    const newBefore = await flightInventory(app, key);
    const paid = await payChange(q.changeNo);
    expect(paid.amount).toBe(q.amount);
    await expectPaid(app, paid.outTradeNo, 'CHANGE', order.id);
    expect((await query(q.changeNo)).json().data.status).toBe('PAID');

    const done = await confirm(q.changeNo);
    expect(done.statusCode, done.body).toBe(200);
    const d = done.json().data;
    expect(d).toMatchObject({ status: 'DONE', statusName: '已改期' });
    expect(d.newTicketNo).toMatch(/^929\d{10}$/);
    expect((await confirm(q.changeNo)).json().data.newTicketNo).toBe(d.newTicketNo);

    // The old seat is back on sale, the new one held: one each, in their classes.
    const oldAfter = await flightInventory(app, ticket.key);
    const newAfter = await flightInventory(app, key);
    expect(oldAfter.byClass.get(ticket.bookingClass)!.sold).toBe(
      oldBefore.byClass.get(ticket.bookingClass)!.sold - 1,
    );
    expect(newAfter.byClass.get('Y')!.sold).toBe(newBefore.byClass.get('Y')!.sold + 1);
    expect(newAfter.sold).toBe(newBefore.sold + 1);

    const all = await app.db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(tickets.id);
    expect(all.map((t) => [t.ticketNo, t.status, t.flightInstanceId, t.bookingClass])).toEqual([
      [ticket.ticketNo, 'CHANGED', ticket.flightInstanceId, ticket.bookingClass],
      [d.newTicketNo, 'OPEN', newAfter.id, 'Y'],
    ]);
    expect(all[1]!.replacesTicketId).toBe(ticket.id);

    // The order shows the new flight with the new ticket, and the old one as 已改期.
    const detail = (await call('/api/v2/order/detail', { orderNo: booked.orderNo })).json().data;
    const newSeg = detail.bookedSegments.find(
      (s: { flightNo: string; flightDate: string }) =>
        s.flightNo === to.flightNo && s.flightDate === to.flightDate,
    );
    expect(newSeg).toMatchObject({ flightDate: to.flightDate, bookingClass: 'Y', departureDayOffset: 0 });
    expect(detail.tickets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticketNo: ticket.ticketNo, statusName: '已改期' }),
        expect.objectContaining({ ticketNo: d.newTicketNo, statusName: '未使用', segmentSeq: newSeg.seq }),
      ]),
    );
    // The order list names the flight flown now, not the one left.
    const listed2 = (await call('/api/v2/order/list', { pageNum: 1, pageSize: 50 })).json().rows;
    const summary = listed2.find((r: { orderNo: string }) => r.orderNo === booked.orderNo);
    expect(summary.segments.map((s: { departure: string }) => s.departure.slice(0, 10))).toEqual([
      to.flightDate,
    ]);
    const reasons = (await app.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)))
      .map((h) => h.reason)
      .join('\n');
    expect(reasons).toContain(`改期单${q.changeNo}：改期费用${formatYuan(q.amount)}已通过微信支付付清`);
    expect(reasons).toContain(`原票号${ticket.ticketNo}已改期，新票号${d.newTicketNo}`);

    // The old ticket can no longer change; the new one can.
    expectError(await apply(ticket.ticketNo, to), 409, '该客票已值机、已使用或正在退票，不能改期');
    expect((await options(d.newTicketNo)).statusCode).toBe(200);
  });

  it('keeps the fare family: a full fare moved ≥ 7 days out costs ¥0 and confirms without payment; a standard fare pays the fee only, not the cheaper 特惠经济 class', async () => {
    const { order, ticket } = await ticketed({ daysAhead: 10, familyCode: 'FLEX' });
    const to = await alternative(ticket.ticketNo);
    const q = (await apply(ticket.ticketNo, to)).json().data;
    expect(q.newFare).toBe(ticket.fare);
    expect(q).toMatchObject({
      to: { bookingClass: 'Y', familyName: '全价经济' },
      feePercent: 0,
      fee: 0,
      difference: 0,
      amount: 0,
    });
    expectError(await startPay(q.changeNo), 409, '改期费用为0，无需支付，请直接确认改期');
    const done = await confirm(q.changeNo);
    expect(done.statusCode, done.body).toBe(200);
    expect(await paymentsFor(app, order.id, 'CHANGE')).toHaveLength(0);

    // A STANDARD fare to another flight pays the fee only.
    const std = await ticketed({ daysAhead: 10, familyCode: 'STANDARD' });
    const stdTo = await alternative(std.ticket.ticketNo);
    const target = await flightOf(stdTo);
    // The cheapest economy class with a seat left in the ticket's family or a better one: what the
    // quote prices. A cheaper 特惠经济 class is open on that flight, and is not taken: its refunds
    // and changes cost more and it has no checked baggage.
    const economy = target.classes.filter((c) => c.cabin === 'Y');
    expect(cheapestOpenClass(economy)!.familyCode).toBe('SAVER');
    const cls = cheapestOpenClass(economy.filter((c) => c.familyCode !== 'SAVER'))!;
    expect(cls.familyCode).toBe('STANDARD');
    const cheapest = passengerFare({
      cabinFullFare: target.economyFare,
      discountPercent: cls.discountPercent,
      passengerType: 'ADT',
    });
    const listed = ((await options(std.ticket.ticketNo)).json().data as ChangeOptions).options.find(
      (o) => o.segment.flightNo === stdTo.flightNo && o.segment.flightDate === stdTo.flightDate,
    )!;
    expect(listed).toMatchObject({ bookingClass: cls.code, familyCode: 'STANDARD', familyName: '标准经济' });
    const s = (await apply(std.ticket.ticketNo, stdTo)).json().data;
    expect(s.newFare).toBe(cheapest);
    expect(cheapest).toBeLessThanOrEqual(std.ticket.fare);
    expect(s).toMatchObject({
      from: { bookingClass: std.ticket.bookingClass, familyName: '标准经济' },
      to: { bookingClass: cls.code, familyName: '标准经济' },
      fee: feeOf(std.ticket.fare, 5),
      difference: 0,
      amount: feeOf(std.ticket.fare, 5),
    });
    const [quoted] = await app.db.select().from(dateChanges).where(eq(dateChanges.changeNo, s.changeNo));
    expect(quoted).toMatchObject({ toClass: cls.code, toFamilyCode: 'STANDARD' });
  });

  it('refuses an expired or superseded quote; only the latest quote of a ticket can be paid or confirmed', async () => {
    const { ticket } = await ticketed({ daysAhead: 11 });
    const to = await alternative(ticket.ticketNo);
    const start = now().getTime();
    const q1 = (await apply(ticket.ticketNo, to)).json().data;
    setTestClock(start + 9 * MIN);
    expect((await query(q1.changeNo)).json().data.status).toBe('QUOTED');
    setTestClock(start + 11 * MIN);
    expectError(await startPay(q1.changeNo), 409, '改期报价已过期，请重新申请');
    expect((await query(q1.changeNo)).json().data).toMatchObject({ status: 'EXPIRED', statusName: '已过期' });

    const q2 = (await apply(ticket.ticketNo, to)).json().data;
    const q3 = (await apply(ticket.ticketNo, to)).json().data;
    for (const stale of [q1.changeNo, q2.changeNo]) {
      expectError(await startPay(stale), 409, '该改期报价已被更新的报价取代，请按最新报价办理');
      expectError(await confirm(stale), 409, '该改期报价已被更新的报价取代，请按最新报价办理');
    }
    expect((await query(q2.changeNo)).json().data.statusName).toBe('已失效');
    await payChange(q3.changeNo);
    expect((await confirm(q3.changeNo)).statusCode).toBe(200);
  });

  it('changes once under two concurrent confirms of the same paid change', async () => {
    const { order, ticket } = await ticketed({ daysAhead: 12 });
    const to = await alternative(ticket.ticketNo);
    const key = `${to.flightNo}@${to.flightDate}`;
    const q = (await apply(ticket.ticketNo, to)).json().data;
    if (q.amount > 0) await payChange(q.changeNo);
    const before = await flightInventory(app, key);
    const oldBefore = await flightInventory(app, ticket.key);
    const results = await Promise.all([confirm(q.changeNo), confirm(q.changeNo), confirm(q.changeNo)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().data.newTicketNo)).size).toBe(1);
    const all = await app.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(all).toHaveLength(2);
    expect((await flightInventory(app, key)).sold).toBe(before.sold + 1);
    expect((await flightInventory(app, ticket.key)).sold).toBe(oldBefore.sold - 1);
  });

  it('gives the last seat of the new flight to exactly one of two passengers confirming at once', async () => {
    const a = await ticketed({ daysAhead: 16 });
    const b = await ticketed({ found: a.booked.found }, other);
    const to = await alternative(a.ticket.ticketNo);
    const key = `${to.flightNo}@${to.flightDate}`;
    await onlyFullFareLeft(key);
    const qa = (await apply(a.ticket.ticketNo, to)).json().data;
    const qb = (await apply(b.ticket.ticketNo, to, other)).json().data;
    await payChange(qa.changeNo);
    await payChange(qb.changeNo, other);
    const inv = await flightInventory(app, key);
    // One economy seat left (B's own sales fill its limit; Y's slack is one).
    await setSold(app, key, 'Y', inv.byClass.get('Y')!.bookingLimit - inv.byClass.get('B')!.sold - 1);
    const results = await Promise.all([confirm(qa.changeNo), confirm(qb.changeNo, other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await flightInventory(app, key);
    const economy = [...after.byClass.entries()].filter(([code]) => code !== 'J');
    expect(inv.byClass.get('Y')!.bookingLimit - economy.reduce((n, [, c]) => n + c.sold, 0)).toBe(0);
    const rows = await app.db.select().from(dateChanges).where(eq(dateChanges.toFlightId, after.id));
    const mine = rows.filter((r) => [qa.changeNo, qb.changeNo].includes(r.changeNo));
    expect(mine.map((r) => r.status).sort()).toEqual(['DONE', 'FAILED']);
  });

  it('pays back once when the new flight sold out between the quote and the confirm, and never oversells', async () => {
    const { ticket } = await ticketed({ daysAhead: 13, familyCode: 'SAVER' });
    const to = await alternative(ticket.ticketNo);
    const key = `${to.flightNo}@${to.flightDate}`;
    await onlyFullFareLeft(key);
    const q = (await apply(ticket.ticketNo, to)).json().data;
    expect(q.amount).toBeGreaterThan(0);
    const paid = await payChange(q.changeNo);
    // The last economy seats go to others before the confirm.
    const inv = await flightInventory(app, key);
    await setSold(app, key, 'Y', inv.byClass.get('Y')!.bookingLimit - inv.byClass.get('B')!.sold);
    const soldBefore = (await flightInventory(app, key)).sold;

    expectError(await confirm(q.changeNo), 409, '所选航班已无法改期，改期失败，费用将原路退回');
    expect((await confirm(q.changeNo)).json().msg).toBe('所选航班已无法改期，改期失败，费用将原路退回');
    expect((await flightInventory(app, key)).sold).toBe(soldBefore);
    const [old] = await app.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(old!.status).toBe('OPEN');

    setTestClock(now().getTime() + 10_000);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const [payment] = await app.db.select().from(payments).where(eq(payments.outTradeNo, paid.outTradeNo));
    await expectOneGatewayRefund(app, payment!.id, {
      amount: q.amount,
      status: 'SUCCEEDED',
      outRefundNo: `C${q.changeNo}`,
    });
    expect((await query(q.changeNo)).json().data.statusName).toBe('改期失败，费用退回');
  });

  it('refuses a checked-in, used or refunding ticket, the same flight, another route or cabin, and answers 404 to another member', async () => {
    const { ticket } = await ticketed({ daysAhead: 20 });
    const to = await alternative(ticket.ticketNo);

    expectError(
      await apply(ticket.ticketNo, { flightNo: ticket.flightNo, flightDate: ticket.flightDate }),
      400,
      '新航班与原航班相同，请选择其他日期或航班',
    );

    const [back] = await queryRows<{ flightNo: string; flightDate: string }>(
      app.db,
      sql`SELECT i.flight_no AS "flightNo", i.flight_date::text AS "flightDate" FROM flight_instances i
          JOIN flight_instances t ON t.id = ${ticket.flightInstanceId}
          WHERE NOT (i.origin = t.origin AND i.destination = t.destination) AND i.flight_date = t.flight_date
          LIMIT 1`,
    );
    expectError(await apply(ticket.ticketNo, back!), 400, '改期仅限原航线，请选择相同出发地和目的地的航班');

    expectError(
      await apply(ticket.ticketNo, to, member, { cabin: 'C' }),
      400,
      '改期仅限原舱位等级（经济舱改经济舱，公务舱改公务舱）',
    );

    expect((await apply(ticket.ticketNo, to, other)).statusCode).toBe(404);
    expect((await options(ticket.ticketNo, other)).json().msg).toBe('客票不存在');
    const q = (await apply(ticket.ticketNo, to)).json().data;
    for (const res of [
      await query(q.changeNo, other),
      await confirm(q.changeNo, other),
      await startPay(q.changeNo, other),
    ]) {
      expectError(res, 404, '改期记录不存在');
    }

    for (const status of ['CHECKED_IN', 'USED', 'REFUNDING'] as const) {
      await app.db.update(tickets).set({ status }).where(eq(tickets.id, ticket.id));
      for (const res of [await apply(ticket.ticketNo, to), await options(ticket.ticketNo)]) {
        expectError(res, 409, '该客票已值机、已使用或正在退票，不能改期');
      }
    }
    // An open quote of a ticket that left 未使用 (e.g. checked in meanwhile) cannot be confirmed either.
    if (q.amount === 0) {
      const c = await confirm(q.changeNo);
      expect(c.statusCode).toBe(409);
    }
    await app.db.update(tickets).set({ status: 'OPEN' }).where(eq(tickets.id, ticket.id));
  });

  it('refuses a ticket whose flight has departed', async () => {
    const { ticket } = await ticketed({ daysAhead: 2 });
    const to = await alternative(ticket.ticketNo);
    setTestClock(ticket.departure.getTime() - 44 * MIN);
    expectError(await apply(ticket.ticketNo, to), 409, '原航班已起飞或已停止销售，不能改期');
    setTestClock(ticket.departure.getTime() + HOUR);
    expect((await options(ticket.ticketNo)).json().msg).toBe('原航班已起飞或已停止销售，不能改期');
  });

  it('charges each family its change percent one minute either side of 7 days, 48 hours and 4 hours, to the fen', async () => {
    const booked = [];
    for (const familyCode of Object.keys(CHANGE_TABLE)) {
      const { ticket } = await ticketed({ daysAhead: 8, familyCode });
      booked.push({ familyCode, ticket, to: await alternative(ticket.ticketNo) });
    }
    // Edges in time order, each a minute before (more time left: the earlier band) and after.
    const edges: Array<[number, number, number]> = [
      [7 * DAY, 0, 1],
      [48 * HOUR, 1, 2],
      [4 * HOUR, 2, 3],
    ];
    const departure = Math.min(...booked.map((b) => b.ticket.departure.getTime()));
    expect(departure - now().getTime()).toBeGreaterThan(7 * DAY + MIN);
    for (const [edge, beforeBand, afterBand] of edges) {
      for (const [offset, band] of [
        [edge + MIN, beforeBand],
        [edge - MIN, afterBand],
      ] as const) {
        for (const b of booked) {
          setTestClock(b.ticket.departure.getTime() - offset);
          const res = await apply(b.ticket.ticketNo, b.to);
          expect(res.statusCode, `${b.familyCode} ${offset / MIN} min before: ${res.body}`).toBe(200);
          const q = res.json().data;
          const percent = CHANGE_TABLE[b.familyCode]![band]!;
          expect({
            family: b.familyCode,
            before: offset / MIN,
            feePercent: q.feePercent,
            fee: q.fee,
          }).toEqual({
            family: b.familyCode,
            before: offset / MIN,
            feePercent: percent,
            fee: feeOf(b.ticket.fare, percent),
          });
          expect(q.amount).toBe(q.fee + Math.max(0, q.newFare - b.ticket.fare));
        }
      }
    }
    const rows = await app.db.select().from(dateChanges).where(eq(dateChanges.status, 'QUOTED'));
    expect(rows.length).toBeGreaterThanOrEqual(booked.length);
  });
});
