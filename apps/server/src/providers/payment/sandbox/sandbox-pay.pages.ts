import { formatYuan } from '@jc/shared';
import { escapeHtml as e } from '#src/lib/html';
import { drawQrPlaceholder } from '../../identity/sandbox/sandbox-wechat.page';
import {} from '../gateway';
import { chinaTime } from '#src/lib/china-time';
import { sandboxPage } from '../../sandbox-page';
import type { SandboxTrade } from './sandbox-pay.service';

/**
 * The sandbox gateway's pages, each drawn like its provider's own: the messaging app's pay
 * confirmation a phone shows after scanning the QR code, the wallet's cashier, and the bank-card
 * cashier. A tester pays or declines there; the gateway then notifies the site.
 */

const BASE_STYLE = `
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 14px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; color: #1f1f1f; }
.sandbox-bar { background: #f5a623; color: #3b2500; text-align: center; padding: 6px 12px; font-size: 13px; }
button { font: inherit; cursor: pointer; }
.muted { color: #8c8c8c; }
.error { background: #fff1f0; color: #cf1322; border: 1px solid #ffccc7; border-radius: 6px; padding: 8px 12px; margin: 0 0 12px; }
dl.facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0; }
dl.facts dt { color: #8c8c8c; }
dl.facts dd { margin: 0; text-align: right; word-break: break-all; }
`;

const layout = (title: string, style: string, body: string, bar: string) =>
  sandboxPage({ title, style: BASE_STYLE + style, bar, body });

const yuan = (fen: number) => formatYuan(fen).replace(/^¥/, '');
const money = (fen: number) =>
  `${Math.floor(fen / 100).toLocaleString('zh-CN')}.${String(fen % 100).padStart(2, '0')}`;
const expires = (t: SandboxTrade) => chinaTime(t.expiresAt, 'YYYY-MM-DD HH:mm');

/** What the tester's action led to, shown in place of the buttons. */
export type TradeView = 'ready' | 'paid' | 'cancelled' | 'closed' | 'expired' | 'refunded';
const RESULT_TEXT: Record<Exclude<TradeView, 'ready'>, { title: string; text: string; ok: boolean }> = {
  paid: { title: '支付成功', text: '商户已收到支付结果通知，可返回商户页面查看订单。', ok: true },
  cancelled: { title: '已取消支付', text: '本次未扣款，可返回商户页面重新发起支付。', ok: false },
  closed: { title: '交易已关闭', text: '该笔交易已关闭，请返回商户页面重新发起支付。', ok: false },
  expired: { title: '交易已过期', text: '已超过支付时限，请返回商户页面查看订单。', ok: false },
  refunded: { title: '交易已退款', text: '该笔交易的款项已原路退回。', ok: false },
};

export function tradeView(trade: SandboxTrade, at: Date): TradeView {
  if (trade.status === 'SUCCESS') return 'paid';
  if (trade.status === 'REFUND') return 'refunded';
  if (trade.status === 'CLOSED') return 'closed';
  return trade.expiresAt.getTime() <= at.getTime() ? 'expired' : 'ready';
}

/** The page after the tester declines: a trade still payable reads as cancelled, any other as it stands. */
export function declinedView(trade: SandboxTrade, at: Date): TradeView {
  const view = tradeView(trade, at);
  return view === 'ready' ? 'cancelled' : view;
}

// ------------------------------------------------------------------ messaging-app native pay

const WX_STYLE = `
body { background: #ededed; }
main { max-width: 420px; margin: 0 auto; padding: 0 0 32px; }
.top { background: #ededed; text-align: center; padding: 14px 16px 4px; font-size: 17px; font-weight: 500; }
.merchant { text-align: center; padding: 28px 16px 8px; }
.merchant .logo { width: 56px; height: 56px; border-radius: 50%; background: #0b3d91; color: #fff; display: inline-grid; place-items: center; font-size: 22px; }
.merchant p { margin: 10px 0 0; font-size: 16px; }
.amount { text-align: center; font-size: 44px; font-weight: 600; letter-spacing: 1px; margin: 6px 0 22px; }
.amount small { font-size: 26px; margin-right: 2px; }
.card { background: #fff; margin: 0 16px; border-radius: 8px; padding: 14px 16px; }
.actions { padding: 24px 16px 0; display: grid; gap: 12px; }
.pay { border: 0; border-radius: 8px; background: #07c160; color: #fff; font-size: 17px; padding: 12px; width: 100%; }
.pay:hover { background: #06ad56; }
.cancel { border: 0; border-radius: 8px; background: #f2f2f2; color: #07c160; font-size: 16px; padding: 11px; width: 100%; }
.result { text-align: center; padding: 40px 16px 16px; }
.result .icon { width: 64px; height: 64px; border-radius: 50%; display: inline-grid; place-items: center; color: #fff; font-size: 34px; }
.result h1 { font-size: 20px; font-weight: 500; margin: 14px 0 4px; }
`;

export function renderWxScanPage(m: {
  trade: SandboxTrade;
  view: TradeView;
  merchantName: string;
  error?: string;
}) {
  const t = m.trade;
  const facts = `<section class="card"><dl class="facts">
<dt>商品</dt><dd>${e(t.subject)}</dd>
<dt>收款方</dt><dd>${e(m.merchantName)}</dd>
<dt>商户单号</dt><dd>${e(t.outTradeNo)}</dd>
<dt>支付时限</dt><dd>${e(expires(t))}</dd>
</dl></section>`;
  const body =
    m.view === 'ready'
      ? `<form method="post" action="/sandbox/pay/wxpay/bizpayurl" class="actions">
<input type="hidden" name="pr" value="${e(t.tradeNo)}">
${m.error ? `<p class="error" role="alert">${e(m.error)}</p>` : ''}
<button class="pay" type="submit" name="action" value="pay">确认支付</button>
<button class="cancel" type="submit" name="action" value="cancel">取消</button>
</form>`
      : resultBlock(m.view, '#07c160');
  return layout(
    '微信支付',
    WX_STYLE,
    `<main>
<div class="top">微信支付</div>
<div class="merchant"><span class="logo" aria-hidden="true">${e([...m.merchantName][0] ?? '商')}</span><p>${e(m.merchantName)}</p></div>
<div class="amount" aria-label="支付金额"><small>¥</small>${e(money(t.amount))}</div>
${facts}
${body}
</main>`,
    '沙箱环境 · 模拟微信扫码后的支付确认页，不会产生真实扣款',
  );
}

function resultBlock(view: Exclude<TradeView, 'ready'>, okColour: string) {
  const r = RESULT_TEXT[view];
  return `<section class="result" role="status">
<span class="icon" style="background:${r.ok ? okColour : '#bfbfbf'}" aria-hidden="true">${r.ok ? '✓' : '!'}</span>
<h1>${e(r.title)}</h1><p class="muted">${e(r.text)}</p></section>`;
}

// ------------------------------------------------------------------------ wallet cashier

const ALI_STYLE = `
body { background: #f5f6f7; }
header { background: #fff; border-bottom: 1px solid #e8e8e8; }
header .bar { max-width: 960px; margin: 0 auto; padding: 14px 20px; display: flex; align-items: center; gap: 12px; }
header .brand { color: #1677ff; font-size: 22px; font-weight: 600; letter-spacing: 1px; }
header .sub { color: #595959; border-left: 1px solid #d9d9d9; padding-left: 12px; }
main { max-width: 960px; margin: 20px auto; padding: 0 16px; }
.order { background: #fff; border-radius: 8px; padding: 16px 20px; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; align-items: baseline; }
.order .sum { font-size: 14px; }
.order .sum strong { color: #f5222d; font-size: 26px; font-weight: 600; margin-left: 4px; }
.pane { background: #fff; border-radius: 8px; margin-top: 16px; padding: 24px 20px; display: grid; grid-template-columns: 1fr 1fr; gap: 32px; }
.pane h2 { font-size: 16px; font-weight: 500; margin: 0 0 16px; }
.qrbox { text-align: center; border-right: 1px solid #f0f0f0; padding-right: 24px; }
.qrbox .qr { width: 168px; height: 168px; margin: 0 auto 8px; border: 1px solid #e8e8e8; }
.qrbox .qr svg { width: 100%; height: 100%; display: block; }
label { display: block; margin: 0 0 12px; }
label span { display: block; color: #595959; margin-bottom: 4px; }
input { width: 100%; padding: 9px 11px; border: 1px solid #d9d9d9; border-radius: 6px; font: inherit; }
.pay { border: 0; border-radius: 6px; background: #1677ff; color: #fff; font-size: 16px; padding: 10px 24px; width: 100%; }
.pay:hover { background: #4096ff; }
.back { margin-top: 12px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: #595959; padding: 9px 24px; width: 100%; }
.result { text-align: center; padding: 16px; }
.result .icon { width: 56px; height: 56px; border-radius: 50%; display: inline-grid; place-items: center; color: #fff; font-size: 30px; }
.result h1 { font-size: 20px; font-weight: 500; margin: 12px 0 4px; }
@media (max-width: 640px) { .pane { grid-template-columns: 1fr; } .qrbox { border-right: 0; padding-right: 0; border-bottom: 1px solid #f0f0f0; padding-bottom: 20px; } }
`;

export function renderAlipayCashier(m: {
  trade: SandboxTrade;
  view: TradeView;
  error?: string;
  returnUrl: string | null;
}) {
  const t = m.trade;
  const content =
    m.view === 'ready'
      ? `<section class="pane">
<div class="qrbox"><h2>扫码支付</h2><div class="qr">${drawQrPlaceholder(t.tradeNo)}</div><p class="muted">打开手机支付宝扫一扫（沙箱中请使用右侧账户付款）</p></div>
<form method="post" action="/sandbox/pay/alipay/cashier">
<h2>登录账户付款</h2>
${m.error ? `<p class="error" role="alert">${e(m.error)}</p>` : ''}
<input type="hidden" name="trade_no" value="${e(t.tradeNo)}">
<label><span>支付宝账户</span><input name="account" value="sandbox_buyer@jincheng.test" autocomplete="off" readonly></label>
<label><span>支付密码（沙箱：任意6位数字）</span><input name="password" inputmode="numeric" maxlength="6" pattern="\\d{6}" value="929929" aria-label="支付密码" required></label>
<button class="pay" type="submit" name="action" value="pay">确认付款 ¥${e(yuan(t.amount))}</button>
<button class="back" type="submit" name="action" value="cancel" formnovalidate>取消并返回商家</button>
</form></section>`
      : `<section class="pane" style="grid-template-columns:1fr">${resultBlock(m.view, '#1677ff')}${
          m.returnUrl ? `<p style="text-align:center"><a href="${e(m.returnUrl)}">返回商家</a></p>` : ''
        }</section>`;
  return layout(
    '支付宝 - 网上支付 安全快速！',
    ALI_STYLE,
    `<header><div class="bar"><span class="brand">支付宝</span><span class="sub">我的收银台</span></div></header>
<main>
<section class="order"><div><div>${e(t.subject)}</div><div class="muted">收款方：锦程航空 · 订单号 ${e(t.outTradeNo)} · 请于 ${e(expires(t))} 前付款</div></div>
<div class="sum">应付金额<strong>${e(money(t.amount))}</strong> 元</div></section>
${content}
</main>`,
    '沙箱环境 · 模拟支付宝电脑网站支付收银台，不会产生真实扣款',
  );
}

// ---------------------------------------------------------------------- bank-card cashier

const YEE_STYLE = `
body { background: #f0f2f5; }
header { background: #d4001e; color: #fff; }
header .bar { max-width: 720px; margin: 0 auto; padding: 12px 20px; display: flex; align-items: baseline; gap: 10px; }
header .brand { font-size: 20px; font-weight: 600; }
main { max-width: 720px; margin: 20px auto; padding: 0 16px; }
.box { background: #fff; border-radius: 8px; padding: 20px; margin-bottom: 16px; }
.sum { display: flex; justify-content: space-between; align-items: baseline; flex-wrap: wrap; gap: 8px; }
.sum strong { color: #d4001e; font-size: 26px; }
label { display: block; margin: 0 0 14px; }
label span { display: block; color: #595959; margin-bottom: 4px; }
input, select { width: 100%; padding: 9px 11px; border: 1px solid #d9d9d9; border-radius: 6px; font: inherit; background: #fff; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.pay { border: 0; border-radius: 6px; background: #d4001e; color: #fff; font-size: 16px; padding: 11px; width: 100%; }
.pay:hover { background: #b80019; }
.back { margin-top: 10px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: #595959; padding: 10px; width: 100%; }
.result { text-align: center; }
.result .icon { width: 56px; height: 56px; border-radius: 50%; display: inline-grid; place-items: center; color: #fff; font-size: 30px; }
.result h1 { font-size: 20px; font-weight: 500; margin: 12px 0 4px; }
@media (max-width: 480px) { .row { grid-template-columns: 1fr; } }
`;

export const SANDBOX_BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国银行',
  '中国农业银行',
  '招商银行',
  '交通银行',
];

export function renderYeepayCashier(m: {
  trade: SandboxTrade;
  view: TradeView;
  token: string;
  error?: string;
  form?: { bank?: string; cardNo?: string; holder?: string };
  returnUrl: string | null;
}) {
  const t = m.trade;
  const f = m.form ?? {};
  const content =
    m.view === 'ready'
      ? `<form class="box" method="post" action="/sandbox/pay/yeepay/cashier">
<input type="hidden" name="token" value="${e(m.token)}">
${m.error ? `<p class="error" role="alert">${e(m.error)}</p>` : ''}
<label><span>付款银行</span><select name="bank">${SANDBOX_BANKS.map((b) => `<option${b === f.bank ? ' selected' : ''}>${e(b)}</option>`).join('')}</select></label>
<label><span>银行卡号（借记卡或信用卡）</span><input name="cardNo" inputmode="numeric" autocomplete="off" value="${e(f.cardNo ?? '6222 0209 2900 0929')}" maxlength="23"></label>
<div class="row">
<label><span>持卡人姓名</span><input name="holder" value="${e(f.holder ?? '沙箱持卡人')}" maxlength="20"></label>
<label><span>短信验证码（沙箱：929929）</span><input name="smsCode" inputmode="numeric" maxlength="6" value="929929"></label>
</div>
<button class="pay" type="submit" name="action" value="pay">确认支付 ¥${e(yuan(t.amount))}</button>
<button class="back" type="submit" name="action" value="cancel">取消支付，返回商户</button>
</form>`
      : `<section class="box">${resultBlock(m.view, '#d4001e')}${
          m.returnUrl ? `<p style="text-align:center"><a href="${e(m.returnUrl)}">返回商户</a></p>` : ''
        }</section>`;
  return layout(
    '易宝支付 - 银行卡收银台',
    YEE_STYLE,
    `<header><div class="bar"><span class="brand">易宝支付</span><span>银行卡收银台</span></div></header>
<main>
<section class="box sum"><div><div>${e(t.subject)}</div><div class="muted">商户订单号 ${e(t.outTradeNo)} · 请于 ${e(expires(t))} 前完成支付</div></div>
<div>应付 <strong>¥${e(money(t.amount))}</strong></div></section>
${content}
</main>`,
    '沙箱环境 · 模拟银行卡收银台，任意16-19位卡号均可支付，不会产生真实扣款',
  );
}

/** A provider's refusal of a malformed or badly signed page request. */
export function renderGatewayError(title: string, message: string) {
  return layout(
    title,
    'main { max-width: 520px; margin: 40px auto; padding: 0 16px; }',
    `<main><h1 style="font-size:20px;font-weight:500">${e(title)}</h1><p class="error" role="alert">${e(message)}</p><p class="muted">请返回商户页面重新发起支付。</p></main>`,
    '沙箱环境 · 支付网关',
  );
}
