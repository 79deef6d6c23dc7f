import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { execute } from '../../db/client';
import { STALE_MS } from '../../lib/memo-cache';
import { buildTestApp, dbKind, testEnv } from '#test/helper';
import { resetTestClock, testClock } from '#test/clock';
import { contentVersion } from '../system/system.service';
import { createBanners, createNotices } from './content.service';

/*
 * The home page's calls answer from memory; a change made anywhere on the database (another
 * process, or SQL behind the service's back) shows within STALE_MS of application time
 * (docs/ARCHITECTURE.md, "Home page cache").
 */
describe(`home page cache (${dbKind()})`, () => {
  let app: App;
  /** A second application on the same database: what another server process sees. */
  let other: App;

  beforeAll(async () => {
    app = await buildTestApp();
    other = await buildApp({ env: testEnv, database: app.database, logger: false, runJobs: false });
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });
  afterEach(() => resetTestClock());

  const call = (target: App, url: string, payload: unknown = {}) =>
    url.startsWith('/api/v1/site/')
      ? target.inject({ method: 'GET', url })
      : target.inject({ method: 'POST', url, payload: payload as object });

  it('serves a repeated call from memory, without the database', async () => {
    const first = (await call(app, '/api/v1/banner/list')).json();
    const misses = app.homeCache.misses;
    // Changed behind the service's back: the trigger moves the version, but no check is due yet.
    await execute(app.db, sql`UPDATE banners SET title = '改过的标题'`);
    expect((await call(app, '/api/v1/banner/list')).json()).toEqual(first);
    expect(app.homeCache.misses).toBe(misses);
  });

  it('counts every write to the home page tables in the shared version, in the same statement', async () => {
    const before = await contentVersion(app.database);
    await createBanners(app.db, [{ title: '新航线', imagePath: '/images/banners/x.svg' }]);
    await execute(app.db, sql`UPDATE airline_settings SET hotline = hotline`);
    await execute(app.db, sql`DELETE FROM banners WHERE title = '新航线'`);
    expect(await contentVersion(app.database)).toBe(before + 3);
  });

  it('shows another process’s change within one second, not before the check is due', async () => {
    const hotline = async (target: App) => (await call(target, '/api/v1/site/config')).json().data.hotline;
    const start = testClock.now().getTime();
    expect(await hotline(app)).toBe('95071');
    expect(await hotline(other)).toBe('95071');
    await execute(app.db, sql`UPDATE airline_settings SET hotline = '95999'`);
    testClock.set(start + STALE_MS - 1);
    expect(await hotline(app)).toBe('95071');
    expect(await hotline(other)).toBe('95071');
    testClock.set(start + STALE_MS + 1);
    expect(await hotline(app)).toBe('95999');
    expect(await hotline(other)).toBe('95999');
    await execute(app.db, sql`UPDATE airline_settings SET hotline = '95071'`);
  });

  it('drops this process’s answers at once when content is written through the service', async () => {
    const ticker = async () =>
      (await call(app, '/api/v1/notice/ticker', { channel: 0 }))
        .json()
        .data.map((n: { noticeTitle: string }) => n.noticeTitle);
    const before = await ticker();
    await createNotices(app.db, [
      { title: '即刻公告', summary: '摘要', content: '<p>正文</p>', publishedAt: testClock.now() },
    ]);
    expect(before).not.toContain('即刻公告');
    expect((await ticker())[0]).toBe('即刻公告');
  });

  it('keeps an answer that depends on the time for one second at most (a notice becoming due)', async () => {
    const start = testClock.now().getTime();
    const list = async () =>
      (await call(app, '/api/v1/notice/list', { channel: 0, pageNum: 1, pageSize: 50 }))
        .json()
        .rows.map((n: { noticeTitle: string }) => n.noticeTitle);
    await createNotices(app.db, [
      { title: '定时公告', summary: '摘要', content: '<p>正文</p>', publishedAt: new Date(start + 60_000) },
    ]);
    testClock.set(start + 60_000 - 1);
    expect(await list()).not.toContain('定时公告');
    // The answer from a millisecond before may still be served, for one second at most.
    testClock.set(start + 60_000 + STALE_MS);
    expect(await list()).toContain('定时公告');
  });
});

describe(`liveness and readiness (${dbKind()})`, () => {
  it('answers liveness without the database, and readiness 503 in Chinese when it is gone', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await app.database.close();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: 503,
        msg: '数据库不可用',
        data: { status: 'degraded', database: { ok: false } },
      });
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
