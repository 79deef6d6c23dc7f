import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, dbKind } from '#test/helper';
import { now } from '../../lib/clock';
import { insertOutboxMessage } from './outbox.repository';

describe(`developer outbox (${dbKind()})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    const at = now().getTime();
    await insertOutboxMessage(app.db, {
      channel: 'email',
      recipient: 'zhangwei@example.com',
      subject: '<script>alert(1)</script>延误证明',
      body: '您好，附件为航班延误证明。',
      createdAt: new Date(at - 60_000),
    });
    await insertOutboxMessage(app.db, {
      channel: 'sms',
      recipient: '13800138000',
      body: '【锦程航空】您的登录验证码为012345，5分钟内有效。请勿将验证码告诉他人。',
      createdAt: new Date(at - 30_000),
    });
    await insertOutboxMessage(app.db, {
      channel: 'sms',
      recipient: '13900139000',
      body: '【锦程航空】您的绑定手机号验证码为987654，5分钟内有效。请勿将验证码告诉他人。',
      createdAt: new Date(at),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows SMS and e-mail newest first on a page that refreshes every 5 seconds', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('<title>开发者发件箱</title>');
    expect(html).toContain('<span class="code">987654</span>');
    const order = ['13900139000', '13800138000', 'zhangwei@example.com'].map((r) => html.indexOf(r));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;延误证明');
    expect(html).not.toContain('<script>');
    expect(html).toContain('邮件');
  });

  it('filters the page by phone', async () => {
    const html = (await app.inject({ method: 'GET', url: '/dev/outbox?phone=13800138000' })).body;
    expect(html).toContain('012345');
    expect(html).not.toContain('987654');
  });

  it('gives the same as JSON, with the code picked out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(data.map((m: { recipient: string }) => m.recipient)).toEqual([
      '13900139000',
      '13800138000',
      'zhangwei@example.com',
    ]);
    expect(data[0]).toMatchObject({ channel: 'sms', code: '987654', subject: null });
    expect(data[2]).toMatchObject({ channel: 'email', code: null });
    expect(new Date(data[0].createdAt).toISOString()).toBe(data[0].createdAt);

    const one = (
      await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?phone=13800138000&limit=1' })
    ).json();
    expect(one.data).toHaveLength(1);
    expect(one.data[0].code).toBe('012345');
    const mails = (await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?channel=email' })).json();
    expect(mails.data.map((m: { channel: string }) => m.channel)).toEqual(['email']);
    const all = (await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?phone=' })).json();
    expect(all.data).toHaveLength(3);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?phone=123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请输入正确的手机号');
  });
});
