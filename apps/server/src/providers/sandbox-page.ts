import type { FastifyReply } from 'fastify';
import { escapeHtml as e } from '../lib/html';

/**
 * The frame of a sandbox provider's page (the identity provider's QR login, the payment gateway's
 * cashiers): never indexed, under a bar telling the tester that no real provider is involved.
 */
export const sandboxPage = (page: {
  title: string;
  style: string;
  bar: string;
  body: string;
}) => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
<div class="sandbox-bar">${e(page.bar)}</div>
${page.body}
</body>
</html>`;

/** Answers a sandbox page: HTML, never cached (it shows a trade's or a login's state of the moment). */
export const sendSandboxPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
