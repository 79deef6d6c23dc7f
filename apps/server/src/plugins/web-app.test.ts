import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, expectError } from '#test/helper';

/** A stand-in build: the shared page, the Ticket pages' own, and one hashed file with its brotli copy. */
function standInBuild({ ticketPage }: { ticketPage: boolean }) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-web-'));
  const page = (name: string) =>
    `<!doctype html><html><head><title>${name}</title></head><body><div id="root"></div></body></html>`;
  fs.writeFileSync(path.join(dist, 'index.html'), page('index'));
  if (ticketPage) fs.writeFileSync(path.join(dist, 'ticket.html'), page('ticket'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js'), 'console.log(1);'.repeat(200));
  fs.writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js.br'), 'brotli bytes');
  return dist;
}

describe('the built site as the server sends it', () => {
  let app: App;
  let withoutTicketPage: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { WEB_DIST: standInBuild({ ticketPage: true }) } });
    withoutTicketPage = await buildTestApp({ env: { WEB_DIST: standInBuild({ ticketPage: false }) } });
  });
  afterAll(async () => {
    await Promise.all([app.close(), withoutTicketPage.close()]);
  });

  const get = (url: string, on = app, headers: Record<string, string> = {}) =>
    on.inject({ method: 'GET', url, headers });

  it('answers the Ticket pages with their own HTML and every other page with the shared one, never kept by a cache', async () => {
    // Each path, and the page (by its title) that answers it.
    const pages: Record<string, string> = {
      '/Ticket': 'ticket',
      '/PoliceTicket': 'ticket',
      '/Ticket?from=home': 'ticket',
      '/about': 'index',
      '/orderDetail?orderNo=1': 'index',
      '/no-such-page': 'index',
    };
    for (const [url, html] of Object.entries(pages)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${html}</title>`);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // A build without the Ticket pages' own: the shared page.
    expect((await get('/Ticket', withoutTicketPage)).body).toContain('<title>index</title>');
  });

  it('lets browsers keep hashed files for a year, and sends the brotli copy to those that take it', async () => {
    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toContain('console.log(1);');

    const br = await get('/assets/app-Ab12Cd34.js', app, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body).toBe('brotli bytes');
  });

  it('answers a missing hashed file with a 404, not with the page', async () => {
    const res = await get('/assets/app-OldBuild.js');
    expectError(res, 404, '页面不存在');
  });
});
