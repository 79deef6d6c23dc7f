import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openTestDatabase } from '../../test/databases';
import { loadEnv, trustProxyOf } from './env';

const REAL_PROVIDERS = {
  SMS_PROVIDER: 'http',
  SMS_API_URL: 'https://sms.example.com/send',
  SMS_API_KEY: 'key',
  WXPAY_API_BASE: 'https://api.mch.weixin.qq.com',
  WXPAY_APP_ID: 'wx0000000000000000',
  WXPAY_MCH_ID: '1900000000',
  WXPAY_API_KEY: 'k'.repeat(32),
  SITE_ORIGIN: 'https://www.example.com',
  SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
};

describe('the sandbox mode', () => {
  it('runs the sandboxes when nothing is set (the README’s npm start)', () => {
    expect(loadEnv({}).SANDBOX).toBe(true);
  });

  it('turns them off when the operator declares production, and refuses to start without real providers', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER: .*SMS_PROVIDER=http/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/WXPAY_API_BASE: .*支付网关/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: .*邮件服务器/);
    expect(() => loadEnv({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL: SMTP_URL 需为/);
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'http',
        SMS_API_URL: 'https://s.example.com',
        SMS_API_KEY: 'k',
      }),
    ).toThrow(/支付网关/);
    expect(loadEnv({ NODE_ENV: 'production', ...REAL_PROVIDERS }).SANDBOX).toBe(false);
  });

  it('keeps them in production only when asked with SANDBOX=true', () => {
    expect(loadEnv({ NODE_ENV: 'production', SANDBOX: 'true' }).SANDBOX).toBe(true);
    expect(() => loadEnv({ SANDBOX: 'false' })).toThrow(/SMS_PROVIDER/);
  });
});

describe('WEB_DIST', () => {
  it('takes a relative folder from the working directory', () => {
    expect(loadEnv({ WEB_DIST: 'apps/web/dist' }).WEB_DIST).toBe(path.resolve('apps/web/dist'));
    expect(loadEnv({ WEB_DIST: '/srv/site' }).WEB_DIST).toBe('/srv/site');
  });
});

describe('TRUST_PROXY', () => {
  it('believes no proxy by default, a hop count, or the listed addresses', () => {
    expect(trustProxyOf(loadEnv({}))).toBe(false);
    expect(trustProxyOf(loadEnv({ TRUST_PROXY: '1' }))).toBe(1);
    expect(trustProxyOf(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }))).toBe(
      '10.0.0.1, 192.168.0.0/16',
    );
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: TRUST_PROXY 需为/);
    expect(() => loadEnv({ TRUST_PROXY: 'evil.example.com' })).toThrow(/TRUST_PROXY/);
  });
});

describe('a production server', () => {
  let app: App;
  beforeAll(async () => {
    const env = loadEnv({
      ...process.env,
      NODE_ENV: 'production',
      SANDBOX: '',
      ...REAL_PROVIDERS,
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({
      env,
      database: await openTestDatabase(),
      ownsDatabase: true,
      logger: false,
      runJobs: false,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['/api/v1/dev/outbox', '/dev/outbox', '/sandbox/wechat/connect/qrconnect'])(
    'serves no sandbox page: %s is 404',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );
});
