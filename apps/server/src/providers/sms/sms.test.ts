import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import type { Db } from '../../db/client';
import { createSmsProvider } from '.';
import { SmsDeliveryError } from './sms-provider';

const httpEnv = {
  SMS_PROVIDER: 'http' as const,
  SMS_API_URL: 'https://sms.example.com/v1/send',
  SMS_API_KEY: 'secret-key',
};

describe('SMS providers', () => {
  it('selects the sandbox by default and the HTTP client with SMS_PROVIDER=http', () => {
    const noDb = {} as Db;
    expect(
      createSmsProvider({ SMS_PROVIDER: 'sandbox', SMS_API_URL: undefined, SMS_API_KEY: undefined }, noDb)
        .kind,
    ).toBe('sandbox');
    expect(createSmsProvider(httpEnv, noDb).kind).toBe('http');
  });

  it('posts JSON with the key as a bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const sms = createSmsProvider(httpEnv, {} as Db, async (url, init) => {
      calls.push({ url: String(url), init: init! });
      return new Response('{"ok":true}', { status: 200 });
    });
    await sms.sendSms('13800138000', '【锦程航空】您的登录验证码为123456');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sms.example.com/v1/send');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer secret-key');
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      phone: '13800138000',
      text: '【锦程航空】您的登录验证码为123456',
    });
  });

  it('reports an HTTP error, a refusal and an unreachable gateway as SmsDeliveryError', async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => new Response('busy', { status: 503 }),
      async () => new Response('{"ok":false,"message":"签名未审核"}', { status: 200 }),
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const answer of answers) {
      const sms = createSmsProvider(httpEnv, {} as Db, answer);
      await expect(sms.sendSms('13800138000', 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
    }
  });

  it('refuses a configuration that names the HTTP gateway without its URL and key', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_API_URL[\s\S]*SMS_API_KEY/);
    expect(() => loadEnv({ WECHAT_API_BASE: 'https://api.weixin.qq.com' })).toThrow(
      /WECHAT_APP_ID[\s\S]*WECHAT_APP_SECRET/,
    );
    expect(loadEnv({ ...httpEnv }).SMS_PROVIDER).toBe('http');
    expect(loadEnv({}).SMS_PROVIDER).toBe('sandbox');
  });
});
