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
  ALIPAY_ACK,
  rawJsonMember,
  rsa2Verify,
  signAlipayRequest,
  verifyAlipayParams,
} from './alipay-protocol';

export interface AlipayConfig {
  appId: string;
  /** Our application private key (PKCS#8 or PKCS#1 PEM). */
  privateKey: string;
  /** The platform's public key, for its answers and notifications. */
  alipayPublicKey: string;
  /** The API gateway the server calls: https://openapi.alipay.com/gateway.do, or the sandbox's. */
  gatewayUrl: string;
  /** The same gateway as the browser reaches it (the sandbox's is a path of this site). */
  cashierUrl: string;
  fetch: typeof fetch;
}

const TRADE_STATES: Record<string, ProviderTradeStatus> = {
  WAIT_BUYER_PAY: 'NOTPAY',
  TRADE_SUCCESS: 'SUCCESS',
  TRADE_FINISHED: 'SUCCESS',
  TRADE_CLOSED: 'CLOSED',
};

/** Alipay 电脑网站支付 (alipay.trade.page.pay): the browser goes to the cashier, comes back to returnUrl. */
export function createAlipayClient(config: AlipayConfig): PaymentGateway {
  const common = (method: string) => ({
    app_id: config.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: chinaTime(now(), 'YYYY-MM-DD HH:mm:ss'),
    version: '1.0',
  });

  const call = async (method: string, biz: Record<string, unknown>) => {
    const params = signAlipayRequest(
      { ...common(method), biz_content: JSON.stringify(biz) },
      config.privateKey,
    );
    const { text } = await postToProvider('支付宝', config.fetch, config.gatewayUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params as Record<string, string>).toString(),
    });
    const member = `${method.replace(/\./g, '_')}_response`;
    const raw = rawJsonMember(text, member);
    const parsed = parseJsonObject(text);
    const reply = parsed?.[member] as Record<string, string> | undefined;
    if (!parsed || !raw || !reply) throw new GatewayError('支付宝返回内容无法解析', 'BAD_RESPONSE', true);
    // Failures of the gateway itself (bad app id, bad signature) come unsigned.
    if (reply.code === '10000' && !rsa2Verify(raw, String(parsed.sign ?? ''), config.alipayPublicKey))
      throw new GatewayError('支付宝返回签名错误', 'BAD_SIGN', true);
    return reply;
  };
  const businessError = (reply: Record<string, string>) =>
    new GatewayError(
      reply.sub_msg || reply.msg || '支付宝业务失败',
      reply.sub_code || reply.code || 'FAIL',
      reply.code === '20000',
    );

  return {
    name: 'alipay',
    method: 'alipay',
    merchantId: config.appId,

    async createTrade(input) {
      // Page pay creates the trade when the browser opens the cashier: the address is all we make.
      const params = signAlipayRequest(
        {
          ...common('alipay.trade.page.pay'),
          notify_url: input.notifyUrl,
          return_url: input.returnUrl,
          biz_content: JSON.stringify({
            out_trade_no: input.outTradeNo,
            product_code: 'FAST_INSTANT_TRADE_PAY',
            total_amount: fenToYuan(input.amount),
            subject: input.subject.slice(0, 256),
            time_expire: chinaTime(input.expiresAt, 'YYYY-MM-DD HH:mm:ss'),
          }),
        },
        config.privateKey,
      );
      return {
        url: `${config.cashierUrl}?${new URLSearchParams(params as Record<string, string>).toString()}`,
      };
    },

    async queryTrade(outTradeNo) {
      const reply = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      if (reply.code !== '10000') {
        if (reply.sub_code === 'ACQ.TRADE_NOT_EXIST') return tradeNotFound();
        throw businessError(reply);
      }
      return {
        status: TRADE_STATES[reply.trade_status ?? ''] ?? 'NOTPAY',
        amount: yuanToFen(reply.total_amount),
        providerTradeNo: reply.trade_no ?? null,
        paidAt: parseChinaTime(reply.send_pay_date, 'YYYY-MM-DD HH:mm:ss'),
      };
    },

    async closeTrade(outTradeNo) {
      const reply = await call('alipay.trade.close', { out_trade_no: outTradeNo });
      // A page-pay trade never opened at the cashier does not exist there: nothing to close.
      if (reply.code !== '10000' && reply.sub_code !== 'ACQ.TRADE_NOT_EXIST') throw businessError(reply);
    },

    async refund(input) {
      const reply = await call('alipay.trade.refund', {
        out_trade_no: input.outTradeNo,
        refund_amount: fenToYuan(input.refundAmount),
        out_request_no: input.outRefundNo,
        refund_reason: input.reason.slice(0, 256),
      });
      if (reply.code !== '10000') throw businessError(reply);
      return { providerRefundNo: `${reply.trade_no ?? ''}:${input.outRefundNo}` };
    },

    verifyNotification({ body }) {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const outTradeNo = fields.out_trade_no ?? null;
      const amount = yuanToFen(fields.total_amount);
      if (!outTradeNo || amount === null || !fields.trade_status)
        return { valid: false, reason: 'malformed', outTradeNo, fields };
      if (fields.sign_type !== 'RSA2' || !verifyAlipayParams(fields, config.alipayPublicKey))
        return { valid: false, reason: 'bad-signature', outTradeNo, fields };
      return {
        valid: true,
        merchantId: fields.app_id ?? '',
        outTradeNo,
        amount,
        providerTradeNo: fields.trade_no ?? '',
        paid: fields.trade_status === 'TRADE_SUCCESS' || fields.trade_status === 'TRADE_FINISHED',
        paidAt: parseChinaTime(fields.gmt_payment, 'YYYY-MM-DD HH:mm:ss'),
        fields,
      };
    },

    acknowledge: (accepted) => plainTextAck(accepted, ALIPAY_ACK),
  };
}
