import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatYuan, simulateFlightOps, type DialogueReply } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, dbKind } from '#test/helper';
import { setTestClock } from '#test/clock';
import { bookOrder, createMember, type Member } from '#test/factories';
import { payAndTicket } from '#test/support/payments';
import { orderSegments, orders, tickets } from '../../db/schema';
import { chinaLocal } from '../../lib/china-time';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe(`the assistant's trip cards from the asker's own orders (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let stranger: Member;
  let operations: Member;
  /** The member's ticketed STANDARD flight, the one "my flight" means. */
  let trip: { orderNo: string; ticketNo: string; flightNo: string; flightDate: string; dep: Date; arr: Date };

  beforeAll(async () => {
    app = await buildTestApp();
    member = await createMember(app);
    stranger = await createMember(app);
    operations = await createMember(app, { role: 'operations', memberNo: null });
    const booked = await bookOrder(app, member, { familyCode: 'STANDARD', daysAhead: 9 });
    const order = await payAndTicket(app, member.auth, booked.orderNo);
    const [row] = await app.db
      .select({ ticketNo: tickets.ticketNo, seg: orderSegments })
      .from(tickets)
      .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
      .where(eq(tickets.orderId, order.id));
    trip = {
      orderNo: booked.orderNo,
      ticketNo: row!.ticketNo!,
      flightNo: row!.seg.flightNo,
      flightDate: row!.seg.flightDate,
      dep: row!.seg.departure,
      arr: row!.seg.arrival,
    };
    return () => app.close();
  });

  async function ask(question: string, who: Member | null = member): Promise<DialogueReply> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/dialog/dialogue',
      headers: who ? who.auth : {},
      payload: { dialogContent: question, channelType: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DialogueReply;
  }

  const title = () => `${trip.flightNo} 成都—杭州 · ${chinaLocal(trip.dep)}`;

  it('answers the baggage question with the fare family of the booked flight', async () => {
    const reply = await ask('我的行李额是多少');
    expect(reply.intent).toBe('baggage');
    expect(reply.cards).toEqual([
      {
        kind: 'baggage',
        title: title(),
        lines: [
          '标准经济（经济舱）：每位成人、儿童免费托运 20 公斤',
          '随身携带：手提行李1件，不超过7公斤',
          expect.stringMatching(/^乘机人：/),
        ],
        link: { text: '行李规定', href: '/baggageRules' },
      },
    ]);
    // The general answers still follow the card.
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it('quotes the change fee of the moment, one minute each side of the 7-day edge', async () => {
    setTestClock(trip.dep.getTime() - 7 * DAY - MIN);
    let [card] = (await ask('我能改签吗')).cards;
    expect(card!.kind).toBe('change');
    expect(card!.lines.slice(0, 2)).toEqual([
      '标准经济：现在改期，改期费为票面价的 5%',
      `${chinaLocal(new Date(trip.dep.getTime() - 7 * DAY))} 起改期费为 10%`,
    ]);
    expect(card!.link).toEqual({ text: '查看订单', href: `/orderDetail?orderNo=${trip.orderNo}` });

    setTestClock(trip.dep.getTime() - 7 * DAY + MIN);
    [card] = (await ask('我想改期到下周')).cards;
    expect(card!.lines.slice(0, 2)).toEqual([
      '标准经济：现在改期，改期费为票面价的 10%',
      `${chinaLocal(new Date(trip.dep.getTime() - 48 * HOUR))} 起改期费为 15%`,
    ]);
  });

  it('says when check-in opens and closes by the expected departure, one minute each side of 24 hours and 45 minutes', async () => {
    // Operations staff delay the flight by 90 minutes: the window moves with it, as check-in's does.
    setTestClock(trip.dep.getTime() - 2 * DAY);
    const flight = { flightNo: trip.flightNo, flightDate: trip.flightDate };
    const delayed = await app.inject({
      method: 'PUT',
      url: '/api/admin/flight-ops',
      headers: operations.auth,
      payload: { ...flight, status: '延误', delayMinutes: 90, reason: '天气原因' },
    });
    expect(delayed.statusCode, delayed.body).toBe(200);
    const expected = trip.dep.getTime() + 90 * MIN;
    const opens = chinaLocal(new Date(expected - DAY));
    const closes = chinaLocal(new Date(expected - 45 * MIN));
    const lineAt = async (before: number) => {
      setTestClock(expected - before);
      const [card] = (await ask('我什么时候可以值机')).cards;
      expect(card!.kind).toBe('check-in');
      return [card!.lines[0], card!.link?.href];
    };
    const order = `/checkInList?orderNo=${trip.orderNo}`;
    expect(await lineAt(DAY + MIN)).toEqual([`值机将于 ${opens} 开放，${closes} 截止。`, order]);
    expect(await lineAt(DAY - MIN)).toEqual([`现在可以办理值机，${closes} 截止。`, order]);
    expect(await lineAt(46 * MIN)).toEqual([`现在可以办理值机，${closes} 截止。`, order]);
    expect(await lineAt(44 * MIN)).toEqual(['网上值机已截止，请尽快到机场值机柜台办理。', order]);

    const cleared = await app.inject({
      method: 'POST',
      url: '/api/admin/flight-ops/clear',
      headers: operations.auth,
      payload: flight,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it("tells the flight's status as the flight status service has it", async () => {
    setTestClock(trip.dep.getTime() - 2 * HOUR);
    const ops = simulateFlightOps({
      flightNo: trip.flightNo,
      flightDate: trip.flightDate,
      scheduledDepartureMs: trip.dep.getTime(),
      scheduledArrivalMs: trip.arr.getTime(),
      nowMs: trip.dep.getTime() - 2 * HOUR,
    });
    const [card] = (await ask('我的航班延误了吗')).cards;
    expect(card).toMatchObject({ kind: 'flight-status', title: title() });
    expect(card!.lines[0]).toBe(`状态：${ops.status}`);
    if (ops.plan !== 'cancelled') {
      expect(card!.link).toEqual({
        text: '查看航班动态',
        href: `/flightDynamics?type=2&flightNo=${trip.flightNo}&flightDate=${trip.flightDate}`,
      });
    }
  });

  it('follows a refund: none yet, then the refund with its amount and progress', async () => {
    expect((await ask('我的退票到哪了')).cards).toEqual([
      {
        kind: 'refund-progress',
        title: '暂无退票申请',
        lines: ['您的账号下还没有退票记录。需要退票时，可在订单详情中选择客票申请。'],
        link: { text: '查看我的订单', href: '/orders' },
      },
    ]);
    const other = await bookOrder(app, member, {
      familyCode: 'STANDARD',
      daysAhead: 12,
      avoid: new Set([`${trip.flightNo}@${trip.flightDate}`]),
    });
    await payAndTicket(app, member.auth, other.orderNo);
    const [ticket] = await app.db
      .select({ ticketNo: tickets.ticketNo })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(and(eq(orders.orderNo, other.orderNo)));
    const call = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: member.auth, payload });
    const quote = await call('/api/v2/order/refund/apply', {
      orderNo: other.orderNo,
      ticketNos: [ticket!.ticketNo],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const done = await call('/api/v2/order/refund/confirm', { quoteNo: quote.json().data.quoteNo });
    expect(done.statusCode, done.body).toBe(200);
    const refund = done.json().data as { refundNo: string; amount: number; statusName: string };

    const [card] = (await ask('退款什么时候到账，我的退票进度')).cards;
    expect(card).toMatchObject({
      kind: 'refund-progress',
      title: `退票单 ${refund.refundNo}`,
      link: { text: '查看退票进度', href: `/refundDetail?no=${refund.refundNo}` },
    });
    expect(card!.lines[0]).toMatch(/^状态：(退款中|已退款)$/);
    expect(card!.lines[1]).toContain(`退款金额 ${formatYuan(refund.amount)}`);
  });

  it("never shows another passenger's trip, and gives visitors the general answers alone", async () => {
    const strangers = await ask('我的航班延误了吗', stranger);
    expect(strangers.cards).toEqual([
      {
        kind: 'flight-status',
        title: '未找到您近期的航班',
        lines: ['您的账号下没有近期出行的航班。'],
        link: { text: '查看我的订单', href: '/orders' },
      },
    ]);
    expect(JSON.stringify(strangers)).not.toContain(trip.flightNo);
    const visitor = await ask('我的航班延误了吗', null);
    expect(visitor.intent).toBe('flight-status');
    expect(visitor.cards).toEqual([]);
  });
});
