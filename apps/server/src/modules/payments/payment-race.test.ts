import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, dbKind, testEnv } from '#test/helper';
import {
  bookOrder,
  createMember,
  findSelection,
  flightInventory,
  flightsOf,
  liveTickets,
  seedDayClock,
  type FoundSelection,
  type Member,
} from '#test/factories';
import { orders, paymentRefunds } from '../../db/schema';
import { createInjectFetch } from '../../providers/identity/inject-fetch';
import { sandboxSigningKeys } from '../../providers/payment';
import { buildNotification } from '../../providers/payment/sandbox/sandbox-notifier';
import { expireOrder } from '../orders/orders.service';
import { orderState, payOnSandboxPage, sandboxTradeOf, startPay } from '#test/support/payments';

/*
 * The payment deadline job and a payment notification racing on one order: whichever commits
 * first decides, and the order ends either ticketed, or cancelled with the payment refunded —
 * never both, never neither. On PostgreSQL the two run on separate connections at once.
 */
const RACES = dbKind() === 'postgres' ? 100 : 10;
const MINUTE = 60_000;
const HEAD_STARTS_MS = [0, 2, 5, 20, 50];

describe(`payment against the deadline (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let clock: Awaited<ReturnType<typeof seedDayClock>>;
  const founds: FoundSelection[] = [];
  const keys = sandboxSigningKeys(testEnv);

  beforeAll(async () => {
    app = await buildTestApp();
    clock = await seedDayClock(app);
    app.paySandbox!.fetch = createInjectFetch(app);
    member = await createMember(app);
    for (let days = 3; days <= 7; days++) founds.push(await findSelection(app, { daysAhead: days }));
  });
  afterAll(async () => {
    await app.close();
  });

  it(`ends each of ${RACES} races in exactly one outcome: ticketed, or cancelled with the payment refunded`, async () => {
    const outcomes = { ticketed: 0, refunded: 0 };
    for (let i = 0; i < RACES; i++) {
      clock.reset();
      const found = founds[i % founds.length]!;
      const booked = await bookOrder(app, member, { found });
      const [order] = await app.db.select().from(orders).where(eq(orders.orderNo, booked.orderNo));
      const started = await startPay(app, member.auth, 'wxnative', booked.orderNo);
      const outTradeNo = started.json().data.outTradeNo as string;
      await payOnSandboxPage(app, 'wxnative', started.json().data.codeUrl);
      clock.clock.advance(30 * MINUTE + 1);

      const trade = await sandboxTradeOf(app, outTradeNo);
      const n = buildNotification(trade, keys);
      const deliver = () =>
        app.inject({
          method: 'POST',
          url: '/api/pay/notify/wxpay',
          headers: { 'content-type': n.contentType },
          payload: n.body,
        });
      const expire = () => expireOrder(app.db, order!.id);
      // Each side in turn gets a head start of 0 to 50 ms, so that either may reach the lock first:
      // the notification does more before it (the HTTP call, the signature) than the deadline job,
      // so with only a few milliseconds it hardly ever came first on a slow machine.
      const lag = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const head = HEAD_STARTS_MS[Math.floor(i / 2) % HEAD_STARTS_MS.length]!;
      const answers = await Promise.all(
        i % 2 === 0 ? [deliver(), lag(head).then(expire)] : [expire(), lag(head).then(deliver)],
      );
      const ack = answers.find((a) => typeof a === 'object' && a !== null && 'statusCode' in a) as {
        body: string;
      };
      expect(ack.body).toContain('SUCCESS');
      await app.jobs.runDue(); // the refund, if one was decided; the queued duplicates do nothing

      const s = await orderState(app, order!.id);
      const refunds = await app.db
        .select()
        .from(paymentRefunds)
        .where(
          inArray(
            paymentRefunds.paymentId,
            s.payments.map((p) => p.id),
          ),
        );
      const after = await sandboxTradeOf(app, outTradeNo);
      const ticketed =
        s.order.status === 'TICKETED' &&
        s.tickets.every((t) => t.status === 'OPEN' && /^929\d{10}$/.test(t.ticketNo ?? '')) &&
        s.payments.every((p) => p.status === 'PAID') &&
        refunds.length === 0 &&
        after.refunded === 0;
      const refunded =
        s.order.status === 'CANCELLED' &&
        s.tickets.every((t) => t.status === 'VOID' && t.ticketNo === null) &&
        s.payments.length === 1 &&
        s.payments[0]!.status === 'REFUNDED' &&
        refunds.length === 1 &&
        refunds[0]!.status === 'SUCCEEDED' &&
        refunds[0]!.amount === booked.amount &&
        after.refunded === booked.amount;
      expect(
        ticketed !== refunded,
        `race ${i}: ${s.order.status}, payment ${s.payments[0]?.status}, refunds ${refunds.length}`,
      ).toBe(true);
      outcomes[ticketed ? 'ticketed' : 'refunded'] += 1;
    }
    expect(outcomes.ticketed + outcomes.refunded).toBe(RACES);
    // Either side can win: whichever of them reached the order's lock first.
    expect(outcomes.ticketed).toBeGreaterThan(0);
    expect(outcomes.refunded).toBeGreaterThan(0);
    // Seats: sold on each flight exactly as many as the live tickets on it.
    for (const key of new Set(founds.flatMap(flightsOf))) {
      const inventory = await flightInventory(app, key);
      const live = [...(await liveTickets(app, key)).values()].reduce((a, b) => a + b, 0);
      expect(inventory.sold, key).toBe(live);
    }
    console.log(
      `${RACES} races on ${dbKind()}: ${outcomes.ticketed} ticketed, ${outcomes.refunded} cancelled and refunded`,
    );
  }, 300_000);
});
