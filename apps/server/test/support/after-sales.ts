import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { App } from '../../src/app';
import { orderCharges, orderSegments, paymentRefunds, payments, tickets } from '../../src/db/schema';
import { now } from '../../src/lib/clock';
import { createInjectFetch } from '../../src/providers/identity/inject-fetch';
import { setTestClock } from '../clock';
import { bookOrder, createMember, type BookOptions, type Member } from '../factories';
import { buildTestApp } from '../helper';
import { payAndTicket, payOnSandboxPage } from './payments';

/** What the after-sales tests (refunds, upgrades, date changes) set up alike. */

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/**
 * The test app with the pay sandbox answering in-process (payments go through as a tester's would),
 * a member and another member; `close` when the file is done.
 */
export async function afterSalesApp() {
  const app = await buildTestApp();
  app.paySandbox!.fetch = createInjectFetch(app);
  const member = await createMember(app);
  const other = await createMember(app);
  return { app, member, other };
}

/**
 * Opens `afterSalesApp` before the file's tests (handing it to `use`, which keeps what it needs)
 * and closes it after them.
 */
export function withAfterSalesApp(use: (opened: Awaited<ReturnType<typeof afterSalesApp>>) => void) {
  beforeAll(async () => {
    const opened = await afterSalesApp();
    use(opened);
    return () => opened.app.close();
  });
}

/** A POST of the API as `who`. */
export const callAs = (app: App, who: Member, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: who.auth, payload });

/**
 * A paid, ticketed order (booked and paid through the sandbox at the current test instant): its
 * tickets in issue order, each with its flight, departure and fare paid (its FARE lines, and the
 * id of the first), and all the order's charges.
 */
export async function ticketedOrder(app: App, who: Member, options: BookOptions) {
  const booked = await bookOrder(app, who, options);
  const order = await payAndTicket(app, who.auth, booked.orderNo);
  const rows = await app.db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      bookingClass: tickets.bookingClass,
      familyCode: tickets.familyCode,
      flightInstanceId: tickets.flightInstanceId,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      departure: orderSegments.departure,
    })
    .from(tickets)
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .where(eq(tickets.orderId, order.id))
    .orderBy(tickets.id);
  const charges = await app.db.select().from(orderCharges).where(eq(orderCharges.orderId, order.id));
  const ticketed = rows.map((t) => {
    const fares = charges.filter((c) => c.ticketId === t.id && c.kind === 'FARE');
    return {
      ...t,
      ticketNo: t.ticketNo!,
      key: `${t.flightNo}@${t.flightDate}`,
      fare: fares.reduce((sum, c) => sum + c.amount, 0),
      fareId: fares[0]!.id,
    };
  });
  return { booked, order, tickets: ticketed, charges };
}

/** A paid, ticketed order of one adult (STANDARD unless `options` say otherwise) and its first ticket. */
export async function ticketedAdult(app: App, who: Member, options: BookOptions) {
  const {
    booked,
    order,
    tickets: all,
  } = await ticketedOrder(app, who, { familyCode: 'STANDARD', ...options });
  return { booked, order, ticket: all[0]! };
}

/**
 * The calls of a kind of quote (upgrades at /api/v2/ticket/upgrade, date changes at
 * /api/v2/order/change), which name the quote by `field`: any call, confirm, query, asking for its
 * messaging-app QR code (`startPay`, the call a refusal answers), and paying it through the
 * messaging-app sandbox. `opened` gives the file's app and its default caller.
 */
export function quoteCalls(
  opened: () => { app: App; member: Member },
  base: string,
  field: 'upgradeNo' | 'changeNo',
) {
  const call = (url: string, payload: object, who: Member = opened().member) =>
    callAs(opened().app, who, url, payload);
  return {
    call,
    confirm: (no: string, who?: Member) => call(`${base}/confirm`, { [field]: no }, who),
    query: (no: string, who?: Member) => call(`${base}/query`, { [field]: no }, who),
    startPay: (no: string, who?: Member) => call(`${base}/pay/wxnative`, { [field]: no }, who),
    pay: (no: string, who: Member = opened().member) =>
      payQuoteOnSandbox(opened().app, who, `${base}/pay/wxnative`, { [field]: no }),
  };
}

/** A payment taken for `purpose` on the order: found by its trade number, and PAID. */
export async function expectPaid(app: App, outTradeNo: string, purpose: string, orderId: number) {
  const [payment] = await app.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
  expect(payment).toMatchObject({ purpose, status: 'PAID', orderId });
  return payment!;
}

/** The payments taken on an order for `purpose` (an upgrade's difference, a date change's fee…). */
export const paymentsFor = (app: App, orderId: number, purpose: (typeof payments.$inferSelect)['purpose']) =>
  app.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, purpose)));

/** The gateway refunds of a payment: exactly one (money goes back once), matching `expected`. */
export async function expectOneGatewayRefund(app: App, paymentId: number, expected: object) {
  const rows = await app.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject(expected);
  return rows[0]!;
}

/**
 * Pays a quote (an upgrade's difference, a date change's fee) through the messaging-app sandbox
 * at `path` (its wxnative pay route) and lets the notification land.
 */
export async function payQuoteOnSandbox(app: App, who: Member, path: string, payload: object) {
  const res = await callAs(app, who, path, payload);
  expect(res.statusCode, res.body).toBe(200);
  await payOnSandboxPage(app, 'wxnative', res.json().data.codeUrl);
  setTestClock(now().getTime() + 5_000);
  await app.jobs.runDue();
  return res.json().data as { outTradeNo: string; amount: number };
}
