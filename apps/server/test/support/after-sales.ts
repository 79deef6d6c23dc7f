import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { App } from '../../src/app';
import { orderCharges, orderSegments, tickets } from '../../src/db/schema';
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
 * A paid, ticketed order of one adult (STANDARD unless `options` say otherwise): its first ticket
 * with its flight, departure and fare paid (the FARE line, and its id).
 */
export async function ticketedAdult(app: App, who: Member, options: BookOptions) {
  const booked = await bookOrder(app, who, { familyCode: 'STANDARD', ...options });
  const order = await payAndTicket(app, who.auth, booked.orderNo);
  const [t] = await app.db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      bookingClass: tickets.bookingClass,
      flightInstanceId: tickets.flightInstanceId,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      departure: orderSegments.departure,
    })
    .from(tickets)
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .where(eq(tickets.orderId, order.id))
    .orderBy(tickets.id);
  const [fare] = await app.db
    .select()
    .from(orderCharges)
    .where(and(eq(orderCharges.ticketId, t!.id), eq(orderCharges.kind, 'FARE')));
  return {
    booked,
    order,
    ticket: {
      ...t!,
      ticketNo: t!.ticketNo!,
      key: `${t!.flightNo}@${t!.flightDate}`,
      fare: fare!.amount,
      fareId: fare!.id,
    },
  };
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
