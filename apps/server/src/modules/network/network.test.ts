import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { dbKind, withTestApp } from '#test/helper';
import { HOT_AIRPORTS } from '../../db/seed/data/airports';

describe(`airport list (${dbKind()})`, () => {
  let app: App;
  withTestApp((built) => (app = built));

  const list = (body: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/airport/list', payload: body as object });

  it('lists every airport with names, pinyin and initials, hot ones first', async () => {
    const res = await list({ dep: '', arr: '' });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(data).toHaveLength(46);
    expect(data[0]).toMatchObject({
      cityName: '北京',
      airportIata: 'PEK',
      airportCode: 'PEK',
      pinyin: 'beijing',
      initials: 'bj',
      hot: true,
    });
    const ckg = data.find((a: { airportIata: string }) => a.airportIata === 'CKG');
    expect(ckg).toMatchObject({ cityName: '重庆', pinyin: 'chongqing', initials: 'cq' });
    const firstCold = data.findIndex((a: { hot: boolean }) => !a.hot);
    expect(data.slice(firstCold).every((a: { hot: boolean }) => !a.hot)).toBe(true);
  });

  it('lists only airports reachable from a departure, never the departure itself', async () => {
    const { data } = (await list({ dep: 'lxa' })).json();
    const codes = data.map((a: { airportIata: string }) => a.airportIata);
    expect(codes).not.toContain('LXA');
    expect(codes).toContain('CTU');
    expect(codes).toContain('PEK');
  });

  it('gives the hot airports in their published order', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/airport/hot', payload: {} });
    const codes = res.json().data.map((a: { airportIata: string }) => a.airportIata);
    expect(codes).toEqual([...HOT_AIRPORTS]);
  });

  it('refuses a wrong type with 400 and a Chinese message naming the field', async () => {
    const res = await list({ dep: 123 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/^请求内容字段 dep：/);
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses a malformed airport code with its own message', async () => {
    const res = await list({ dep: 'BEIJING' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('机场三字码需为3位字母');
  });
});
