import { SmsDeliveryError, type SmsProvider } from './sms-provider';

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A generic JSON gateway (most Chinese SMS vendors offer one, or a small adapter in front of theirs):
 *
 *   POST {SMS_API_URL}
 *   Authorization: Bearer {SMS_API_KEY}
 *   Content-Type: application/json
 *   {"phone": "13800138000", "text": "【锦程航空】您的验证码为123456……"}
 *
 * Any 2xx answer is success; an optional JSON body `{"ok": false, "message": "..."}` is a refusal.
 */
export function createHttpSms(options: HttpSmsOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'http',
    async sendSms(phone, text) {
      let res: Response;
      try {
        res = await doFetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ phone, text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (err) {
        throw new SmsDeliveryError('SMS gateway unreachable', { cause: err });
      }
      if (!res.ok) throw new SmsDeliveryError(`SMS gateway answered HTTP ${res.status}`);
      const body = (await res.json().catch(() => null)) as { ok?: unknown; message?: unknown } | null;
      if (body && body.ok === false)
        throw new SmsDeliveryError(`SMS gateway refused: ${String(body.message)}`);
    },
  };
}
