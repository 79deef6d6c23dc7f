import { now } from '#src/lib/clock';
import {
  GatewayError,
  fenToYuan,
  parseChinaTime,
  plainTextAck,
  postToProvider,
  yuanToFen,
  type PaymentGateway,
  type ProviderTradeStatus,
  tradeNotFound,
} from '../gateway';
import { chinaTime } from '#src/lib/china-time';
import { parseJsonObject } from '#src/lib/json';
import {
  YEEPAY_ACK,
  YEEPAY_NOT_FOUND,
  YEEPAY_OK,
  cashierQuerySign,
  hmacHex,
  safeEqualHex,
  signedRequestHeaders,
} from './yeepay-protocol';

export interface YeepayConfig {
  merchantNo: string;
  secret: string;
  /** The API the server calls (…/rest/v1.0/…). */
  apiBase: string;
  /** The cashier page the browser goes to. */
  cashierUrl: string;
  fetch: typeof fetch;
}

const TRADE_STATES: Record<string, ProviderTradeStatus> = {
  PROCESSING: 'NOTPAY',
  SUCCESS: 'SUCCESS',
  CLOSE: 'CLOSED',
  REFUND: 'REFUND',
};

/** The bank-card cashier: create an order for a token, send the browser to the cashier with it. */
export function createYeepayClient(config: YeepayConfig): PaymentGateway {
  const call = async (path: string, payload: Record<string, unknown>) => {
    const body = JSON.stringify({ merchantNo: config.merchantNo, ...payload });
    const apiPath = `/rest/v1.0${path}`;
    const url = `${config.apiBase.replace(/\/$/, '')}${apiPath}`;
    const { headers, text } = await postToProvider('银行卡收银台', config.fetch, url, {
      headers: signedRequestHeaders(config.merchantNo, config.secret, apiPath, body, now().toISOString()),
      body,
    });
    if (!safeEqualHex(headers.get('x-yop-sign') ?? '', hmacHex(config.secret, text)))
      throw new GatewayError('银行卡收银台返回签名错误', 'BAD_SIGN', true);
    const reply = parseJsonObject(text);
    if (!reply) throw new GatewayError('银行卡收银台返回内容无法解析', 'BAD_RESPONSE', true);
    return reply as Record<string, string>;
  };
  const businessError = (reply: Record<string, string>) =>
    new GatewayError(
      reply.message || '银行卡收银台业务失败',
      reply.code || 'FAIL',
      reply.code === 'OPR50000',
    );

  return {
    name: 'yeepay',
    method: 'ybpc',
    merchantId: config.merchantNo,

    async createTrade(input) {
      const reply = await call('/trade/order', {
        orderId: input.outTradeNo,
        orderAmount: fenToYuan(input.amount),
        goodsName: input.subject.slice(0, 100),
        notifyUrl: input.notifyUrl,
        redirectUrl: input.returnUrl,
        expiredTime: chinaTime(input.expiresAt, 'YYYY-MM-DD HH:mm:ss'),
      });
      if (reply.code !== YEEPAY_OK || !reply.token) throw businessError(reply);
      const q = { merchantNo: config.merchantNo, token: reply.token, timestamp: String(now().getTime()) };
      const query = new URLSearchParams({ ...q, sign: cashierQuerySign(config.secret, q) });
      return { url: `${config.cashierUrl}?${query.toString()}` };
    },

    async queryTrade(outTradeNo) {
      const reply = await call('/trade/order/query', { orderId: outTradeNo });
      if (reply.code === YEEPAY_NOT_FOUND) return tradeNotFound();
      if (reply.code !== YEEPAY_OK) throw businessError(reply);
      return {
        status: TRADE_STATES[reply.status ?? ''] ?? 'NOTPAY',
        amount: yuanToFen(reply.orderAmount),
        providerTradeNo: reply.uniqueOrderNo ?? null,
        paidAt: parseChinaTime(reply.paySuccessDate, 'YYYY-MM-DD HH:mm:ss'),
      };
    },

    async closeTrade(outTradeNo) {
      const reply = await call('/trade/order/close', { orderId: outTradeNo });
      if (reply.code !== YEEPAY_OK && reply.code !== YEEPAY_NOT_FOUND) throw businessError(reply);
    },

    async refund(input) {
      const reply = await call('/trade/refund', {
        orderId: input.outTradeNo,
        refundRequestId: input.outRefundNo,
        refundAmount: fenToYuan(input.refundAmount),
        description: input.reason.slice(0, 100),
      });
      if (reply.code !== YEEPAY_OK) throw businessError(reply);
      return { providerRefundNo: reply.uniqueRefundNo ?? input.outRefundNo };
    },

    verifyNotification({ body, headers }) {
      const fields = parseJsonObject(body);
      if (!fields)
        return { valid: false, reason: 'malformed', outTradeNo: null, fields: body.slice(0, 2000) };
      const outTradeNo = typeof fields.orderId === 'string' ? fields.orderId : null;
      const amount = yuanToFen(fields.orderAmount);
      if (!outTradeNo || amount === null || typeof fields.status !== 'string')
        return { valid: false, reason: 'malformed', outTradeNo, fields };
      if (!safeEqualHex(headers['x-yop-sign'] ?? '', hmacHex(config.secret, body)))
        return { valid: false, reason: 'bad-signature', outTradeNo, fields };
      return {
        valid: true,
        merchantId: String(fields.merchantNo ?? ''),
        outTradeNo,
        amount,
        providerTradeNo: String(fields.uniqueOrderNo ?? ''),
        paid: fields.status === 'SUCCESS',
        paidAt: parseChinaTime(fields.paySuccessDate, 'YYYY-MM-DD HH:mm:ss'),
        fields,
      };
    },

    acknowledge: (accepted) => plainTextAck(accepted, YEEPAY_ACK),
  };
}
