import { createHash } from 'node:crypto';
import { escapeHtml as e } from '#src/lib/html';
import { sandboxPage } from '../../sandbox-page';
import type { SandboxWechatUser } from './sandbox-wechat.repository';

/**
 * The sandbox QR login page, drawn like the messaging app's own (dark page, white QR, the app's
 * name below), with a tester's panel: confirm as an existing identity or create one.
 */

const QR_SIZE = 29;

/** A QR-looking placeholder: three finder squares and modules drawn from the state, as SVG. */
export function drawQrPlaceholder(seed: string): string {
  const bits: boolean[] = [];
  let block = createHash('sha256').update(seed).digest();
  while (bits.length < QR_SIZE * QR_SIZE) {
    for (const byte of block) for (let i = 0; i < 8; i++) bits.push(((byte >> i) & 1) === 1);
    block = createHash('sha256').update(block).digest();
  }
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= QR_SIZE - 8 && y < 8) || (x < 8 && y >= QR_SIZE - 8);
  const rects: string[] = [];
  for (let y = 0; y < QR_SIZE; y++)
    for (let x = 0; x < QR_SIZE; x++)
      if (!inFinder(x, y) && bits[y * QR_SIZE + x])
        rects.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/>` +
    `<rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${QR_SIZE + 4} ${QR_SIZE + 4}" ` +
    `shape-rendering="crispEdges" role="img" aria-label="登录二维码（沙箱示意）">` +
    `<rect x="-2" y="-2" width="${QR_SIZE + 4}" height="${QR_SIZE + 4}" fill="#fff"/>` +
    `<g fill="#111">${finder(0, 0)}${finder(QR_SIZE - 7, 0)}${finder(0, QR_SIZE - 7)}${rects.join('')}</g></svg>`
  );
}

const STYLE = `
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: #333; color: #fff;
  font: 14px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; }
.sandbox-bar { background: #f5a623; color: #3b2500; text-align: center; padding: 6px 12px; font-size: 13px; }
main { width: 100%; max-width: 420px; margin: 0 auto; padding: 40px 16px 48px; text-align: center; }
h1 { font-size: 20px; font-weight: 400; margin: 0 0 24px; letter-spacing: 2px; }
.qr { width: 280px; height: 280px; margin: 0 auto; background: #fff; padding: 8px; }
.qr svg { width: 100%; height: 100%; display: block; }
.tip { display: inline-block; margin: 20px 0 6px; padding: 8px 24px; border-radius: 100px;
  background: #232323; box-shadow: inset 0 5px 10px -5px #191919, 0 1px 0 0 #444; font-size: 13px; }
.app-name { margin: 8px 0 28px; color: #bbb; font-size: 15px; }
.panel { background: #fff; color: #333; border-radius: 8px; padding: 18px 18px 20px; text-align: left; }
.panel h2 { margin: 0 0 4px; font-size: 15px; }
.panel p.hint { margin: 0 0 12px; color: #888; font-size: 12px; }
.ids { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 8px; }
.ids button { width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 12px; cursor: pointer;
  border: 1px solid #e5e5e5; border-radius: 6px; background: #fafafa; font: inherit; text-align: left; }
.ids button:hover, .ids button:focus-visible { border-color: #07c160; background: #f0fbf4; outline: none; }
.avatar { flex: none; width: 36px; height: 36px; border-radius: 4px; background: #07c160; color: #fff;
  display: grid; place-items: center; font-size: 16px; }
.who { display: flex; flex-direction: column; min-width: 0; }
.who strong { font-weight: 500; }
.who small { color: #999; font-family: ui-monospace, Menlo, monospace; overflow: hidden; text-overflow: ellipsis; }
.empty { color: #999; margin: 0 0 16px; }
.create { display: flex; gap: 8px; border-top: 1px dashed #e5e5e5; padding-top: 16px; }
.create input { flex: 1; min-width: 0; padding: 8px 10px; border: 1px solid #d9d9d9; border-radius: 6px; font: inherit; }
.create input:focus { outline: none; border-color: #07c160; }
.create button { padding: 8px 14px; border: 0; border-radius: 6px; background: #07c160; color: #fff; font: inherit; cursor: pointer; }
.create button:hover { background: #06ad56; }
.error { background: #fff1f0; color: #cf1322; border: 1px solid #ffccc7; border-radius: 6px; padding: 8px 12px; margin: 0 0 12px; }
.back { display: inline-block; margin-top: 20px; color: #bbb; }
`;

const layout = (title: string, body: string) =>
  sandboxPage({ title, style: STYLE, bar: '沙箱环境 · 模拟微信开放平台扫码登录，不会连接真实微信', body });

export interface QrLoginPageModel {
  appName: string;
  appId: string;
  redirectUri: string;
  state: string;
  identities: SandboxWechatUser[];
  error?: string;
  nickname?: string;
}

export function renderQrLoginPage(m: QrLoginPageModel): string {
  const hidden =
    `<input type="hidden" name="appid" value="${e(m.appId)}">` +
    `<input type="hidden" name="redirect_uri" value="${e(m.redirectUri)}">` +
    `<input type="hidden" name="state" value="${e(m.state)}">`;
  const identities = m.identities.length
    ? `<form method="post" action="/sandbox/wechat/connect/authorize">${hidden}<ul class="ids">${m.identities
        .map(
          (u) =>
            `<li><button type="submit" name="openid" value="${e(u.openId)}">` +
            `<span class="avatar" aria-hidden="true">${e([...u.nickname][0] ?? '微')}</span>` +
            `<span class="who"><strong>${e(u.nickname)}</strong><small>openid ${e(u.openId)}</small></span>` +
            `</button></li>`,
        )
        .join('')}</ul></form>`
    : '<p class="empty">还没有测试身份，请在下方新建一个。</p>';
  return layout(
    '微信登录',
    `<main>
<h1>微信登录</h1>
<div class="qr">${drawQrPlaceholder(`${m.appId}:${m.state}`)}</div>
<div class="tip">请使用微信扫描二维码登录</div>
<p class="app-name">“${e(m.appName)}”</p>
<section class="panel" aria-labelledby="sandbox-title">
<h2 id="sandbox-title">模拟扫码：选择微信身份</h2>
<p class="hint">点击一个身份即视为在手机上确认登录，页面将带着一次性 code 返回网站（5分钟内有效）。</p>
${m.error ? `<p class="error" role="alert">${e(m.error)}</p>` : ''}
${identities}
<form class="create" method="post" action="/sandbox/wechat/connect/authorize">${hidden}
<input name="nickname" aria-label="新身份的微信昵称" placeholder="新身份的微信昵称" maxlength="20" value="${e(m.nickname ?? '')}" required>
<button type="submit">新建并确认登录</button>
</form>
</section>
</main>`,
  );
}

export function renderProviderError(message: string): string {
  return layout(
    '微信登录 - 参数错误',
    `<main><h1>微信登录</h1><section class="panel"><p class="error" role="alert">${e(message)}</p>
<p class="hint">请返回网站重新发起微信登录。</p></section><a class="back" href="/">返回首页</a></main>`,
  );
}
