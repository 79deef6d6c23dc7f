import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#src/db/client';
import { now } from '#src/lib/clock';
import { RetryLater } from '#src/modules/jobs/jobs.service';
import { fenToYuan } from '../gateway';
import { chinaTime } from '#src/lib/china-time';
import { ALIPAY_ACK, ALIPAY_NOTIFY_SCHEDULE_MS, rsa2Sign, alipaySignString } from '../alipay/alipay-protocol';
import { WXPAY_NOTIFY_SCHEDULE_MS, parseWxXml, toWxXml, wxSign } from '../wxpay/wxpay-protocol';
import { YEEPAY_ACK, YEEPAY_NOTIFY_SCHEDULE_MS, hmacHex } from '../yeepay/yeepay-protocol';
import {
  SANDBOX_NOTIFY_JOB,
  findTradeById,
  type SandboxProvider,
  type SandboxTrade,
} from './sandbox-pay.service';

/** The keys the sandbox gateway signs with (the site's merchant secrets, and the wallet platform's key). */
export interface SandboxSigningKeys {
  wxpay: { appId: string; mchId: string; apiKey: string };
  alipay: { appId: string; platformPrivateKey: string };
  yeepay: { merchantNo: string; secret: string };
}

/** Delays between notification attempts, by provider: each provider's own schedule. */
export const NOTIFY_SCHEDULES: Record<SandboxProvider, readonly number[]> = {
  wxpay: WXPAY_NOTIFY_SCHEDULE_MS,
  alipay: ALIPAY_NOTIFY_SCHEDULE_MS,
  yeepay: YEEPAY_NOTIFY_SCHEDULE_MS,
};
/** Attempts in all: the first one and one per delay of the schedule. */
export const notifyAttempts = (provider: SandboxProvider) => NOTIFY_SCHEDULES[provider].length + 1;

export interface OutgoingNotification {
  contentType: string;
  body: string;
  headers: Record<string, string>;
}

/** What a test may change in a notification before it is signed (another merchant, another amount). */
export interface NotificationOverrides {
  merchantId?: string;
  amount?: number;
}

/** The signed payment notification of a paid trade, in its provider's format. */
export function buildNotification(
  trade: SandboxTrade,
  keys: SandboxSigningKeys,
  overrides: NotificationOverrides = {},
): OutgoingNotification {
  const amount = overrides.amount ?? trade.amount;
  const paidAt = trade.paidAt ?? now();
  if (trade.provider === 'wxpay') {
    const params = {
      appid: keys.wxpay.appId,
      mch_id: overrides.merchantId ?? trade.merchantId,
      nonce_str: randomBytes(16).toString('hex'),
      result_code: 'SUCCESS',
      return_code: 'SUCCESS',
      openid: 'oJcSandbox0Buyer929TesterWx',
      is_subscribe: 'N',
      trade_type: 'NATIVE',
      bank_type: 'OTHERS',
      total_fee: amount,
      cash_fee: amount,
      fee_type: 'CNY',
      transaction_id: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      time_end: chinaTime(paidAt, 'YYYYMMDDHHmmss'),
    };
    return {
      contentType: 'text/xml; charset=utf-8',
      body: toWxXml({ ...params, sign: wxSign(params, keys.wxpay.apiKey) }),
      headers: {},
    };
  }
  if (trade.provider === 'alipay') {
    const params: Record<string, string> = {
      notify_time: chinaTime(now(), 'YYYY-MM-DD HH:mm:ss'),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: overrides.merchantId ?? trade.merchantId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      total_amount: fenToYuan(amount),
      receipt_amount: fenToYuan(amount),
      buyer_pay_amount: fenToYuan(amount),
      trade_status: 'TRADE_SUCCESS',
      subject: trade.subject,
      gmt_create: chinaTime(trade.createdAt, 'YYYY-MM-DD HH:mm:ss'),
      gmt_payment: chinaTime(paidAt, 'YYYY-MM-DD HH:mm:ss'),
      seller_id: '2088929000000929',
      buyer_id: '2088929000001234',
    };
    params.sign = rsa2Sign(alipaySignString(params, ['sign', 'sign_type']), keys.alipay.platformPrivateKey);
    return {
      contentType: 'application/x-www-form-urlencoded; charset=utf-8',
      body: new URLSearchParams(params).toString(),
      headers: {},
    };
  }
  const body = JSON.stringify({
    merchantNo: overrides.merchantId ?? trade.merchantId,
    orderId: trade.outTradeNo,
    uniqueOrderNo: trade.tradeNo,
    status: 'SUCCESS',
    orderAmount: fenToYuan(amount),
    payAmount: fenToYuan(amount),
    paySuccessDate: chinaTime(paidAt, 'YYYY-MM-DD HH:mm:ss'),
    paymentProduct: 'BANK_CARD',
  });
  return {
    contentType: 'application/json; charset=utf-8',
    body,
    headers: { 'x-yop-sign': hmacHex(keys.yeepay.secret, body) },
  };
}

/** Whether the merchant's answer acknowledges the notification, as each provider judges it. */
export function isAcknowledged(provider: SandboxProvider, status: number, body: string): boolean {
  if (status < 200 || status >= 300) return false;
  if (provider === 'wxpay') return parseWxXml(body)?.return_code === 'SUCCESS';
  if (provider === 'alipay') return body.trim() === ALIPAY_ACK.ok;
  return body.trim() === YEEPAY_ACK.ok;
}

/** Sends a notification to its notify URL over HTTP; the status and body of the answer. */
export async function deliver(transport: typeof fetch, url: string, n: OutgoingNotification) {
  const res = await transport(url, {
    method: 'POST',
    headers: { 'content-type': n.contentType, 'user-agent': 'jc-sandbox-pay/1.0', ...n.headers },
    body: n.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: await res.text() };
}

/** How the sandbox reaches the site: real HTTP by default; tests may route it elsewhere. */
export interface SandboxTransport {
  fetch: typeof fetch;
}

/**
 * The delivery job: sends the notification of a paid trade, and while the site does not
 * acknowledge it, asks to be run again after the provider's next delay. The last attempt's
 * failure is left in the job's row (failed) for an operator to see.
 */
export function defineNotifier(
  app: FastifyInstance,
  db: Db,
  keys: SandboxSigningKeys,
  transport: SandboxTransport,
) {
  app.jobs.define<{ tradeId: number }>(SANDBOX_NOTIFY_JOB, {
    async run({ payload, attempt, maxAttempts }) {
      const trade = await findTradeById(db, payload.tradeId);
      if (!trade || trade.status === 'NOTPAY' || trade.status === 'CLOSED') return;
      let outcome: string;
      try {
        const answer = await deliver(transport.fetch, trade.notifyUrl, buildNotification(trade, keys));
        if (isAcknowledged(trade.provider, answer.status, answer.body)) return;
        outcome = `not acknowledged: HTTP ${answer.status} ${answer.body.slice(0, 200)}`;
      } catch (err) {
        outcome = `not delivered: ${(err as Error).message}`;
      }
      const delays = NOTIFY_SCHEDULES[trade.provider];
      if (attempt >= maxAttempts) throw new Error(`gave up after ${attempt} notifications; ${outcome}`);
      throw new RetryLater(delays[attempt - 1] ?? delays[delays.length - 1]!, outcome);
    },
  });
}
