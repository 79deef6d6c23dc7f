import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BookingMessages, PaymentMessages } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, createUser, dbKind, expectError } from '#test/helper';
import { chinaInstant, createPendingOrder, seededDay } from '#test/factories';
import { paymentRefunds, sandboxPayRefunds } from '../../db/schema';
import { ManualClock, useClock } from '../../lib/clock';
import { createInjectFetch } from '../../providers/identity/inject-fetch';
import { paymentCredentials, sandboxSigningKeys, type GatewayMethod } from '../../providers/payment';
import {
  NOTIFY_SCHEDULES,
  buildNotification,
  type NotificationOverrides,
} from '../../providers/payment/sandbox/sandbox-notifier';
import { SANDBOX_NOTIFY_JOB } from '../../providers/payment/sandbox/sandbox-pay.service';
import { testEnv } from '#test/helper';
import { lockOrderRow, moveOrder, moveTickets } from '../orders/order-state';
import { PAYMENT_REFUND_JOB } from './payments.service';
import {
  form,
  jobOf,
  notificationsOf,
  orderState,
  payOnSandboxPage,
  payUrlOf,
  payZero,
  sandboxTradeOf,
  startPay,
} from '#test/support/payments';

const ACK = {
  wxnative: {
    ok: '<xml><return_code><![CDATA[SUCCESS]]></return_code><return_msg><![CDATA[OK]]></return_msg></xml>',
    provider: 'wxpay',
    type: 'text/xml; charset=utf-8',
  },
  alipay: { ok: 'success', provider: 'alipay', type: 'text/plain; charset=utf-8' },
  ybpc: { ok: 'SUCCESS', provider: 'yeepay', type: 'text/plain; charset=utf-8' },
} as const;
const FAIL_BODY = {
  wxnative: (msg: string) =>
    `<xml><return_code><![CDATA[FAIL]]></return_code><return_msg><![CDATA[${msg}]]></return_msg></xml>`,
  alipay: () => 'failure',
  ybpc: () => 'FAIL',
};
const METHODS: GatewayMethod[] = ['wxnative', 'alipay', 'ybpc'];
const MINUTE = 60_000;

describe(`payment (${dbKind()})`, () => {
  let app: App;
  let clock: ManualClock;
  let T0: Date;
  let member: Awaited<ReturnType<typeof createUser>>;
  const keys = sandboxSigningKeys(testEnv);

  beforeAll(async () => {
    app = await buildTestApp();
    T0 = chinaInstant(await seededDay(app), '10:00');
    clock = new ManualClock(T0);
    useClock(clock);
    // The sandbox's notifications reach this app in-process (one test below uses real HTTP).
    app.paySandbox!.fetch = createInjectFetch(app);
    member = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => clock.set(T0));

  /** A pending order of the member, paid on the sandbox page, its notification not yet delivered. */
  async function paidAtGateway(method: GatewayMethod, options = {}) {
    const created = await createPendingOrder(app, member.user.id, options);
    const res = await startPay(app, member.auth, method, created.order.orderNo);
    expect(res.statusCode).toBe(200);
    const paid = await payOnSandboxPage(app, method, payUrlOf(res.json()));
    expect([200, 303]).toContain(paid.statusCode);
    return { ...created, outTradeNo: res.json().data.outTradeNo as string };
  }

  /** Posts a notification, built and signed as the sandbox gateway would, to our notify route. */
  async function notify(
    method: GatewayMethod,
    outTradeNo: string,
    overrides: NotificationOverrides = {},
    tamper = false,
  ) {
    const trade = await sandboxTradeOf(app, outTradeNo);
    const n = buildNotification(trade, keys, overrides);
    let body = n.body;
    const headers: Record<string, string> = { ...n.headers, 'content-type': n.contentType };
    if (tamper) {
      if (method === 'ybpc')
        headers['x-yop-sign'] = headers['x-yop-sign']!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
      else if (method === 'wxnative')
        body = body.replace(
          /<sign><!\[CDATA\[(.)/,
          (_m, c: string) => `<sign><![CDATA[${c === 'A' ? 'B' : 'A'}`,
        );
      else body = body.replace(/sign=(.)/, (_m, c: string) => `sign=${c === 'A' ? 'B' : 'A'}`);
    }
    return app.inject({
      method: 'POST',
      url: `/api/pay/notify/${ACK[method].provider}`,
      headers,
      payload: body,
    });
  }

  it.each(METHODS)(
    'pays by %s through the sandbox: the notification arrives and the order is ticketed with 929 numbers',
    async (method) => {
      const { order, outTradeNo } = await paidAtGateway(method, {
        passengers: [{ name: '张伟' }, { name: '李娜' }],
        segments: 2,
      });
      expect((await orderState(app, order.id)).order.status).toBe('PENDING_PAYMENT');
      expect(await app.jobs.runDue()).toBe(1);

      const s = await orderState(app, order.id);
      expect(s.order.status).toBe('TICKETED');
      expect(s.order.paymentMethod).toBe(method);
      expect(s.order.paidAt?.toISOString()).toBe(T0.toISOString());
      expect(s.tickets).toHaveLength(4);
      const numbers = s.tickets.map((t) => t.ticketNo);
      for (const t of s.tickets) {
        expect(t.status).toBe('OPEN');
        expect(t.ticketNo).toMatch(/^929\d{10}$/);
      }
      expect(new Set(numbers).size).toBe(4);
      expect(s.payments).toMatchObject([{ method, status: 'PAID', amount: order.amountTotal, outTradeNo }]);
      expect(s.history.map((h) => `${h.actor} ${h.fromStatus}→${h.toStatus}`)).toEqual([
        'passenger null→PENDING_PAYMENT',
        'gateway PENDING_PAYMENT→PAID',
        'system HELD→OPEN',
        'system HELD→OPEN',
        'system HELD→OPEN',
        'system HELD→OPEN',
        'system PAID→TICKETED',
      ]);
      expect(s.history.at(-1)!.reason).toBe('出票完成，共4张客票');
      const notes = await notificationsOf(app, outTradeNo);
      expect(notes.map((n) => [n.verified, n.outcome])).toEqual([['ok', '支付成功，已出票']]);
      // Acknowledged: the delivery job is done after one attempt.
      const job = await jobOf(
        app,
        SANDBOX_NOTIFY_JOB,
        `${SANDBOX_NOTIFY_JOB}:${(await sandboxTradeOf(app, outTradeNo)).id}`,
      );
      expect(job).toMatchObject({ attempts: 1, lastError: null });
      expect(job?.doneAt).not.toBeNull();
    },
  );

  it.each(METHODS)(
    '%s: declining on the sandbox page charges nothing, and another provider’s page does not know the trade',
    async (method) => {
      const { order } = await createPendingOrder(app, member.user.id);
      const pay = await startPay(app, member.auth, method, order.orderNo);
      const declined = await payOnSandboxPage(app, method, payUrlOf(pay.json()), 'cancel');
      expect(declined.statusCode).toBe(200);
      expect(declined.body).toContain('已取消支付');
      const trade = await sandboxTradeOf(app, pay.json().data.outTradeNo);
      expect(trade.status).toBe('NOTPAY');
      // The trade number where each page takes it: another provider's page answers as for an unknown one.
      const pages = [
        { provider: 'wxpay', url: '/sandbox/pay/wxpay/bizpayurl', field: 'pr' },
        { provider: 'alipay', url: '/sandbox/pay/alipay/cashier', field: 'trade_no' },
        { provider: 'yeepay', url: '/sandbox/pay/yeepay/cashier', field: 'token' },
      ];
      for (const page of pages.filter((p) => p.provider !== trade.provider)) {
        const res = await app.inject({
          method: 'POST',
          url: page.url,
          ...form({ [page.field]: trade.tradeNo, action: 'pay' }),
        });
        expect(res.statusCode, page.url).toBe(404);
      }
      expect((await orderState(app, order.id)).order.status).toBe('PENDING_PAYMENT');
    },
  );

  it('pays a ¥0 order with zero pay and tickets it at once; zero pay refuses an order that costs money', async () => {
    const zero = await createPendingOrder(app, member.user.id, { zero: true });
    expect(zero.order.amountTotal).toBe(0);
    const wx = await startPay(app, member.auth, 'wxnative', zero.order.orderNo);
    expectError(wx, 409, PaymentMessages.useZeroPay);

    const res = await payZero(app, member.auth, zero.order.orderNo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '支付成功，已出票',
      data: { orderNo: zero.order.orderNo, status: 'TICKETED' },
    });
    const s = await orderState(app, zero.order.id);
    expect(s.tickets.every((t) => /^929\d{10}$/.test(t.ticketNo ?? ''))).toBe(true);
    expect(s.payments).toMatchObject([{ method: 'zero', amount: 0, status: 'PAID' }]);

    const paying = await createPendingOrder(app, member.user.id);
    const refused = await payZero(app, member.auth, paying.order.orderNo);
    expectError(refused, 409, BookingMessages.zeroPayNotAllowed);
    expect((await orderState(app, paying.order.id)).order.status).toBe('PENDING_PAYMENT');
  });

  it.each(METHODS)(
    '%s: the same notification 10 times (5 in turn, 5 at once) changes the order once and is acknowledged each time',
    async (method) => {
      const { order, outTradeNo } = await paidAtGateway(method);
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await notify(method, outTradeNo));
      answers.push(...(await Promise.all(Array.from({ length: 5 }, () => notify(method, outTradeNo)))));
      for (const a of answers) {
        expect(a.statusCode).toBe(200);
        expect(a.headers['content-type']).toBe(ACK[method].type);
        expect(a.body).toBe(ACK[method].ok);
      }
      const s = await orderState(app, order.id);
      expect(s.order.status).toBe('TICKETED');
      expect(s.history.filter((h) => h.toStatus === 'PAID')).toHaveLength(1);
      expect(s.history.filter((h) => h.toStatus === 'TICKETED')).toHaveLength(1);
      expect(s.tickets.every((t) => t.status === 'OPEN' && t.ticketNo)).toBe(true);
      const notes = await notificationsOf(app, outTradeNo);
      expect(notes).toHaveLength(10);
      expect(notes.filter((n) => n.outcome === '支付成功，已出票')).toHaveLength(1);
      expect(notes.filter((n) => n.outcome === '重复通知，已处理过')).toHaveLength(9);
      // The gateway's own delivery, run now, is one more duplicate: acknowledged, nothing changes.
      await app.jobs.runDue();
      expect((await orderState(app, order.id)).history).toHaveLength(s.history.length);
    },
  );

  it.each(METHODS)(
    '%s: a bad signature, another merchant or a wrong amount changes nothing and is refused in the provider format',
    async (method) => {
      const { order, outTradeNo } = await paidAtGateway(method);
      const other = { wxnative: '1900000109', alipay: '2021000000000001', ybpc: '10000000001' }[method];
      const cases = [
        { answer: await notify(method, outTradeNo, {}, true), verified: 'bad-signature', msg: '签名错误' },
        {
          answer: await notify(method, outTradeNo, { merchantId: other }),
          verified: 'bad-merchant',
          msg: '商户号不符',
        },
        {
          answer: await notify(method, outTradeNo, { amount: order.amountTotal - 1 }),
          verified: 'bad-amount',
          msg: BookingMessages.payAmountMismatch,
        },
        {
          answer: await notify(method, outTradeNo, { amount: order.amountTotal + 100 }),
          verified: 'bad-amount',
          msg: BookingMessages.payAmountMismatch,
        },
      ];
      for (const c of cases) {
        expect(c.answer.statusCode).toBe(400);
        expect(c.answer.body).toBe(FAIL_BODY[method](c.msg));
      }
      const s = await orderState(app, order.id);
      expect(s.order.status).toBe('PENDING_PAYMENT');
      expect(s.payments).toMatchObject([{ status: 'CREATED', paidAt: null }]);
      expect(s.tickets.every((t) => t.status === 'HELD' && t.ticketNo === null)).toBe(true);
      expect(s.history).toHaveLength(1);
      expect((await notificationsOf(app, outTradeNo)).map((n) => n.verified)).toEqual(
        cases.map((c) => c.verified),
      );
      // The genuine one still goes through afterwards.
      expect((await notify(method, outTradeNo)).body).toBe(ACK[method].ok);
      expect((await orderState(app, order.id)).order.status).toBe('TICKETED');
    },
  );

  it.each(METHODS)(
    '%s: a notification that is no such message (bad text, JSON null, an array, a bare value) is refused in the provider format',
    async (method) => {
      const type = {
        wxnative: 'text/xml',
        alipay: 'application/x-www-form-urlencoded',
        ybpc: 'application/json',
      };
      for (const payload of ['{bad', 'null', '[]', '"SUCCESS"', '42', '<xml></xml>', 'a=1&b']) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/pay/notify/${ACK[method].provider}`,
          headers: { 'content-type': type[method] },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.body, payload).toBe(FAIL_BODY[method]('报文格式错误'));
      }
    },
  );

  it.each([
    ['wxnative', [15, 15, 30, 180]],
    ['alipay', [240, 600, 600, 3600]],
    ['ybpc', [60, 120, 300, 900]],
  ] as const)(
    '%s: a notification that is not acknowledged is sent again on the provider schedule',
    async (method, delaysSeconds) => {
      expect(NOTIFY_SCHEDULES[ACK[method].provider].slice(0, 4)).toEqual(delaysSeconds.map((s) => s * 1000));
      await app.jobs.runDue(); // deliveries left over by earlier tests
      const { order, outTradeNo } = await paidAtGateway(method);
      const inject = app.paySandbox!.fetch;
      let deliveries = 0;
      // The site answers 503 to the first four deliveries (down for maintenance).
      app.paySandbox!.fetch = async (input, init) => {
        deliveries += 1;
        return deliveries <= 4 ? new Response('maintenance', { status: 503 }) : inject(input, init);
      };
      try {
        expect(await app.jobs.runDue()).toBe(1);
        for (const delay of delaysSeconds) {
          clock.advance(delay * 1000 - MINUTE / 60);
          expect(await app.jobs.runDue()).toBe(0);
          clock.advance(MINUTE / 60);
          expect(await app.jobs.runDue()).toBe(1);
        }
      } finally {
        app.paySandbox!.fetch = inject;
      }
      expect(deliveries).toBe(5);
      const s = await orderState(app, order.id);
      expect(s.order.status).toBe('TICKETED');
      const job = await jobOf(
        app,
        SANDBOX_NOTIFY_JOB,
        `${SANDBOX_NOTIFY_JOB}:${(await sandboxTradeOf(app, outTradeNo)).id}`,
      );
      expect(job).toMatchObject({ attempts: 5 });
      expect(job?.doneAt).not.toBeNull();
      expect(await notificationsOf(app, outTradeNo)).toHaveLength(1);
    },
  );

  it.each(METHODS)(
    '%s: a payment that arrives after the order was cancelled is refunded exactly once, the order stays cancelled',
    async (method) => {
      const { order, outTradeNo } = await paidAtGateway(method);
      // The deadline job wins: the order is cancelled before the notification is delivered.
      await app.db.transaction(async (tx) => {
        const row = (await lockOrderRow(tx, order.id))!;
        await moveOrder(tx, row, 'CANCELLED', { actor: 'system' }, '超时未支付，自动取消', {
          cancelReason: '超时未支付',
        });
        await moveTickets(tx, order.id, 'all', 'HELD', 'VOID', { actor: 'system' }, '订单取消');
      });
      expect(await app.jobs.runDue()).toBe(2); // the notification, then the refund it decided
      const s = await orderState(app, order.id);
      expect(s.order.status).toBe('CANCELLED');
      expect(s.tickets.every((t) => t.status === 'VOID' && t.ticketNo === null)).toBe(true);
      expect(s.payments).toMatchObject([{ status: 'REFUNDED', amount: order.amountTotal }]);
      const amount = `¥${(order.amountTotal / 100).toLocaleString('zh-CN')}`;
      const name = { wxnative: '微信支付', alipay: '支付宝', ybpc: '银行卡支付' }[method];
      expect(s.history.slice(-2).map((h) => [h.actor, h.fromStatus, h.toStatus, h.reason])).toEqual([
        ['gateway', 'CANCELLED', 'CANCELLED', `订单已取消后收到${name}付款${amount}，将原路退回`],
        ['gateway', 'CANCELLED', 'CANCELLED', `退款${amount}已原路退回（退款单号R${outTradeNo}）`],
      ]);
      const [refund] = await app.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, s.payments[0]!.id));
      expect(refund).toMatchObject({
        outRefundNo: `R${outTradeNo}`,
        amount: order.amountTotal,
        status: 'SUCCEEDED',
      });
      const trade = await sandboxTradeOf(app, outTradeNo);
      expect(trade).toMatchObject({ status: 'REFUND', refunded: order.amountTotal });

      // The same notification again, and the refund request again: still one refund.
      expect((await notify(method, outTradeNo)).body).toBe(ACK[method].ok);
      await app.jobs.runDue();
      const again = await app.payGateways[method]!.refund({
        outTradeNo,
        outRefundNo: `R${outTradeNo}`,
        totalAmount: order.amountTotal,
        refundAmount: order.amountTotal,
        reason: '重试',
      });
      expect(again.providerRefundNo).toBeTruthy();
      expect(
        await app.db.select().from(sandboxPayRefunds).where(eq(sandboxPayRefunds.tradeId, trade.id)),
      ).toHaveLength(1);
      expect((await sandboxTradeOf(app, outTradeNo)).refunded).toBe(order.amountTotal);
      expect(
        await app.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, s.payments[0]!.id)),
      ).toHaveLength(1);
      expect((await jobOf(app, PAYMENT_REFUND_JOB, `${PAYMENT_REFUND_JOB}:${refund!.id}`))?.attempts).toBe(1);
    },
  );

  describe('who may pay what, and when', () => {
    it('answers 401 without a login and 404 订单不存在 for another account’s order or an unknown one', async () => {
      const { order } = await createPendingOrder(app, member.user.id);
      const stranger = await createUser(app);
      for (const path of [
        '/api/v2/order/pay/wxnative',
        '/api/v2/order/pay/alipay',
        '/api/v2/order/pay/ybpc',
        '/api/v2/order/pay/zero',
      ]) {
        const pay = (orderNo: string, headers?: Record<string, string>) =>
          app.inject({ method: 'POST', url: path, headers, payload: { orderNo } });
        const anon = await pay(order.orderNo);
        expect(anon.statusCode).toBe(401);
        const other = await pay(order.orderNo, stranger.auth);
        expectError(other, 404, BookingMessages.orderNotFound);
        const unknown = await pay('JC0000000000', member.auth);
        expectError(unknown, 404, BookingMessages.orderNotFound);
        const bad = await pay('x;drop', member.auth);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().msg).toContain('订单号格式不正确');
      }
      expect((await orderState(app, order.id)).payments).toHaveLength(0);
    });

    it('pays until one minute before the deadline and refuses one minute after it', async () => {
      const { order } = await createPendingOrder(app, member.user.id);
      clock.set(order.payDeadline.getTime() - MINUTE);
      const before = await startPay(app, member.auth, 'wxnative', order.orderNo);
      expect(before.statusCode).toBe(200);
      expect(new Date(before.json().data.expiresAt).getTime()).toBe(order.payDeadline.getTime());
      expect(before.json().data.expiresAt).toMatch(/\+08:00$/);
      clock.set(order.payDeadline.getTime() + MINUTE);
      const after = await startPay(app, member.auth, 'alipay', order.orderNo);
      expectError(after, 409, BookingMessages.orderNotPayable);
    });

    it('answers the same trade again for a repeat of one method, closes it when the passenger switches, and refuses a paid order', async () => {
      const { order } = await createPendingOrder(app, member.user.id);
      const first = (await startPay(app, member.auth, 'wxnative', order.orderNo)).json();
      const second = (await startPay(app, member.auth, 'wxnative', order.orderNo)).json();
      expect(second.data).toEqual(first.data);
      expect(first.data).toMatchObject({ orderNo: order.orderNo, amount: order.amountTotal });
      expect(first.data.codeUrl).toMatch(/^http:\/\/[^/]+\/sandbox\/pay\/wxpay\/bizpayurl\?pr=\d{28}$/);

      const ali = await startPay(app, member.auth, 'alipay', order.orderNo);
      expect(ali.statusCode).toBe(200);
      expect(ali.json().data.payUrl).toMatch(/^\/sandbox\/pay\/alipay\/gateway\.do\?/);
      expect((await sandboxTradeOf(app, first.data.outTradeNo)).status).toBe('CLOSED');
      const s = await orderState(app, order.id);
      expect(s.payments.map((p) => [p.method, p.status])).toEqual([
        ['wxnative', 'CLOSED'],
        ['alipay', 'CREATED'],
      ]);
      // The closed QR code can no longer be paid.
      const closed = await app.inject({
        method: 'GET',
        url: first.data.codeUrl.replace(/^http:\/\/[^/]+/, ''),
      });
      expect(closed.body).toContain('交易已关闭');
      expect(closed.body).not.toContain('确认支付');
      await payOnSandboxPage(app, 'alipay', ali.json().data.payUrl);
      await app.jobs.runDue();
      const paid = await startPay(app, member.auth, 'ybpc', order.orderNo);
      expectError(paid, 409, PaymentMessages.alreadyPaid);
    });

    it('answers a repeat with the same Idempotency-Key with the first answer, and another body with 409', async () => {
      const { order } = await createPendingOrder(app, member.user.id, { zero: true });
      const other = await createPendingOrder(app, member.user.id, { zero: true });
      const call = (orderNo: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v2/order/pay/zero',
          headers: { ...member.auth, 'idempotency-key': `zero-${order.orderNo}` },
          payload: { orderNo },
        });
      const first = await call(order.orderNo);
      expect(first.json()).toMatchObject({ code: 200, data: { status: 'TICKETED' } });
      const repeat = await call(order.orderNo);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.json()).toEqual(first.json());
      const conflict = await call(other.order.orderNo);
      expectError(conflict, 409, BookingMessages.idempotencyConflict);
      expect((await orderState(app, other.order.id)).order.status).toBe('PENDING_PAYMENT');
      expect((await orderState(app, order.id)).payments).toHaveLength(1);

      const wx = await createPendingOrder(app, member.user.id);
      const headers = { ...member.auth, 'idempotency-key': `wx-${wx.order.orderNo}` };
      const a = await app.inject({
        method: 'POST',
        url: '/api/v2/order/pay/wxnative',
        headers,
        payload: { orderNo: wx.order.orderNo },
      });
      const b = await app.inject({
        method: 'POST',
        url: '/api/v2/order/pay/wxnative',
        headers,
        payload: { orderNo: wx.order.orderNo },
      });
      expect(b.headers['idempotent-replayed']).toBe('true');
      expect(b.json()).toEqual(a.json());
    });

    it('sends the browser back to the result page of the order, or to the path it asked for', async () => {
      const { order } = await createPendingOrder(app, member.user.id);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/order/pay/alipay',
        headers: { ...member.auth, host: 'www.jincheng.test' },
        payload: { orderNo: order.orderNo },
      });
      const payUrl = new URL(res.json().data.payUrl, 'http://x');
      expect(payUrl.searchParams.get('return_url')).toBe(
        `http://www.jincheng.test/payResult?orderNo=${order.orderNo}`,
      );
      expect(payUrl.searchParams.get('notify_url')).toMatch(/\/api\/pay\/notify\/alipay$/);
      const paid = await payOnSandboxPage(app, 'alipay', res.json().data.payUrl);
      expect(paid.statusCode).toBe(303);
      const back = new URL(paid.headers.location as string);
      expect(`${back.origin}${back.pathname}`).toBe('http://www.jincheng.test/payResult');
      expect(back.searchParams.get('orderNo')).toBe(order.orderNo);
      expect(back.searchParams.get('out_trade_no')).toBe(res.json().data.outTradeNo);

      const other = await createPendingOrder(app, member.user.id);
      const yb = await app.inject({
        method: 'POST',
        url: '/api/v2/order/pay/ybpc',
        headers: { ...member.auth, host: 'www.jincheng.test' },
        payload: { orderNo: other.order.orderNo, returnPath: `/orderDetail?orderNo=${other.order.orderNo}` },
      });
      const ybPaid = await payOnSandboxPage(app, 'ybpc', yb.json().data.payUrl);
      expect(ybPaid.headers.location).toBe(
        `http://www.jincheng.test/orderDetail?orderNo=${other.order.orderNo}`,
      );
      // A path is all the client may choose: the origin stays the site's own.
      const third = await createPendingOrder(app, member.user.id);
      const evil = await app.inject({
        method: 'POST',
        url: '/api/v2/order/pay/ybpc',
        headers: { ...member.auth, host: 'www.jincheng.test' },
        payload: { orderNo: third.order.orderNo, returnPath: '//evil.example/x' },
      });
      const evilPaid = await payOnSandboxPage(app, 'ybpc', evil.json().data.payUrl);
      expect(new URL(evilPaid.headers.location as string).host).toBe('www.jincheng.test');
      const outside = await app.inject({
        method: 'POST',
        url: '/api/v2/order/pay/ybpc',
        headers: member.auth,
        payload: { orderNo: third.order.orderNo, returnPath: 'https://evil.example/x' },
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().msg).toContain('返回地址不正确');
    });
  });

  it('delivers the notification over real HTTP to the address the server listens on', async () => {
    const real = await buildTestApp();
    try {
      useClock(clock);
      await real.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(real);
      const { order } = await createPendingOrder(real, user.user.id);
      const res = await startPay(real, user.auth, 'wxnative', order.orderNo);
      const address = real.server.address() as { port: number };
      expect(res.json().data.codeUrl).toContain(
        `http://127.0.0.1:${address.port}/sandbox/pay/wxpay/bizpayurl?pr=`,
      );
      await payOnSandboxPage(real, 'wxnative', res.json().data.codeUrl);
      expect(await real.jobs.runDue()).toBe(1);
      expect((await orderState(real, order.id)).order.status).toBe('TICKETED');
    } finally {
      await real.close();
    }
  }, 120_000);

  it('keeps the sandbox credentials in step with the site: one merchant per provider', () => {
    const c = paymentCredentials(testEnv);
    expect(app.payGateways.wxnative?.merchantId).toBe(c.wxpay.mchId);
    expect(app.payGateways.alipay?.merchantId).toBe(c.alipay.appId);
    expect(app.payGateways.ybpc?.merchantId).toBe(c.yeepay.merchantNo);
  });
});
