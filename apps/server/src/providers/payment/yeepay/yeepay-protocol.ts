import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The bank-card cashier (易宝 标准收银台, `ybpc`) as this site speaks it: JSON requests and
 * notifications signed with HMAC-SHA256 under the merchant's secret. A request signs
 * `METHOD\npath\ndate\nrequestId\nbody` (header x-yop-sign, with x-yop-appkey = merchant number,
 * x-yop-date and x-yop-request-id); an answer and a notification sign their raw body
 * (header x-yop-sign); the cashier address signs its sorted query. Upper-case results: `SUCCESS`.
 */

export const hmacHex = (secret: string, content: string) =>
  createHmac('sha256', secret).update(content, 'utf8').digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const requestSignString = (
  method: string,
  path: string,
  date: string,
  requestId: string,
  body: string,
) => `${method.toUpperCase()}\n${path}\n${date}\n${requestId}\n${body}`;

export function signedRequestHeaders(
  merchantNo: string,
  secret: string,
  path: string,
  body: string,
  date: string,
) {
  const requestId = randomUUID();
  return {
    'content-type': 'application/json; charset=utf-8',
    'x-yop-appkey': merchantNo,
    'x-yop-date': date,
    'x-yop-request-id': requestId,
    'x-yop-sign': hmacHex(secret, requestSignString('POST', path, date, requestId, body)),
  };
}

/** The signed query of the cashier address: merchantNo, token, timestamp, sign. */
export const cashierQuerySign = (
  secret: string,
  q: { merchantNo: string; token: string; timestamp: string },
) => hmacHex(secret, `merchantNo=${q.merchantNo}&timestamp=${q.timestamp}&token=${q.token}`);

export const YEEPAY_OK = 'OPR00000';
export const YEEPAY_NOT_FOUND = 'OPR40004';
/** Our answers to a notification: the cashier stops on the plain text `SUCCESS`. */
export const YEEPAY_ACK = { ok: 'SUCCESS', fail: 'FAIL' } as const;

/**
 * When the cashier sends a notification again while it has not been acknowledged: 1 m, 2 m, 5 m,
 * 15 m, 30 m, 1 h, 2 h, 6 h, 15 h (ten notices in about 25 hours).
 */
export const YEEPAY_NOTIFY_SCHEDULE_MS = [60, 120, 300, 900, 1800, 3600, 7200, 21_600, 54_000].map(
  (s) => s * 1000,
);
