import http from 'node:http';
import type { Socket } from 'node:net';

/** What the HTTP parser refuses, in the envelope and in words a passenger can read. */
const PARSER_ERRORS: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: '请求头或网址过长' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: '请求超时，请重试' },
};
const MALFORMED = { status: 400, msg: '请求格式不正确' };

/**
 * Fastify's clientErrorHandler: requests the HTTP parser refuses (a header or URL too long, a
 * malformed request line) never reach a route, so they are answered here, still as
 * `{ code, msg }` JSON (docs/rules.md).
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = PARSER_ERRORS[err.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ code: status, msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
