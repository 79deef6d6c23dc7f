import https from 'node:https';
import {
  GatewayError,
  parseChinaTime,
  postToProvider,
  reachProvider,
  type PaymentGateway,
  type ProviderTradeStatus,
  tradeNotFound,
} from '../gateway';
import { chinaTime } from '#src/lib/china-time';
import { nonceStr, parseWxXml, toWxXml, wxAck, wxSign, wxVerify, type WxParams } from './wxpay-protocol';

export interface WxPayConfig {
  appId: string;
  mchId: string;
  apiKey: string;
  /** https://api.mch.weixin.qq.com, or the sandbox's address. */
  apiBase: string;
  fetch: typeof fetch;
  /** The merchant's API certificate (PKCS#12, password = mch_id): the refund call needs it. */
  certP12?: Buffer | undefined;
}

const TRADE_STATES: Record<string, ProviderTradeStatus> = {
  SUCCESS: 'SUCCESS',
  REFUND: 'REFUND',
  NOTPAY: 'NOTPAY',
  USERPAYING: 'NOTPAY',
  PAYERROR: 'NOTPAY',
  CLOSED: 'CLOSED',
  REVOKED: 'CLOSED',
};

/** WeChat Pay native (扫码支付 模式二) over API v2: the QR code's content comes from unifiedorder. */
export function createWxPayClient(config: WxPayConfig): PaymentGateway {
  const post = async (path: string, params: WxParams, withCert = false): Promise<Record<string, string>> => {
    const signed = {
      ...params,
      appid: config.appId,
      mch_id: config.mchId,
      nonce_str: nonceStr(),
      sign_type: 'HMAC-SHA256',
    };
    const body = toWxXml({ ...signed, sign: wxSign(signed, config.apiKey) });
    const url = `${config.apiBase.replace(/\/$/, '')}${path}`;
    const cert = withCert ? config.certP12 : undefined;
    const text = cert
      ? await reachProvider('微信支付', () => postWithCertificate(url, body, cert, config.mchId))
      : (
          await postToProvider('微信支付', config.fetch, url, {
            headers: { 'content-type': 'text/xml; charset=utf-8' },
            body,
          })
        ).text;
    const reply = parseWxXml(text);
    if (!reply) throw new GatewayError('微信支付返回内容无法解析', 'BAD_RESPONSE', true);
    if (reply.return_code !== 'SUCCESS')
      throw new GatewayError(reply.return_msg || '微信支付通信失败', 'RETURN_FAIL', true);
    if (!wxVerify(reply, config.apiKey)) throw new GatewayError('微信支付返回签名错误', 'BAD_SIGN', true);
    return reply;
  };
  const businessError = (reply: Record<string, string>) =>
    new GatewayError(
      reply.err_code_des || reply.err_code || '微信支付业务失败',
      reply.err_code || 'FAIL',
      reply.err_code === 'SYSTEMERROR',
    );

  return {
    name: 'wxpay',
    method: 'wxnative',
    merchantId: config.mchId,

    async createTrade(input) {
      const reply = await post('/pay/unifiedorder', {
        body: truncateBytes(input.subject, 127),
        out_trade_no: input.outTradeNo,
        total_fee: input.amount,
        spbill_create_ip: input.clientIp,
        time_expire: chinaTime(input.expiresAt, 'YYYYMMDDHHmmss'),
        notify_url: input.notifyUrl,
        trade_type: 'NATIVE',
        product_id: input.outTradeNo,
      });
      if (reply.result_code !== 'SUCCESS' || !reply.code_url) throw businessError(reply);
      return { url: reply.code_url };
    },

    async queryTrade(outTradeNo) {
      const reply = await post('/pay/orderquery', { out_trade_no: outTradeNo });
      if (reply.result_code !== 'SUCCESS') {
        if (reply.err_code === 'ORDERNOTEXIST') return tradeNotFound();
        throw businessError(reply);
      }
      return {
        status: TRADE_STATES[reply.trade_state ?? ''] ?? 'NOTPAY',
        amount: reply.total_fee ? Number(reply.total_fee) : null,
        providerTradeNo: reply.transaction_id || null,
        paidAt: parseChinaTime(reply.time_end, 'YYYYMMDDHHmmss'),
      };
    },

    async closeTrade(outTradeNo) {
      const reply = await post('/pay/closeorder', { out_trade_no: outTradeNo });
      if (reply.result_code !== 'SUCCESS' && reply.err_code !== 'ORDERCLOSED') throw businessError(reply);
    },

    async refund(input) {
      const reply = await post(
        '/secapi/pay/refund',
        {
          out_trade_no: input.outTradeNo,
          out_refund_no: input.outRefundNo,
          total_fee: input.totalAmount,
          refund_fee: input.refundAmount,
          refund_desc: truncateBytes(input.reason, 80),
        },
        true,
      );
      if (reply.result_code !== 'SUCCESS') throw businessError(reply);
      return { providerRefundNo: reply.refund_id ?? input.outRefundNo };
    },

    verifyNotification({ body }) {
      const fields = parseWxXml(body);
      if (!fields)
        return { valid: false, reason: 'malformed', outTradeNo: null, fields: body.slice(0, 2000) };
      const outTradeNo = fields.out_trade_no ?? null;
      if (fields.return_code !== 'SUCCESS' || !outTradeNo || !/^\d+$/.test(fields.total_fee ?? ''))
        return { valid: false, reason: 'malformed', outTradeNo, fields };
      if (!wxVerify(fields, config.apiKey))
        return { valid: false, reason: 'bad-signature', outTradeNo, fields };
      return {
        valid: true,
        merchantId: fields.mch_id ?? '',
        outTradeNo,
        amount: Number(fields.total_fee),
        providerTradeNo: fields.transaction_id ?? '',
        paid: fields.result_code === 'SUCCESS',
        paidAt: parseChinaTime(fields.time_end, 'YYYYMMDDHHmmss'),
        fields,
      };
    },

    acknowledge(accepted, message) {
      return {
        statusCode: accepted ? 200 : 400,
        contentType: 'text/xml; charset=utf-8',
        body: wxAck(accepted, message ?? (accepted ? 'OK' : 'FAIL')),
      };
    },
  };
}

/** Cuts UTF-8 text to at most `max` bytes without splitting a character (the platform counts bytes). */
export function truncateBytes(text: string, max: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > max) break;
    out += ch;
    bytes += n;
  }
  return out;
}

/** The refund call authenticates the merchant with its API certificate (mutual TLS). */
function postWithCertificate(url: string, body: string, pfx: Buffer, passphrase: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: 'POST',
        pfx,
        passphrase,
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
