import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { BookingMessages, ITINERARY_CODE_PATTERN } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, createUser, dbKind, expectError } from '#test/helper';
import { chinaInstant, createPendingOrder, seededDay } from '#test/factories';
import { ManualClock, useClock } from '../../lib/clock';
import { orderState, payZero } from '#test/support/payments';
import { checkItineraryCode } from './verification';

describe(`itinerary (${dbKind()})`, () => {
  let app: App;
  let member: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    app = await buildTestApp();
    useClock(new ManualClock(chinaInstant(await seededDay(app), '10:00')));
    member = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const confirm = (auth: Record<string, string>, orderNo: string) =>
    app.inject({ method: 'POST', url: '/api/v2/itinerary/confirm', headers: auth, payload: { orderNo } });

  /** A ticketed two-flight order for two passengers, one with a name outside GB 2312. */
  async function ticketedOrder() {
    const created = await createPendingOrder(app, member.user.id, {
      zero: true,
      segments: 2,
      passengers: [{ name: '张伟' }, { name: '王喆', type: 'CHD' }],
    });
    const paid = await payZero(app, member.auth, created.order.orderNo);
    expect(paid.statusCode).toBe(200);
    return { ...created, state: await orderState(app, created.order.id) };
  }

  async function pdfText(pdf: Buffer) {
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(doc, { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }

  it('answers the PDF of a ticketed order: passengers, ticket numbers, flights, fares and a verification code', async () => {
    const { order, segments, state } = await ticketedOrder();
    const res = await confirm(member.auth, order.orderNo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="itinerary-${order.orderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`电子行程单-${order.orderNo}.pdf`)}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Only the glyphs used are embedded: a page of Chinese weighs tens of kilobytes, not megabytes.
    expect(res.rawPayload.length).toBeLessThan(200_000);

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('航空运输电子客票行程单');
    expect(text).toContain('张伟');
    expect(text).toContain('王喆');
    for (const s of segments) expect(text).toContain(s.flightNo);
    const numbers = state.tickets.map((t) => t.ticketNo!);
    expect(numbers).toHaveLength(4);
    for (const n of numbers) expect(text).toContain(n);
    expect(text).toContain(order.orderNo);
    expect(text).toContain('民航发展基金');
    expect(text).toContain('合计');
    expect(text).toContain('¥0');

    const code = res.headers['x-itinerary-code'] as string;
    expect(code).toMatch(ITINERARY_CODE_PATTERN);
    expect(text).toContain(code);
    expect(await checkItineraryCode(app.db, numbers[0]!, code)).toBe(true);
    expect(await checkItineraryCode(app.db, numbers[3]!, code.toLowerCase())).toBe(true);
    const wrong = code.slice(0, -1) + (code.endsWith('2') ? '3' : '2');
    expect(await checkItineraryCode(app.db, numbers[0]!, wrong)).toBe(false);
    expect(await checkItineraryCode(app.db, '9290000000000', code)).toBe(false);
    // The same order gives the same code again.
    expect((await confirm(member.auth, order.orderNo)).headers['x-itinerary-code']).toBe(code);
  });

  it('refuses an order not yet ticketed with 409, and another account’s order with 404', async () => {
    const pending = await createPendingOrder(app, member.user.id);
    const early = await confirm(member.auth, pending.order.orderNo);
    expectError(early, 409, BookingMessages.itineraryNotReady);

    const { order } = await ticketedOrder();
    const stranger = await createUser(app);
    const other = await confirm(stranger.auth, order.orderNo);
    expectError(other, 404, BookingMessages.orderNotFound);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/v2/itinerary/confirm',
      payload: { orderNo: order.orderNo },
    });
    expect(anon.statusCode).toBe(401);
    const bad = await confirm(member.auth, '../etc');
    expect(bad.statusCode).toBe(400);
  });
});
