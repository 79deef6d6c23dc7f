import { describe, expect, it } from 'vitest';
import { DEFAULT_AIRLINE } from '@jc/shared';
import type { App } from '../../app';
import { dbKind, expectError, postRaw, withTestApp } from '#test/helper';

describe(`system routes (${dbKind()})`, () => {
  let app: App;
  withTestApp((built) => (app = built));

  it('answers liveness without the database, and readiness with the database it checked', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: '成功', data: { status: 'ok' } });
    expect(res.json().data.database).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      code: 200,
      msg: '成功',
      data: { status: 'ok', database: { kind: dbKind(), ok: true } },
    });
  });

  it('echoes a caller-supplied request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });

  it('serves the airline configuration from the seed', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/site/config' });
    expect(res.json()).toEqual({
      code: 200,
      msg: '成功',
      // The seed writes the airline's defaults (airline.ts) into its settings.
      data: DEFAULT_AIRLINE,
    });
  });

  it('answers an unknown API route with 404 and a Chinese message', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectError(await app.inject({ method, url: '/api/v1/no-such-thing' }), 404, '接口不存在');
    }
  });

  it('answers a path parameter the router cannot read in the envelope, in Chinese', async () => {
    const badEscape = await app.inject({ method: 'POST', url: '/api/admin/faq/entries/%E0%A4%A/delete' });
    expectError(badEscape, 400, '请求地址无效');
    const overLong = await app.inject({
      method: 'POST',
      url: `/api/admin/special-travellers/${'x'.repeat(101)}/status`,
    });
    expectError(overLong, 414, '请求地址过长');
  });

  it('refuses bad JSON with 400, never 500', async () => {
    const res = await postRaw(app, '/api/v1/airport/list', 'application/json', '{"broken": ');
    expectError(res, 400, '请求内容不是有效的JSON');
  });

  it('refuses an unsupported content type with 415 and a Chinese message', async () => {
    const res = await postRaw(app, '/api/v1/airport/list', 'application/x-unknown', 'x');
    expectError(res, 415, '不支持的请求内容类型');
  });
});
