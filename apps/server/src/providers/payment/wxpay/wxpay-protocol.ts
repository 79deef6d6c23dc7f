import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';

/**
 * WeChat Pay API v2 (微信支付 普通商户 v2): flat XML documents signed with HMAC-SHA256 over the
 * parameters sorted by name, `k=v` joined with `&`, then `&key=<API key>`; empty values and
 * `sign` itself are left out; the digest is upper-case hex.
 */

export type WxParams = Record<string, string | number | undefined | null>;

export function wxSignString(params: WxParams): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
}

export function wxSign(params: WxParams, apiKey: string): string {
  return createHmac('sha256', apiKey)
    .update(`${wxSignString(params)}&key=${apiKey}`, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Whether `params.sign` is the signature of the other parameters under this key (constant time). */
export function wxVerify(params: Record<string, string>, apiKey: string): boolean {
  const given = Buffer.from(String(params.sign ?? ''), 'utf8');
  const expected = Buffer.from(wxSign(params, apiKey), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cdata = (v: string) => `<![CDATA[${v.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** `<xml><k><![CDATA[v]]></k>…</xml>`, numbers bare, as the platform writes them. */
export function toWxXml(params: WxParams): string {
  const body = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `<${k}>${typeof v === 'number' ? String(v) : cdata(String(v))}</${k}>`)
    .join('');
  return `<xml>${body}</xml>`;
}

const parser = new XMLParser({
  parseTagValue: false,
  trimValues: false,
  ignoreAttributes: true,
  processEntities: false,
  ignoreDeclaration: true,
});

/** The fields of a flat `<xml>` document as strings; null when it is not one. */
export function parseWxXml(body: string): Record<string, string> | null {
  if (!body || body.length > 64 * 1024) return null;
  let doc: unknown;
  try {
    doc = parser.parse(body, true);
  } catch {
    return null;
  }
  const root = (doc as { xml?: unknown } | null)?.xml;
  if (!root || typeof root !== 'object' || Array.isArray(root)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(root)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
    else if (v === '' || v === null) out[k] = '';
    else return null;
  }
  return out;
}

export const nonceStr = () => randomBytes(16).toString('hex');

/** Our answers to a payment notification: the platform stops retrying on SUCCESS. */
export const wxAck = (ok: boolean, message: string) =>
  toWxXml({ return_code: ok ? 'SUCCESS' : 'FAIL', return_msg: message });

/**
 * When the platform sends a notification again while it has not been acknowledged: 15 s, 15 s,
 * 30 s, 3 m, 10 m, 20 m, 30 m, 30 m, 30 m, 60 m, 3 h, 3 h, 3 h, 6 h, 6 h (24 h 4 m in all).
 */
export const WXPAY_NOTIFY_SCHEDULE_MS = [
  15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10_800, 10_800, 10_800, 21_600, 21_600,
].map((s) => s * 1000);
