import { TIME_ZONE } from '@jc/shared';
import { dayjs } from '../../lib/clock';
import { escapeHtml as e } from '../../lib/html';
import type { OutboxRow } from './outbox.repository';
import { verificationCodeIn } from './outbox.service';

const STYLE = `
* { box-sizing: border-box; }
body { margin: 0; background: #f4f6f9; color: #1f2937;
  font: 14px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; }
header { background: #0b4f9c; color: #fff; padding: 14px 24px; display: flex; align-items: baseline; gap: 16px; flex-wrap: wrap; }
header h1 { margin: 0; font-size: 18px; font-weight: 600; }
header span { opacity: .8; font-size: 13px; }
main { max-width: 1080px; margin: 0 auto; padding: 20px 16px 40px; }
form.filter { display: flex; gap: 8px; margin-bottom: 16px; flex-wrap: wrap; }
form.filter input, form.filter select { padding: 6px 10px; border: 1px solid #d0d7e2; border-radius: 6px; font: inherit; background: #fff; }
form.filter button, form.filter a { padding: 6px 14px; border-radius: 6px; border: 0; background: #0b4f9c; color: #fff; font: inherit; text-decoration: none; cursor: pointer; }
form.filter a { background: #e5eaf2; color: #334155; }
table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 8px; overflow: hidden;
  box-shadow: 0 1px 3px rgba(15, 23, 42, .08); }
th, td { padding: 10px 14px; text-align: left; vertical-align: top; border-bottom: 1px solid #eef1f5; }
th { background: #f8fafc; color: #64748b; font-weight: 500; font-size: 13px; white-space: nowrap; }
tr:last-child td { border-bottom: 0; }
td.time { white-space: nowrap; color: #64748b; font-variant-numeric: tabular-nums; }
td.to { white-space: nowrap; font-variant-numeric: tabular-nums; }
.tag { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 12px; white-space: nowrap; }
.tag.sms { background: #e6f4ff; color: #0958d9; }
.tag.email { background: #f9f0ff; color: #531dab; }
.code { display: inline-block; margin-left: 6px; padding: 0 8px; border-radius: 4px; background: #fff7e6;
  color: #ad4e00; font: 600 15px/1.6 ui-monospace, Menlo, monospace; letter-spacing: 2px; }
.subject { font-weight: 600; }
.body { white-space: pre-wrap; word-break: break-all; }
.empty { text-align: center; color: #94a3b8; padding: 48px 0; }
`;

const CHANNEL_NAMES = { sms: '短信', email: '邮件' } as const;

/** The developer outbox: what the SMS and mail sandboxes would have sent, newest first, refreshed every 5 s. */
export function renderOutboxPage(rows: OutboxRow[], filter: { phone?: string | undefined }): string {
  const body = rows.length
    ? rows
        .map((r) => {
          const code = r.channel === 'sms' ? verificationCodeIn(r.body) : null;
          return `<tr>
<td class="time">${e(dayjs(r.createdAt).tz(TIME_ZONE).format('YYYY-MM-DD HH:mm:ss'))}</td>
<td><span class="tag ${e(r.channel)}">${e(CHANNEL_NAMES[r.channel] ?? r.channel)}</span></td>
<td class="to">${e(r.recipient)}</td>
<td>${r.subject ? `<div class="subject">${e(r.subject)}</div>` : ''}<div class="body">${e(r.body)}</div></td>
<td>${code ? `<span class="code">${e(code)}</span>` : ''}</td>
</tr>`;
        })
        .join('\n')
    : `<tr><td colspan="5" class="empty">暂无发出的短信或邮件</td></tr>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<meta name="robots" content="noindex">
<title>开发者发件箱</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>开发者发件箱</h1><span>沙箱环境下发出的短信与邮件，不会真正送达 · 最新在前 · 每5秒自动刷新</span></header>
<main>
<form class="filter" method="get" action="/dev/outbox">
<input name="phone" inputmode="numeric" placeholder="按手机号筛选" aria-label="按手机号筛选" value="${e(filter.phone ?? '')}">
<button type="submit">筛选</button><a href="/dev/outbox">全部</a>
</form>
<table>
<thead><tr><th>时间</th><th>渠道</th><th>收件人</th><th>内容</th><th>验证码</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</main>
</body>
</html>`;
}
