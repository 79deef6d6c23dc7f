import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { execute } from '../../db/client';
import { contentChanged } from '../../lib/memo-cache';
import { buildTestApp, dbKind } from '#test/helper';
import { BOOT_DATA_ID } from './home-html';

const page = (name: string, root = '') =>
  `<!doctype html><html><head><title>${name}</title></head><body><div id="root">${root}</div></body></html>`;

/** What the build writes into the home page's root (apps/web/src/first-screen/fonts.ts), stood in. */
const FONTS = '<div class="jc-first-screen-fonts" aria-hidden="true"><span>锦程</span></div>';

/** The boot data's JSON as the browser would read it from the page. */
const bootOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  return match
    ? (JSON.parse(match[1]!) as { banners: unknown[]; siteConfig: unknown; noticeTicker: unknown[] })
    : null;
};

describe(`the home page's HTML (${dbKind()})`, () => {
  let app: App;
  beforeAll(async () => {
    // A stand-in build: the home page's own HTML beside the one every other path answers.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), page('index'));
    fs.writeFileSync(path.join(dist, 'home.html'), page('home', FONTS));
    app = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('carries the banner list, site configuration and ticker as the API answers them, and preloads the first picture', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>home</title>');

    const banners = (await app.inject({ method: 'POST', url: '/api/v1/banner/list', payload: {} })).json()
      .data;
    expect(banners.length).toBeGreaterThan(1);
    const siteConfig = (await app.inject({ method: 'GET', url: '/api/v1/site/config' })).json().data;
    const noticeTicker = (
      await app.inject({ method: 'POST', url: '/api/v1/notice/ticker', payload: { channel: 0 } })
    ).json().data;
    expect(siteConfig.name).toBe('锦程航空');
    expect(noticeTicker.length).toBeGreaterThan(0);
    expect(bootOf(res.body)).toEqual({ banners, siteConfig, noticeTicker });
    // First in the head, before any stylesheet or script, and drawn in the first screen.
    expect(res.body).toContain(
      `<head><link rel="preload" as="image" fetchpriority="high" href="${banners[0].picRealRul}"><title>home</title>`,
    );
    expect(res.body).toContain(
      `<div id="root"><div class="jc-first-screen" aria-hidden="true"><div class="jc-first-screen-header"></div>` +
        `<div class="jc-first-screen-banner"><img class="jc-first-screen-image" src="${banners[0].picRealRul}" alt="" fetchpriority="high"></div></div>` +
        // Before what the build wrote there, which stays.
        `${FONTS}</div>`,
    );
    // Also behind the messaging app's return address.
    expect(bootOf((await app.inject({ method: 'GET', url: '/?code=abc' })).body)).toEqual({
      banners,
      siteConfig,
      noticeTicker,
    });
  });

  it('keeps the page whole whatever a banner title holds', async () => {
    const title = '</script><script>alert(1)</script>&\u2028"<!--';
    await execute(app.db, sql`UPDATE banners SET title = ${title} WHERE id = (SELECT min(id) FROM banners)`);
    contentChanged();
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(bootOf(html)!.banners.map((b) => (b as { title: string }).title)).toContain(title);
  });

  it('has no preload and an empty list when nothing is published', async () => {
    await execute(app.db, sql`UPDATE banners SET published = false`);
    contentChanged();
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(bootOf(html)!.banners).toEqual([]);
    expect(html).not.toContain('rel="preload"');
    // No picture to show: the app draws the page, its drawn hero in place of the banner.
    expect(html).toContain(`<div id="root">${FONTS}</div>`);
  });

  it('answers every other page with the shared HTML, without the home page’s data', async () => {
    const res = await app.inject({ method: 'GET', url: '/Ticket' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>index</title>');
    expect(bootOf(res.body)).toBeNull();
  });
});
