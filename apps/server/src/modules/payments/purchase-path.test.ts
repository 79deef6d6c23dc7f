import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { App } from '../../app';
import { buildTestApp, dbKind } from '#test/helper';
import { bookOrder, createMember, seedDayClock, type Member } from '#test/factories';
import { createInjectFetch } from '../../providers/identity/inject-fetch';
import type { GatewayMethod } from '../../providers/payment';
import { payOnSandboxPage, payUrlOf, startPay } from '#test/support/payments';

/*
 * The whole purchase as a passenger makes it: search, apply, appointment (bookOrder), then pay
 * through the sandbox gateway, the notification delivered by the gateway's own job, and the
 * order ticketed — a round trip for two adults and a child: six tickets.
 */
describe(`purchase path to a ticketed order (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let clock: Awaited<ReturnType<typeof seedDayClock>>;

  beforeAll(async () => {
    app = await buildTestApp();
    clock = await seedDayClock(app);
    app.paySandbox!.fetch = createInjectFetch(app);
    member = await createMember(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['wxnative', 9],
    ['alipay', 11],
    ['ybpc', 13],
  ] as [GatewayMethod, number][])(
    'search → apply → appointment → pay by %s → ticketed',
    async (method, daysAhead) => {
      clock.reset();
      const booked = await bookOrder(app, member, { trip: 'roundTrip', adultNum: 2, childNum: 1, daysAhead });
      const pay = await startPay(app, member.auth, method, booked.orderNo);
      expect(pay.statusCode, pay.body).toBe(200);
      expect(pay.json().data.amount).toBe(booked.amount);
      await payOnSandboxPage(app, method, payUrlOf(pay.json()));
      clock.clock.advance(5_000);
      expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);

      const status = await app.inject({
        method: 'POST',
        url: '/api/v2/order/status',
        headers: member.auth,
        payload: { orderNo: booked.orderNo },
      });
      expect(status.json().data).toMatchObject({
        orderNo: booked.orderNo,
        status: 'TICKETED',
        statusName: '已出票',
      });

      const detail = (
        await app.inject({
          method: 'POST',
          url: '/api/v2/order/detail',
          headers: member.auth,
          payload: { orderNo: booked.orderNo },
        })
      ).json().data;
      expect(detail.status).toBe('TICKETED');
      expect(detail.amount).toBe(booked.amount);
      expect(detail.paymentMethod).toBe(method);
      expect(detail.actions).toMatchObject({ pay: false, cancel: false, itinerary: true });
      expect(detail.tickets).toHaveLength(6);
      const numbers: string[] = detail.tickets.map((t: { ticketNo: string }) => t.ticketNo);
      for (const n of numbers) expect(n).toMatch(/^929\d{10}$/);
      expect(new Set(numbers).size).toBe(6);
      expect(detail.tickets.every((t: { status: string }) => t.status === 'OPEN')).toBe(true);

      const pdf = await app.inject({
        method: 'POST',
        url: '/api/v2/itinerary/confirm',
        headers: member.auth,
        payload: { orderNo: booked.orderNo },
      });
      expect(pdf.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      });
      for (const p of booked.passengers) expect(text).toContain(p.name);
      for (const n of numbers) expect(text).toContain(n);
      for (const s of detail.bookedSegments as { flightNo: string }[]) expect(text).toContain(s.flightNo);
    },
  );
});
