import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatYuan, passengerFare } from '@jc/shared';
import type { App } from '../../app';
import { dbKind, expectError } from '#test/helper';
import {
  MIN,
  withAfterSalesApp,
  expectOneGatewayRefund,
  expectPaid,
  paymentsFor,
  quoteCalls,
  ticketedAdult,
} from '#test/support/after-sales';
import { setTestClock } from '#test/clock';
import { setSold, type BookOptions, type Member } from '#test/factories';
import { orderCharges, orderHistory, payments, tickets, upgrades } from '../../db/schema';
import { now } from '../../lib/clock';
import { flightsForSale } from '../flights/inventory.service';

describe(`upgrades (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let other: Member;

  withAfterSalesApp((opened) => ({ app, member, other } = opened));

  /** A paid, ticketed economy order of one adult; its ticket, flight and fare paid. */
  const ticketed = (options: BookOptions, who: Member = member) => ticketedAdult(app, who, options);

  /** The flight's business classes (dearest first) and the adult business fare of the cheapest open one. */
  async function business(flightNo: string, flightDate: string) {
    const flight = [...(await flightsForSale(app.db, [{ flightNo, flightDate }])).values()][0]!;
    const classes = flight.classes.filter((c) => c.cabin === 'C').sort((a, b) => a.rank - b.rank);
    return { flight, classes, key: `${flightNo}@${flightDate}` };
  }

  /** Leaves `left` business seats on the flight (the dearest class sells into the others by nesting). */
  async function leaveBusinessSeats(flightNo: string, flightDate: string, left: number) {
    const { classes, key } = await business(flightNo, flightDate);
    for (const c of classes) await setSold(app, key, c.code, 0);
    await setSold(app, key, classes[0]!.code, classes[0]!.bookingLimit - left);
  }

  const {
    call,
    confirm,
    query,
    startPay,
    pay: payUpgrade,
  } = quoteCalls(() => ({ app, member }), '/api/v2/ticket/upgrade', 'upgradeNo');
  const apply = (ticketNo: string, who?: Member) => call('/api/v2/ticket/upgrade/apply', { ticketNo }, who);

  it('quotes the business fare less the fare paid, to the fen, takes the payment and re-issues in business', async () => {
    const { booked, order, ticket } = await ticketed({ daysAhead: 9 });
    const { flight, classes } = await business(ticket.flightNo, ticket.flightDate);
    const cheapest = [...classes].reverse().find((c) => c.bookingLimit > c.sold)!;
    const businessFare = passengerFare({
      cabinFullFare: flight.businessFare,
      discountPercent: cheapest.discountPercent,
      passengerType: 'ADT',
    });
    expect(businessFare).toBeGreaterThan(ticket.fare);

    const quoted = await apply(ticket.ticketNo);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const q = quoted.json().data;
    expect(q).toMatchObject({
      orderNo: booked.orderNo,
      ticketNo: ticket.ticketNo,
      newTicketNo: null,
      fromClass: ticket.bookingClass,
      toClass: cheapest.code,
      businessFare,
      paidFare: ticket.fare,
      amount: businessFare - ticket.fare,
      status: 'QUOTED',
      statusName: '待支付',
    });
    expect(new Date(q.expiresAt).getTime() - now().getTime()).toBe(10 * MIN);

    // Not paid yet: the confirm is refused and nothing moves.
    expectError(await confirm(q.upgradeNo), 409, '升舱差价尚未支付');

    const before = await business(ticket.flightNo, ticket.flightDate);
    const economySoldBefore = before.flight.classes.find((c) => c.code === ticket.bookingClass)!.sold;
    const businessSoldBefore = before.classes.find((c) => c.code === cheapest.code)!.sold;

    const paid = await payUpgrade(q.upgradeNo);
    expect(paid.amount).toBe(businessFare - ticket.fare);
    await expectPaid(app, paid.outTradeNo, 'UPGRADE', order.id);
    expect((await query(q.upgradeNo)).json().data.status).toBe('PAID');

    const done = await confirm(q.upgradeNo);
    expect(done.statusCode, done.body).toBe(200);
    const d = done.json().data;
    expect(d.status).toBe('DONE');
    expect(d.newTicketNo).toMatch(/^929\d{10}$/);
    expect(d.newTicketNo).not.toBe(ticket.ticketNo);
    // Again: the same upgrade, nothing more.
    expect((await confirm(q.upgradeNo)).json().data.newTicketNo).toBe(d.newTicketNo);

    const all = await app.db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(tickets.id);
    expect(all.map((t) => [t.ticketNo, t.status, t.cabin])).toEqual([
      [ticket.ticketNo, 'UPGRADED', 'Y'],
      [d.newTicketNo, 'OPEN', 'C'],
    ]);
    expect(all[1]!.replacesTicketId).toBe(ticket.id);
    const after = await business(ticket.flightNo, ticket.flightDate);
    expect(after.flight.classes.find((c) => c.code === ticket.bookingClass)!.sold).toBe(
      economySoldBefore - 1,
    );
    expect(after.classes.find((c) => c.code === cheapest.code)!.sold).toBe(businessSoldBefore + 1);

    const history = await app.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    const reasons = history.map((h) => h.reason).join('\n');
    expect(reasons).toContain(
      `升舱单${q.upgradeNo}：差价${formatYuan(businessFare - ticket.fare)}已通过微信支付付清`,
    );
    expect(reasons).toContain(`原票号${ticket.ticketNo}已升舱，新票号${d.newTicketNo}`);
    expect(history.some((h) => h.fromStatus === 'OPEN' && h.toStatus === 'UPGRADED')).toBe(true);

    // The business ticket cannot be upgraded; the old one is no longer unused.
    expectError(await apply(d.newTicketNo), 409, '该客票已是公务舱，不能升舱');
    expectError(await apply(ticket.ticketNo), 409, '该客票已值机、已使用或已退改，不能升舱');

    // Listed, newest first; another member sees none of it.
    const list = await call('/api/v2/upgrade/list', { pageNum: 1, pageSize: 10 });
    expect(list.json().rows[0]).toMatchObject({
      upgradeNo: q.upgradeNo,
      status: 'DONE',
      statusName: '已升舱',
    });
    expect((await call('/api/v2/upgrade/list', {}, other)).json().total).toBe(0);
  });

  it('never charges below 0: a fare paid above the business fare upgrades for ¥0 without payment', async () => {
    const { ticket, order } = await ticketed({ daysAhead: 10 });
    await app.db.update(orderCharges).set({ amount: 9_999_900 }).where(eq(orderCharges.id, ticket.fareId));
    const q = (await apply(ticket.ticketNo)).json().data;
    expect(q.amount).toBe(0);
    expect(q.paidFare).toBe(9_999_900);
    expectError(await startPay(q.upgradeNo), 409, '升舱差价为0，无需支付，请直接确认升舱');
    const done = await confirm(q.upgradeNo);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('DONE');
    expect(await paymentsFor(app, order.id, 'UPGRADE')).toHaveLength(0);
  });

  it('expires a quote 10 minutes after it was made: payable and confirmable a minute before, not a minute after', async () => {
    const { ticket } = await ticketed({ daysAhead: 11 });
    const start = now().getTime();
    const q = (await apply(ticket.ticketNo)).json().data;
    setTestClock(start + 9 * MIN);
    const before = await startPay(q.upgradeNo);
    expect(before.statusCode, before.body).toBe(200);
    expect((await query(q.upgradeNo)).json().data.status).toBe('QUOTED');
    setTestClock(start + 11 * MIN);
    expectError(await startPay(q.upgradeNo), 409, '升舱报价已过期，请重新申请');
    expect((await query(q.upgradeNo)).json().data).toMatchObject({ status: 'EXPIRED', statusName: '已过期' });

    // At ¥0 the confirm itself is bound by the same 10 minutes.
    await app.db.update(orderCharges).set({ amount: 9_999_900 }).where(eq(orderCharges.id, ticket.fareId));
    const z1 = (await apply(ticket.ticketNo)).json().data;
    setTestClock(now().getTime() + 11 * MIN);
    expectError(await confirm(z1.upgradeNo), 409, '升舱报价已过期，请重新申请');
    const z2 = (await apply(ticket.ticketNo)).json().data;
    // Only the latest quote counts: a new one replaces the expired one too.
    const stale = await confirm(z1.upgradeNo);
    expect(stale.json().msg).toBe('该升舱报价已被更新的报价取代，请按最新报价办理');
    const z3 = (await apply(ticket.ticketNo)).json().data;
    expectError(await confirm(z2.upgradeNo), 409, '该升舱报价已被更新的报价取代，请按最新报价办理');
    setTestClock(now().getTime() + 9 * MIN);
    expect((await confirm(z3.upgradeNo)).statusCode).toBe(200);
  });

  it('refuses a business ticket, a used ticket, a departed flight and a flight with no business seat left', async () => {
    const business1 = await ticketed({ daysAhead: 12, familyCode: 'BUSINESS' });
    expectError(await apply(business1.ticket.ticketNo), 409, '该客票已是公务舱，不能升舱');

    const used = await ticketed({ daysAhead: 12 });
    await app.db.update(tickets).set({ status: 'USED' }).where(eq(tickets.id, used.ticket.id));
    expectError(await apply(used.ticket.ticketNo), 409, '该客票已值机、已使用或已退改，不能升舱');

    const full = await ticketed({ daysAhead: 13 });
    await leaveBusinessSeats(full.ticket.flightNo, full.ticket.flightDate, 0);
    expectError(await apply(full.ticket.ticketNo), 409, '该航班公务舱已售罄，不能升舱');

    const gone = await ticketed({ daysAhead: 2 });
    setTestClock(now().getTime() + 3 * 24 * 60 * MIN);
    expectError(await apply(gone.ticket.ticketNo), 409, '航班已起飞或已停止销售，不能升舱');
  });

  it('answers 404 to another member for a ticket or an upgrade', async () => {
    const { ticket } = await ticketed({ daysAhead: 14 });
    expect((await apply(ticket.ticketNo, other)).statusCode).toBe(404);
    const q = (await apply(ticket.ticketNo)).json().data;
    for (const res of [
      await query(q.upgradeNo, other),
      await confirm(q.upgradeNo, other),
      await startPay(q.upgradeNo, other),
    ]) {
      expectError(res, 404, '升舱记录不存在');
    }
    expect((await apply('9299999999999')).statusCode).toBe(404);
  });

  it('gives the last business seat to exactly one of two concurrent confirms; the other is paid back', async () => {
    const a = await ticketed({ daysAhead: 15 });
    const found = a.booked.found;
    const b = await ticketed({ found }, other);
    expect(b.ticket.flightNo).toBe(a.ticket.flightNo);
    const qa = (await apply(a.ticket.ticketNo)).json().data;
    const qb = (await apply(b.ticket.ticketNo, other)).json().data;
    await payUpgrade(qa.upgradeNo);
    await payUpgrade(qb.upgradeNo, other);
    await leaveBusinessSeats(a.ticket.flightNo, a.ticket.flightDate, 1);

    const results = await Promise.all([confirm(qa.upgradeNo), confirm(qb.upgradeNo, other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().msg).toBe('该航班公务舱已售罄，升舱失败，差价将原路退回');

    const { classes } = await business(a.ticket.flightNo, a.ticket.flightDate);
    const availableAfter = classes[0]!.bookingLimit - classes.reduce((s, c) => s + c.sold, 0);
    expect(availableAfter).toBe(0);

    const rows = await app.db.select().from(upgrades).where(eq(upgrades.ticketId, a.ticket.id));
    const rowsB = await app.db.select().from(upgrades).where(eq(upgrades.ticketId, b.ticket.id));
    const failed = [...rows, ...rowsB].find((u) => u.status === 'FAILED')!;
    expect([...rows, ...rowsB].filter((u) => u.status === 'DONE')).toHaveLength(1);

    // The loser's difference goes back through the gateway, once.
    setTestClock(now().getTime() + 10_000);
    await app.jobs.runDue();
    await expectOneGatewayRefund(app, failed.paymentId!, { amount: failed.amount, status: 'SUCCEEDED' });
    const [pay] = await app.db.select().from(payments).where(eq(payments.id, failed.paymentId!));
    expect(pay!.status).toBe('REFUNDED');
    const loserNo = failed.upgradeNo;
    const who = rows.some((u) => u.upgradeNo === loserNo) ? member : other;
    expect((await query(loserNo, who)).json().data.statusName).toBe('升舱失败，差价退回');
  });
});
