import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { dbKind, withTestApp } from '#test/helper';

describe(`delivery: compression, robots and sitemap (${dbKind()})`, () => {
  let app: App;
  withTestApp((built) => (app = built));

  const noticeList = (encoding?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/notice/list',
      payload: { channel: 0, pageNum: 1, pageSize: 50 },
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  const getAccepting = (url: string, encoding: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('compresses API answers with brotli or gzip as the browser asks, and not when it does not', async () => {
    const plain = await noticeList();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await noticeList('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.7);

    const gzip = await noticeList('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toBe('accept-encoding');
  });

  it('compresses a kept home page answer once: every later caller gets the same bytes', async () => {
    const first = await noticeList('br');
    const again = await noticeList('gzip;q=0.5, br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Below 1 KiB an answer goes as it is, whatever the browser accepts.
    const small = await getAccepting('/api/v1/site/config', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.code).toBeTruthy();
    // An encoding the server does not offer gets the plain answer.
    const identity = await noticeList('deflate');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().code).toBe(200);
  });

  it('compresses the answers of calls outside the home page cache as they are made', async () => {
    const docs = await getAccepting('/api/docs/json', 'gzip');
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('sends helmet’s page headers with pages and files, and the API set with API answers', async () => {
    const pages = [
      await app.inject({ method: 'GET', url: '/robots.txt' }),
      await app.inject({ method: 'GET', url: '/api/docs/json' }),
    ];
    for (const res of pages) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
          "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      );
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }

    const calls = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'POST', url: '/api/v1/banner/list', payload: {} }),
      await app.inject({
        method: 'POST',
        url: '/api/v1/banner/list',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    expect(calls.map((res) => res.statusCode)).toEqual([200, 200, 400, 404]);
    for (const res of calls) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('serves a real robots.txt that keeps crawlers out of the API and member pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'www.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /personalInfo');
    expect(res.body).toContain('Sitemap: http://www.example.com/sitemap.xml');
  });

  it('lists the public pages and every published notice and activity in sitemap.xml', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'www.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of ['/', '/Ticket', '/about', '/baggageRules'])
      expect(res.body).toContain(`<loc>http://www.example.com${path}</loc>`);
    expect(res.body).toMatch(/<loc>http:\/\/www.example.com\/ServiceNoticeDetail\?id=\d+<\/loc>/);
    expect(res.body).toMatch(/<loc>http:\/\/www.example.com\/ThematicActivityDetail\?id=\d+<\/loc>/);
    expect(res.body).not.toContain('/personalInfo');
  });
});
