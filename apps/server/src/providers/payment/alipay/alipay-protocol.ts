import { createSign, createVerify } from 'node:crypto';

/**
 * Alipay open platform (支付宝开放平台) with RSA2: the request parameters sorted by name, `k=v`
 * joined with `&` (empty values and `sign` left out), signed SHA256withRSA, base64. A notification
 * is verified the same way with `sign_type` also left out; an API answer is verified over the raw
 * JSON text of its `<method>_response` member.
 */

export type AlipayParams = Record<string, string | undefined>;

export function alipaySignString(params: AlipayParams, omit: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const rsa2Sign = (content: string, privateKeyPem: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');

export function rsa2Verify(content: string, signature: string, publicKeyPem: string): boolean {
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** Signs request parameters (sign_type is part of what is signed). */
export const signAlipayRequest = (params: AlipayParams, privateKeyPem: string) => ({
  ...params,
  sign: rsa2Sign(alipaySignString(params), privateKeyPem),
});

/** Verifies a notification or a return: everything but sign and sign_type is signed. */
export const verifyAlipayParams = (params: Record<string, string>, publicKeyPem: string) =>
  rsa2Verify(alipaySignString(params, ['sign', 'sign_type']), params.sign ?? '', publicKeyPem);

/**
 * The raw text of the JSON value of `key` in `json` (the platform signs those exact bytes, so the
 * value must not be re-serialised). Null when the key is absent.
 */
export function rawJsonMember(json: string, key: string): string | null {
  const at = json.indexOf(`"${key}"`);
  if (at < 0) return null;
  let i = json.indexOf(':', at + key.length + 2);
  if (i < 0) return null;
  i += 1;
  while (/\s/.test(json[i] ?? '')) i += 1;
  const start = i;
  if (json[i] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (; i < json.length; i++) {
    const ch = json[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return json.slice(start, i + 1);
    }
  }
  return null;
}

/** Our answers to a notification: the platform stops on the plain text `success`. */
export const ALIPAY_ACK = { ok: 'success', fail: 'failure' } as const;

/**
 * When the platform sends a notification again while it has not been acknowledged: 4 m, 10 m,
 * 10 m, 1 h, 2 h, 6 h, 15 h (eight notices in about 25 hours).
 */
export const ALIPAY_NOTIFY_SCHEDULE_MS = [4 * 60, 10 * 60, 10 * 60, 3600, 7200, 21_600, 54_000].map(
  (s) => s * 1000,
);
