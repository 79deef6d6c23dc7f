import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import {
  jobs,
  orderHistory,
  orders,
  paymentNotifications,
  payments,
  sandboxPayTrades,
  tickets,
} from '../../src/db/schema';
import type { GatewayMethod } from '../../src/providers/payment';
import { createInjectFetch } from '../../src/providers/identity/inject-fetch';
import { now } from '../../src/lib/clock';
import { setTestClock } from '../clock';

/** Test helpers of the payment path: pay through the sandbox as a tester would, and read the result. */

export const PAY_PATHS: Record<GatewayMethod, string> = {
  wxnative: '/api/v2/order/pay/wxnative',
  alipay: '/api/v2/order/pay/alipay',
  ybpc: '/api/v2/order/pay/ybpc',
};

/** A form-encoded body as the sandbox pages post it, to spread into an inject call. */
export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Asks the site to pay the order by `method`; the API's answer. */
export async function startPay(
  app: App,
  auth: Record<string, string>,
  method: GatewayMethod,
  orderNo: string,
) {
  return app.inject({ method: 'POST', url: PAY_PATHS[method], headers: auth, payload: { orderNo } });
}

/** Pays an order of ¥0 with zero pay (no gateway); the API's answer. */
export const payZero = (app: App, auth: Record<string, string>, orderNo: string) =>
  app.inject({ method: 'POST', url: '/api/v2/order/pay/zero', headers: auth, payload: { orderNo } });

/**
 * Opens the provider's page from the site's answer and presses 支付 there (or 取消, `cancel`), as a
 * tester does: the QR code's page (wxnative), or the cashier the browser is sent to (alipay, ybpc).
 */
export async function payOnSandboxPage(
  app: App,
  method: GatewayMethod,
  url: string,
  action: 'pay' | 'cancel' = 'pay',
) {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const pageRes = await app.inject({ method: 'GET', url: path });
  expect(pageRes.statusCode).toBe(200);
  const html = pageRes.body;
  if (method === 'wxnative') {
    expect(html).toContain('确认支付');
    const pr = new URL(url, 'http://x').searchParams.get('pr')!;
    return app.inject({
      method: 'POST',
      url: '/sandbox/pay/wxpay/bizpayurl',
      ...form({ pr, action }),
    });
  }
  if (method === 'alipay') {
    expect(html).toContain('确认付款');
    const tradeNo = /name="trade_no" value="([^"]+)"/.exec(html)![1]!;
    return app.inject({
      method: 'POST',
      url: '/sandbox/pay/alipay/cashier',
      ...form({ trade_no: tradeNo, action, password: '929929' }),
    });
  }
  expect(html).toContain('确认支付');
  const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
  return app.inject({
    method: 'POST',
    url: '/sandbox/pay/yeepay/cashier',
    ...form({
      token,
      action,
      cardNo: '6222020929000929',
      holder: '张伟',
      bank: '招商银行',
      smsCode: '929929',
    }),
  });
}

export const payUrlOf = (body: { data: { codeUrl?: string; payUrl?: string } }) =>
  body.data.codeUrl ?? body.data.payUrl!;

export async function orderState(app: App, orderId: number) {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  const ts = await app.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.id));
  const history = await app.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));
  const pays = await app.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  return { order: order!, tickets: ts, history, payments: pays };
}

export async function notificationsOf(app: App, outTradeNo: string) {
  return app.db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.outTradeNo, outTradeNo))
    .orderBy(asc(paymentNotifications.id));
}

export async function sandboxTradeOf(app: App, outTradeNo: string) {
  const [row] = await app.db
    .select()
    .from(sandboxPayTrades)
    .where(eq(sandboxPayTrades.outTradeNo, outTradeNo));
  return row!;
}

export async function jobOf(app: App, kind: string, dedupeKey: string) {
  const [row] = await app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.dedupeKey, dedupeKey)));
  return row;
}

/**
 * Pays an order through the messaging-app sandbox and runs the due jobs a few seconds later, so
 * the order is ticketed: the state most after-sales and trip tests start from.
 */
export async function payAndTicket(app: App, auth: Record<string, string>, orderNo: string) {
  app.paySandbox!.fetch = createInjectFetch(app);
  const pay = await startPay(app, auth, 'wxnative', orderNo);
  expect(pay.statusCode, pay.body).toBe(200);
  await payOnSandboxPage(app, 'wxnative', payUrlOf(pay.json()));
  setTestClock(now().getTime() + 5_000);
  await app.jobs.runDue();
  const [order] = await app.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  expect(order!.status).toBe('TICKETED');
  return order!;
}
