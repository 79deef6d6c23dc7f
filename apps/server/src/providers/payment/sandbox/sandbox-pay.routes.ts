import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '#src/lib/clock';
import { fenToYuan, parseChinaTime, yuanToFen } from '../gateway';
import { chinaTime } from '#src/lib/china-time';
import { parseJsonObject } from '#src/lib/json';
import { sendSandboxPage } from '../../sandbox-page';
import { alipaySignString, rsa2Sign, rsa2Verify, signAlipayRequest } from '../alipay/alipay-protocol';
import { nonceStr, parseWxXml, toWxXml, wxSign, wxVerify, type WxParams } from '../wxpay/wxpay-protocol';
import {
  YEEPAY_NOT_FOUND,
  YEEPAY_OK,
  cashierQuerySign,
  hmacHex,
  requestSignString,
  safeEqualHex,
} from '../yeepay/yeepay-protocol';
import { notifyAttempts } from './sandbox-notifier';
import {
  declinedView,
  renderAlipayCashier,
  renderGatewayError,
  renderWxScanPage,
  renderYeepayCashier,
  tradeView,
  type TradeView,
} from './sandbox-pay.pages';
import {
  closeTrade,
  findTradeByNo,
  findTradeByOut,
  openTrade,
  payTrade,
  refundTrade,
  type OpenTradeResult,
  type SandboxProvider,
  type SandboxTrade,
} from './sandbox-pay.service';

export interface SandboxPayOptions {
  wxpay: { appId: string; mchId: string; apiKey: string };
  alipay: { appId: string; merchantPublicKey: string; platformPrivateKey: string };
  yeepay: { merchantNo: string; secret: string };
  /** The payee's name on the pages (the airline). */
  merchantName: string;
  /** The origin the QR code's address points at: a phone, or the tester's browser, opens it there. */
  publicOrigin: () => string;
}

const DEFAULT_EXPIRY_MS = 2 * 3600_000;

/** A new trade's expiry: the request's, in the provider's layout (null when it does not parse), else 2 hours. */
const expiryOf = (text: string | undefined, layout: Parameters<typeof parseChinaTime>[1]) =>
  text ? parseChinaTime(text, layout) : new Date(now().getTime() + DEFAULT_EXPIRY_MS);

const OPEN_ERRORS: Record<Exclude<OpenTradeResult, { ok: true }>['code'], string> = {
  ORDERPAID: '该订单已支付',
  ORDERCLOSED: '该订单已关闭',
  OUT_TRADE_NO_USED: '商户订单号重复，且金额与原交易不同',
  EXPIRED: '交易已超过支付时限',
  INVALID_AMOUNT: '交易金额必须为正整数（分）',
};

/**
 * The sandbox payment gateway, under /sandbox/pay/… while sandboxes are on: each provider's
 * server API in its own format (what the site's clients call), and the pages a tester pays on.
 */
export default async function sandboxPayRoutes(app: FastifyInstance, opts: SandboxPayOptions) {
  // Raw bodies: signatures are over the exact bytes. These parsers live in this plugin only.
  const asString = { parseAs: 'string' as const, bodyLimit: 64 * 1024 };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'text/xml', 'application/xml', 'application/x-www-form-urlencoded'],
    asString,
    (_r, body, done) => done(null, body),
  );
  const raw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
  const form = (request: FastifyRequest) => Object.fromEntries(new URLSearchParams(raw(request)));
  /** The trade a tester's page names by its number; another provider's answers as unknown. */
  const pageTrade = async (provider: SandboxProvider, tradeNo: string | undefined) => {
    const t = tradeNo ? await findTradeByNo(app.db, tradeNo) : undefined;
    return t?.provider === provider ? t : undefined;
  };
  const errorPage = (reply: FastifyReply, status: number, title: string, message: string) =>
    sendSandboxPage(reply, status, renderGatewayError(title, message));

  // ============================================================ messaging-app pay (API v2 XML)

  const wx = opts.wxpay;
  const wxReply = (reply: FastifyReply, params: WxParams) => {
    const signed = { ...params, appid: wx.appId, mch_id: wx.mchId, nonce_str: nonceStr() };
    return reply
      .type('text/xml; charset=utf-8')
      .send(toWxXml({ ...signed, sign: wxSign(signed, wx.apiKey) }));
  };
  const wxFail = (reply: FastifyReply, message: string) =>
    reply.type('text/xml; charset=utf-8').send(toWxXml({ return_code: 'FAIL', return_msg: message }));
  const wxBusiness = (reply: FastifyReply, code: string, message: string) =>
    wxReply(reply, {
      return_code: 'SUCCESS',
      return_msg: 'OK',
      result_code: 'FAIL',
      err_code: code,
      err_code_des: message,
    });

  /** The signed request's fields, or null after answering FAIL. */
  const wxRequest = (request: FastifyRequest, reply: FastifyReply) => {
    const p = parseWxXml(raw(request));
    if (!p) return void wxFail(reply, 'XML格式错误');
    if (p.appid !== wx.appId) return void wxFail(reply, 'appid不存在');
    if (p.mch_id !== wx.mchId) return void wxFail(reply, '商户号mch_id与appid不匹配');
    if (p.sign_type !== undefined && p.sign_type !== 'HMAC-SHA256') return void wxFail(reply, '签名类型错误');
    if (!wxVerify(p, wx.apiKey)) return void wxFail(reply, '签名错误');
    return p;
  };
  const wxTrade = (outTradeNo: string | undefined) =>
    outTradeNo ? findTradeByOut(app.db, 'wxpay', wx.mchId, outTradeNo) : Promise.resolve(undefined);
  /** A call about one of the merchant's trades (out_trade_no), once the request checked out. */
  const wxTradeCall = (
    path: string,
    answer: (p: Record<string, string>, t: SandboxTrade, reply: FastifyReply) => Promise<unknown> | unknown,
  ) =>
    app.post(`/sandbox/pay/wxpay${path}`, { schema: { hide: true } }, async (request, reply) => {
      const p = wxRequest(request, reply);
      if (!p) return reply;
      const t = await wxTrade(p.out_trade_no);
      if (!t) return wxBusiness(reply, 'ORDERNOTEXIST', '此交易订单号不存在');
      return answer(p, t, reply);
    });

  app.post('/sandbox/pay/wxpay/pay/unifiedorder', { schema: { hide: true } }, async (request, reply) => {
    const p = wxRequest(request, reply);
    if (!p) return reply;
    if (p.trade_type !== 'NATIVE')
      return wxBusiness(reply, 'INVALID_REQUEST', '沙箱仅支持 trade_type=NATIVE');
    for (const k of ['body', 'out_trade_no', 'total_fee', 'spbill_create_ip', 'notify_url'])
      if (!p[k]) return wxFail(reply, `缺少参数${k}`);
    if (!/^\d+$/.test(p.total_fee!)) return wxFail(reply, 'total_fee 格式错误');
    const expiresAt = expiryOf(p.time_expire, 'YYYYMMDDHHmmss');
    if (!expiresAt) return wxFail(reply, 'time_expire 格式错误');
    const opened = await openTrade(app.db, {
      provider: 'wxpay',
      merchantId: wx.mchId,
      outTradeNo: p.out_trade_no!,
      amount: Number(p.total_fee),
      subject: p.body!,
      notifyUrl: p.notify_url!,
      returnUrl: null,
      expiresAt,
    });
    if (!opened.ok)
      return wxBusiness(
        reply,
        opened.code === 'EXPIRED' ? 'INVALID_REQUEST' : opened.code,
        OPEN_ERRORS[opened.code],
      );
    return wxReply(reply, {
      return_code: 'SUCCESS',
      return_msg: 'OK',
      result_code: 'SUCCESS',
      trade_type: 'NATIVE',
      prepay_id: `wx${opened.trade.tradeNo}`,
      code_url: `${opts.publicOrigin()}/sandbox/pay/wxpay/bizpayurl?pr=${opened.trade.tradeNo}`,
    });
  });

  const wxState = (t: SandboxTrade) =>
    t.status === 'NOTPAY' && t.expiresAt.getTime() <= now().getTime() ? 'CLOSED' : t.status;

  wxTradeCall('/pay/orderquery', (p, t, reply) => {
    return wxReply(reply, {
      return_code: 'SUCCESS',
      return_msg: 'OK',
      result_code: 'SUCCESS',
      out_trade_no: t.outTradeNo,
      trade_state: wxState(t),
      total_fee: t.amount,
      transaction_id: t.paidAt ? t.tradeNo : undefined,
      time_end: t.paidAt ? chinaTime(t.paidAt, 'YYYYMMDDHHmmss') : undefined,
    });
  });

  wxTradeCall('/pay/closeorder', async (p, t, reply) => {
    if ((await closeTrade(app.db, t)) === 'paid')
      return wxBusiness(reply, 'ORDERPAID', '订单已支付，不能发起关单');
    return wxReply(reply, { return_code: 'SUCCESS', return_msg: 'OK', result_code: 'SUCCESS' });
  });

  wxTradeCall('/secapi/pay/refund', async (p, t, reply) => {
    if (!p.out_refund_no || Number(p.total_fee) !== t.amount || !/^\d+$/.test(p.refund_fee ?? ''))
      return wxBusiness(reply, 'INVALID_REQUEST', '退款参数错误：订单金额或退款金额与原交易不符');
    const r = await refundTrade(app.db, t, p.out_refund_no, Number(p.refund_fee));
    if (!r.ok)
      return wxBusiness(
        reply,
        r.code === 'TRADE_NOT_PAID' ? 'TRADE_STATE_ERROR' : 'NOTENOUGH',
        r.code === 'TRADE_NOT_PAID' ? '订单未支付，不能退款' : '退款金额超过可退金额',
      );
    return wxReply(reply, {
      return_code: 'SUCCESS',
      return_msg: 'OK',
      result_code: 'SUCCESS',
      transaction_id: t.tradeNo,
      out_trade_no: t.outTradeNo,
      out_refund_no: r.refund.outRefundNo,
      refund_id: r.refund.refundNo,
      refund_fee: r.refund.amount,
      total_fee: t.amount,
    });
  });

  /** The QR code's page: the trade as it stands, unless `view` says otherwise. */
  const wxPage = (reply: FastifyReply, trade: SandboxTrade, view = tradeView(trade, now())) =>
    sendSandboxPage(reply, 200, renderWxScanPage({ trade, view, merchantName: opts.merchantName }));
  const wxNoTrade = (reply: FastifyReply) => errorPage(reply, 404, '微信支付', '二维码已失效或不存在');

  // The page a phone opens from the QR code: pay or decline.
  app.get('/sandbox/pay/wxpay/bizpayurl', { schema: { hide: true } }, async (request, reply) => {
    const t = await pageTrade('wxpay', String((request.query as { pr?: string }).pr ?? ''));
    if (!t) return wxNoTrade(reply);
    return wxPage(reply, t);
  });

  app.post('/sandbox/pay/wxpay/bizpayurl', { schema: { hide: true } }, async (request, reply) => {
    const f = form(request);
    const t = await pageTrade('wxpay', f.pr);
    if (!t) return wxNoTrade(reply);
    if (f.action === 'cancel') return wxPage(reply, t, declinedView(t, now()));
    const paid = await payTrade(app.db, t.tradeNo, notifyAttempts('wxpay'));
    return wxPage(reply, paid.trade ?? t);
  });

  // ======================================================================= wallet (RSA2)

  const ali = opts.alipay;
  /** The signed API answer: the member's JSON text is what the signature covers. */
  const aliAnswer = (reply: FastifyReply, method: string, body: Record<string, unknown>, signed = true) => {
    const member = `${method.replace(/\./g, '_')}_response`;
    const text = JSON.stringify(body);
    const sign = signed ? `,"sign":"${rsa2Sign(text, ali.platformPrivateKey)}"` : '';
    return reply.type('application/json; charset=utf-8').send(`{"${member}":${text}${sign}}`);
  };
  const aliRequestProblem = (p: Record<string, string>) => {
    if (p.app_id !== ali.appId) return '无效的AppID参数';
    if (p.sign_type !== 'RSA2') return '签名类型错误';
    if (!rsa2Verify(alipaySignString(p), p.sign ?? '', ali.merchantPublicKey)) return '验签出错';
    return null;
  };
  const aliBiz = (p: Record<string, string>): Record<string, string> | null => {
    try {
      const v = JSON.parse(p.biz_content ?? '') as unknown;
      return v && typeof v === 'object' ? (v as Record<string, string>) : null;
    } catch {
      return null;
    }
  };
  const aliTrade = (t: SandboxTrade) => {
    if (t.status === 'SUCCESS') return 'TRADE_SUCCESS';
    if (t.status === 'NOTPAY' && t.expiresAt.getTime() > now().getTime()) return 'WAIT_BUYER_PAY';
    return 'TRADE_CLOSED';
  };
  /** Where the browser returns after paying, with the signed summary the wallet adds. */
  const aliReturn = (t: SandboxTrade) => {
    if (!t.returnUrl) return null;
    const url = new URL(t.returnUrl, 'http://site.invalid');
    const params = signAlipayRequest(
      {
        app_id: ali.appId,
        method: 'alipay.trade.page.pay.return',
        charset: 'utf-8',
        sign_type: 'RSA2',
        version: '1.0',
        timestamp: chinaTime(now(), 'YYYY-MM-DD HH:mm:ss'),
        out_trade_no: t.outTradeNo,
        trade_no: t.tradeNo,
        total_amount: fenToYuan(t.amount),
        seller_id: '2088929000000929',
      },
      ali.platformPrivateKey,
    );
    for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
    return t.returnUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
  };
  /** The cashier page: the trade as it stands, unless `page.view` says otherwise. */
  const aliCashier = (
    reply: FastifyReply,
    trade: SandboxTrade,
    page: { returnUrl: string | null; view?: TradeView; error?: string },
    status = 200,
  ) =>
    sendSandboxPage(
      reply,
      status,
      renderAlipayCashier({ ...page, trade, view: page.view ?? tradeView(trade, now()) }),
    );
  const aliError = (reply: FastifyReply, message: string) => errorPage(reply, 400, '支付宝 - 错误', message);

  // The cashier the browser is sent to (alipay.trade.page.pay as a signed GET).
  app.get('/sandbox/pay/alipay/gateway.do', { schema: { hide: true } }, async (request, reply) => {
    const p = request.query as Record<string, string>;
    const problem =
      aliRequestProblem(p) ??
      (p.method !== 'alipay.trade.page.pay' ? '不支持的接口：沙箱收银台仅支持 alipay.trade.page.pay' : null);
    if (problem) return aliError(reply, problem);
    const biz = aliBiz(p);
    const amount = yuanToFen(biz?.total_amount);
    if (!biz?.out_trade_no || amount === null || !biz.subject || !p.notify_url)
      return aliError(reply, '缺少必选参数（out_trade_no、total_amount、subject、notify_url）');
    const expiresAt = expiryOf(biz.time_expire, 'YYYY-MM-DD HH:mm:ss');
    if (!expiresAt) return aliError(reply, 'time_expire 格式错误');
    const opened = await openTrade(app.db, {
      provider: 'alipay',
      merchantId: ali.appId,
      outTradeNo: biz.out_trade_no,
      amount,
      subject: biz.subject,
      notifyUrl: p.notify_url,
      returnUrl: p.return_url ?? null,
      expiresAt,
    });
    if (!opened.ok) {
      const t = await findTradeByOut(app.db, 'alipay', ali.appId, biz.out_trade_no);
      if (t && (opened.code === 'ORDERPAID' || opened.code === 'ORDERCLOSED'))
        return aliCashier(reply, t, { returnUrl: aliReturn(t) });
      return aliError(reply, OPEN_ERRORS[opened.code]);
    }
    return aliCashier(reply, opened.trade, { returnUrl: aliReturn(opened.trade) });
  });

  app.post('/sandbox/pay/alipay/cashier', { schema: { hide: true } }, async (request, reply) => {
    const f = form(request);
    const t = await pageTrade('alipay', f.trade_no);
    if (!t) return errorPage(reply, 404, '支付宝 - 错误', '交易不存在');
    if (f.action === 'cancel')
      return aliCashier(reply, t, { view: declinedView(t, now()), returnUrl: t.returnUrl });
    if (!/^\d{6}$/.test(f.password ?? ''))
      return aliCashier(reply, t, { error: '请输入6位数字支付密码', returnUrl: null }, 400);
    const paid = await payTrade(app.db, t.tradeNo, notifyAttempts('alipay'));
    const after = paid.trade ?? t;
    const back = aliReturn(after);
    if (paid.outcome === 'paid' && back) return reply.redirect(back, 303);
    return aliCashier(reply, after, { returnUrl: back });
  });

  // The server-to-server API (query, close, refund), form-encoded, answered in signed JSON.
  app.post('/sandbox/pay/alipay/gateway.do', { schema: { hide: true } }, async (request, reply) => {
    const p = form(request);
    const method = p.method ?? '';
    const problem = aliRequestProblem(p);
    if (problem)
      return aliAnswer(
        reply,
        method || 'error',
        { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: problem },
        false,
      );
    const biz = aliBiz(p);
    const t = biz?.out_trade_no
      ? await findTradeByOut(app.db, 'alipay', ali.appId, biz.out_trade_no)
      : undefined;
    const notFound = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_NOT_EXIST',
      sub_msg: '交易不存在',
    };
    if (method === 'alipay.trade.query') {
      if (!t) return aliAnswer(reply, method, notFound);
      return aliAnswer(reply, method, {
        code: '10000',
        msg: 'Success',
        trade_no: t.tradeNo,
        out_trade_no: t.outTradeNo,
        trade_status: aliTrade(t),
        total_amount: fenToYuan(t.amount),
        ...(t.paidAt ? { send_pay_date: chinaTime(t.paidAt, 'YYYY-MM-DD HH:mm:ss') } : {}),
      });
    }
    if (method === 'alipay.trade.close') {
      if (!t) return aliAnswer(reply, method, notFound);
      if ((await closeTrade(app.db, t)) === 'paid')
        return aliAnswer(reply, method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_STATUS_ERROR',
          sub_msg: '交易状态不合法',
        });
      return aliAnswer(reply, method, {
        code: '10000',
        msg: 'Success',
        trade_no: t.tradeNo,
        out_trade_no: t.outTradeNo,
      });
    }
    if (method === 'alipay.trade.refund') {
      if (!t) return aliAnswer(reply, method, notFound);
      const amount = yuanToFen(biz?.refund_amount);
      if (amount === null || amount <= 0)
        return aliAnswer(reply, method, {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-parameter',
          sub_msg: 'refund_amount 格式错误',
        });
      const r = await refundTrade(app.db, t, biz?.out_request_no ?? t.outTradeNo, amount);
      if (!r.ok)
        return aliAnswer(reply, method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: r.code === 'TRADE_NOT_PAID' ? 'ACQ.TRADE_STATUS_ERROR' : 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
          sub_msg: r.code === 'TRADE_NOT_PAID' ? '交易状态不合法' : '退款金额超限',
        });
      return aliAnswer(reply, method, {
        code: '10000',
        msg: 'Success',
        trade_no: t.tradeNo,
        out_trade_no: t.outTradeNo,
        fund_change: 'Y',
        refund_fee: fenToYuan(r.refund.amount),
        gmt_refund_pay: chinaTime(r.refund.createdAt, 'YYYY-MM-DD HH:mm:ss'),
      });
    }
    return aliAnswer(
      reply,
      method || 'error',
      { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '沙箱不支持该接口' },
      false,
    );
  });

  // ============================================================ bank-card cashier (JSON + HMAC)

  const yee = opts.yeepay;
  const yeeAnswer = (reply: FastifyReply, body: Record<string, unknown>) => {
    const text = JSON.stringify(body);
    return reply
      .type('application/json; charset=utf-8')
      .header('x-yop-sign', hmacHex(yee.secret, text))
      .send(text);
  };
  /** The request's JSON after its signature checked out, or null after answering the error. */
  const yeeRequest = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const body = raw(request);
    const h = request.headers as Record<string, string | undefined>;
    const expected = hmacHex(
      yee.secret,
      requestSignString('POST', path, h['x-yop-date'] ?? '', h['x-yop-request-id'] ?? '', body),
    );
    if (h['x-yop-appkey'] !== yee.merchantNo || !safeEqualHex(h['x-yop-sign'] ?? '', expected)) {
      void yeeAnswer(reply, { code: 'OPR40001', message: '签名验证失败或商户不存在' });
      return null;
    }
    const parsed = parseJsonObject(body) as Record<string, string> | null;
    if (!parsed) {
      void yeeAnswer(reply, { code: 'OPR40000', message: '请求内容不是有效的JSON' });
      return null;
    }
    if (parsed.merchantNo !== yee.merchantNo) {
      void yeeAnswer(reply, { code: 'OPR40001', message: '商户编号与签名不一致' });
      return null;
    }
    return parsed;
  };
  const yeeTrade = (orderId: string | undefined) =>
    orderId ? findTradeByOut(app.db, 'yeepay', yee.merchantNo, orderId) : Promise.resolve(undefined);
  const yeeStatus = (t: SandboxTrade) =>
    t.status === 'SUCCESS'
      ? 'SUCCESS'
      : t.status === 'REFUND'
        ? 'REFUND'
        : t.status === 'CLOSED' || t.expiresAt.getTime() <= now().getTime()
          ? 'CLOSE'
          : 'PROCESSING';
  const notFound = { code: YEEPAY_NOT_FOUND, message: '订单不存在' };
  /** A call about one of the merchant's trades (orderId), once the request checked out. */
  const yeeTradeCall = (
    path: string,
    answer: (b: Record<string, string>, t: SandboxTrade, reply: FastifyReply) => Promise<unknown> | unknown,
  ) =>
    app.post(`/sandbox/pay/yeepay${path}`, { schema: { hide: true } }, async (request, reply) => {
      const b = yeeRequest(request, reply, path);
      if (!b) return reply;
      const t = await yeeTrade(b.orderId);
      if (!t) return yeeAnswer(reply, notFound);
      return answer(b, t, reply);
    });

  app.post(
    '/sandbox/pay/yeepay/rest/v1.0/trade/order',
    { schema: { hide: true } },
    async (request, reply) => {
      const b = yeeRequest(request, reply, '/rest/v1.0/trade/order');
      if (!b) return reply;
      const amount = yuanToFen(b.orderAmount);
      if (!b.orderId || amount === null || !b.goodsName || !b.notifyUrl)
        return yeeAnswer(reply, {
          code: 'OPR40000',
          message: '缺少必填参数（orderId、orderAmount、goodsName、notifyUrl）',
        });
      const expiresAt = expiryOf(b.expiredTime, 'YYYY-MM-DD HH:mm:ss');
      if (!expiresAt) return yeeAnswer(reply, { code: 'OPR40000', message: 'expiredTime 格式错误' });
      const opened = await openTrade(app.db, {
        provider: 'yeepay',
        merchantId: yee.merchantNo,
        outTradeNo: b.orderId,
        amount,
        subject: b.goodsName,
        notifyUrl: b.notifyUrl,
        returnUrl: b.redirectUrl ?? null,
        expiresAt,
      });
      if (!opened.ok)
        return yeeAnswer(reply, {
          code: `OPR4${opened.code === 'ORDERPAID' ? '0009' : '0010'}`,
          message: OPEN_ERRORS[opened.code],
        });
      return yeeAnswer(reply, {
        code: YEEPAY_OK,
        message: '成功',
        merchantNo: yee.merchantNo,
        orderId: b.orderId,
        uniqueOrderNo: opened.trade.tradeNo,
        token: opened.trade.tradeNo,
      });
    },
  );

  yeeTradeCall('/rest/v1.0/trade/order/query', (b, t, reply) => {
    return yeeAnswer(reply, {
      code: YEEPAY_OK,
      message: '成功',
      orderId: t.outTradeNo,
      uniqueOrderNo: t.tradeNo,
      status: yeeStatus(t),
      orderAmount: fenToYuan(t.amount),
      ...(t.paidAt ? { paySuccessDate: chinaTime(t.paidAt, 'YYYY-MM-DD HH:mm:ss') } : {}),
    });
  });

  yeeTradeCall('/rest/v1.0/trade/order/close', async (b, t, reply) => {
    if ((await closeTrade(app.db, t)) === 'paid')
      return yeeAnswer(reply, { code: 'OPR40009', message: '订单已支付，不能关闭' });
    return yeeAnswer(reply, { code: YEEPAY_OK, message: '成功', orderId: t.outTradeNo });
  });

  yeeTradeCall('/rest/v1.0/trade/refund', async (b, t, reply) => {
    const amount = yuanToFen(b.refundAmount);
    if (!b.refundRequestId || amount === null || amount <= 0)
      return yeeAnswer(reply, { code: 'OPR40000', message: '缺少退款请求号或退款金额格式错误' });
    const r = await refundTrade(app.db, t, b.refundRequestId, amount);
    if (!r.ok)
      return yeeAnswer(reply, {
        code: 'OPR40011',
        message: r.code === 'TRADE_NOT_PAID' ? '订单未支付，不能退款' : '退款金额超过可退金额',
      });
    return yeeAnswer(reply, {
      code: YEEPAY_OK,
      message: '成功',
      orderId: t.outTradeNo,
      refundRequestId: r.refund.outRefundNo,
      uniqueRefundNo: r.refund.refundNo,
      refundAmount: fenToYuan(r.refund.amount),
      status: 'SUCCESS',
    });
  });

  /** The cashier page: the trade as it stands, unless `page.view` says otherwise. */
  const yeeCashier = (
    reply: FastifyReply,
    trade: SandboxTrade,
    page: { view?: TradeView; error?: string; form?: Record<string, string> } = {},
    status = 200,
  ) =>
    sendSandboxPage(
      reply,
      status,
      renderYeepayCashier({
        ...page,
        trade,
        view: page.view ?? tradeView(trade, now()),
        token: trade.tradeNo,
        returnUrl: trade.returnUrl,
      }),
    );
  const yeeNoTrade = (reply: FastifyReply) => errorPage(reply, 404, '易宝支付', '支付令牌无效或已过期');

  app.get('/sandbox/pay/yeepay/cashier', { schema: { hide: true } }, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const signed = { merchantNo: q.merchantNo ?? '', token: q.token ?? '', timestamp: q.timestamp ?? '' };
    if (
      signed.merchantNo !== yee.merchantNo ||
      !safeEqualHex(q.sign ?? '', cashierQuerySign(yee.secret, signed))
    )
      return errorPage(reply, 400, '易宝支付', '收银台地址签名错误');
    const t = await pageTrade('yeepay', q.token);
    if (!t) return yeeNoTrade(reply);
    return yeeCashier(reply, t);
  });

  app.post('/sandbox/pay/yeepay/cashier', { schema: { hide: true } }, async (request, reply) => {
    const f = form(request);
    const t = await pageTrade('yeepay', f.token);
    if (!t) return yeeNoTrade(reply);
    const view = tradeView(t, now());
    if (f.action === 'cancel') return yeeCashier(reply, t, { view: declinedView(t, now()) });
    const cardNo = (f.cardNo ?? '').replace(/\s/g, '');
    const error = !/^\d{16,19}$/.test(cardNo)
      ? '请输入16-19位银行卡号'
      : !(f.holder ?? '').trim()
        ? '请输入持卡人姓名'
        : f.smsCode !== '929929'
          ? '短信验证码错误（沙箱验证码为929929）'
          : null;
    if (error && view === 'ready') return yeeCashier(reply, t, { view, error, form: f }, 400);
    const paid = await payTrade(app.db, t.tradeNo, notifyAttempts('yeepay'));
    const after = paid.trade ?? t;
    if (paid.outcome === 'paid' && after.returnUrl) return reply.redirect(after.returnUrl, 303);
    return yeeCashier(reply, after);
  });
}
