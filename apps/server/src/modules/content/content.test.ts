import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { dbKind, expectError, withTestApp } from '#test/helper';
import { resetTestClock, clockAfterStart, testClock } from '#test/clock';
import { STALE_MS } from '../../lib/memo-cache';
import { activities, announcements, notices, protocols } from '../../db/schema';
import { seedContent } from '../../db/seed/content';
import { addDays, chinaToday, now } from '../../lib/clock';
import { countContent } from './content.repository';
import { createNotices, sanitizeRichText } from './content.service';

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DAY = 24 * 60 * 60 * 1000;

const MALICIOUS = `
<p onclick="steal()">正文<script>alert('x')</script></p>
<img src="/images/x.png" onerror="alert(1)">
<a href="javascript:alert(1)">点我</a>
<a href="JaVaScRiPt:alert(2)">再点</a>
<a href="https://www.example.com/ok" target="_blank">官网</a>
<iframe src="https://evil.example.com"></iframe>
<img src="data:image/svg+xml;base64,PHN2Zz4=">`;

const expectClean = (html: string) => {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/alert\(/);
  expect(html).not.toMatch(/onerror|onclick/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/data:image/i);
};

const publicFileExists = (url: string) => fs.existsSync(path.join(WEB_PUBLIC, url));

describe(`home page content (${dbKind()})`, () => {
  let app: App;
  withTestApp((built) => (app = built));

  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

  describe('banners', () => {
    it('lists the four published banners in sort order, with shipped images and site links', async () => {
      const res = await post('/api/v1/banner/list', {});
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 200, msg: '成功' });
      expect(body.data.map((b: { title: string }) => b.title)).toEqual([
        '冬季航季新开航线',
        '会员日特惠 积分翻倍',
        '行李新规 充电宝携带须知',
        '网上值机 提前选座',
      ]);
      for (const b of body.data) {
        expect(Object.keys(b).sort()).toEqual(['id', 'picRealRul', 'title', 'webUrl']);
        expect(b.picRealRul).toMatch(/^\/images\/banners\/[a-z-]+\.webp$/);
        expect(publicFileExists(b.picRealRul), b.picRealRul).toBe(true);
        expect(b.webUrl).toMatch(/^\/(ServiceNoticeDetail|ThematicActivityDetail)\?id=\d+$/);
      }
    });

    it('links a banner to an existing notice', async () => {
      const { data } = (await post('/api/v1/banner/list', {})).json();
      const id = Number(new URL(data[0].webUrl, 'http://x').searchParams.get('id'));
      const detail = (await post('/api/v1/notice/detail', { id })).json();
      expect(detail.data.noticeTitle).toBe('关于冬春航季航班计划调整的公告');
    });

    it('gives the open-screen pop-up and thumbnail, with or without a body', async () => {
      for (const res of [await post('/api/v1/banner/open', {}), await post('/api/v1/banner/open')]) {
        expect(res.statusCode).toBe(200);
        const { code, data } = res.json();
        expect(code).toBe(200);
        expect(Object.keys(data).sort()).toEqual([
          'auxBannerUrl',
          'auxLinkUrl',
          'mainBannerUrl',
          'mainLinkUrl',
        ]);
        expect(data.mainBannerUrl).toMatch(/^\/images\/open\/.+\.webp$/);
        expect(data.auxBannerUrl).toMatch(/^\/images\/open\/.+\.webp$/);
        expect(publicFileExists(data.mainBannerUrl)).toBe(true);
        expect(publicFileExists(data.auxBannerUrl)).toBe(true);
        expect(data.mainLinkUrl).toMatch(/^\/ThematicActivityDetail\?id=\d+$/);
      }
    });

    it('gives data null when no open-screen banner is in its window', async () => {
      clockAfterStart(200 * DAY);
      const res = await post('/api/v1/banner/open', {});
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: null });
    });
  });

  describe('activities', () => {
    it('lists the published activities newest first as rows and total', async () => {
      const res = await post('/api/v1/activity/list', { channel: 0, pageSize: 100, pageNum: 1 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 200, total: 8 });
      expect(body.data).toBeUndefined();
      expect(body.rows).toHaveLength(8);
      for (const a of body.rows) {
        expect(Object.keys(a).sort()).toEqual([
          'activityImgPath',
          'endDate',
          'id',
          'startDate',
          'summary',
          'title',
        ]);
        expect(a.activityImgPath).toMatch(/^\/images\/activities\/[a-z-]+\.webp$/);
        expect(publicFileExists(a.activityImgPath), a.activityImgPath).toBe(true);
        expect(a.startDate <= a.endDate).toBe(true);
      }
      const starts = body.rows.map((a: { startDate: string }) => a.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
      expect(body.rows[0]).toMatchObject({ title: '学生寒暑假特惠', startDate: addDays(chinaToday(), -2) });
      const titles = body.rows.map((a: { title: string }) => a.title);
      expect(titles).toEqual(
        expect.arrayContaining(['成都美食之旅', '西安古都文化游', '三亚冬日阳光', '哈尔滨冰雪节']),
      );
    });

    it('pages: pageSize 4 gives 4 rows and the full total; page 2 the next 4', async () => {
      const first = (await post('/api/v1/activity/list', { channel: 0, pageSize: 4, pageNum: 1 })).json();
      const second = (await post('/api/v1/activity/list', { channel: 0, pageSize: 4, pageNum: 2 })).json();
      const third = (await post('/api/v1/activity/list', { channel: 0, pageSize: 4, pageNum: 3 })).json();
      expect(first.rows).toHaveLength(4);
      expect(second.rows).toHaveLength(4);
      expect(first.total).toBe(8);
      expect(second.total).toBe(8);
      expect(third).toMatchObject({ rows: [], total: 8 });
      const all = (await post('/api/v1/activity/list', {})).json();
      expect([...first.rows, ...second.rows]).toEqual(all.rows);
    });

    it('gives an activity with its rich content', async () => {
      const { rows } = (await post('/api/v1/activity/list', {})).json();
      const xian = rows.find((a: { title: string }) => a.title === '西安古都文化游');
      const res = await post('/api/v1/activity/detail', { id: xian.id });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ ...xian });
      expect(data.content).toContain('<h2>');
      expect(data.content).toContain('兵马俑');
    });

    it('answers 404 with the Chinese message for a missing or unpublished activity', async () => {
      expectError(await post('/api/v1/activity/detail', { id: 999999 }), 404, '活动不存在或已下线');

      const [row] = await app.db
        .insert(activities)
        .values({
          title: '已下线活动',
          imagePath: '/images/activities/xian-culture.webp',
          summary: '下线',
          content: '<p>下线</p>',
          startDate: '2020-01-01',
          endDate: '2020-02-01',
          published: false,
        })
        .returning({ id: activities.id });
      expectError(await post('/api/v1/activity/detail', { id: row!.id }), 404, '活动不存在或已下线');
      const list = (await post('/api/v1/activity/list', {})).json();
      expect(list.total).toBe(8);
    });
  });

  describe('notices', () => {
    it('lists notices as rows and total: pinned first, then newest first', async () => {
      const res = await post('/api/v1/notice/list', { channel: 0, pageSize: 50, pageNum: 1 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 200, total: 12 });
      expect(body.rows).toHaveLength(12);
      for (const n of body.rows) {
        expect(Object.keys(n).sort()).toEqual(['contentIndex', 'createTime', 'id', 'noticeTitle']);
        expect(n.createTime).toMatch(DATE_TIME);
        expect(n.contentIndex.length).toBeGreaterThan(20);
        expect(n.contentIndex).not.toMatch(/[<>]/);
      }
      const titles = body.rows.map((n: { noticeTitle: string }) => n.noticeTitle);
      // The two pinned ones, newest first, then the rest by date.
      expect(titles.slice(0, 2)).toEqual(['恶劣天气航班保障及出行提示', '关于冬春航季航班计划调整的公告']);
      const rest = body.rows.slice(2).map((n: { createTime: string }) => n.createTime);
      expect(rest).toEqual([...rest].sort().reverse());
      expect(body.rows[1].createTime).toBe(`${addDays(chinaToday(), -3)} 10:00:00`);
    });

    it('gives the home block its 4 notices by default, and page 2 the next ones', async () => {
      const first = (await post('/api/v1/notice/list', { channel: 0, pageSize: 4, pageNum: 1 })).json();
      expect(first.rows).toHaveLength(4);
      expect(first.total).toBe(12);
      const byDefault = (await post('/api/v1/notice/list', { channel: 0 })).json();
      expect(byDefault.rows).toEqual(first.rows);
      const second = (await post('/api/v1/notice/list', { channel: 0, pageSize: 4, pageNum: 2 })).json();
      expect(second.rows).toHaveLength(4);
      expect(second.total).toBe(12);
      const ids = new Set([...first.rows, ...second.rows].map((n: { id: number }) => n.id));
      expect(ids.size).toBe(8);
    });

    it('gives the ticker the latest few notices, newest first', async () => {
      const res = await post('/api/v1/notice/ticker', { channel: 0 });
      expect(res.statusCode).toBe(200);
      const { code, data } = res.json();
      expect(code).toBe(200);
      expect(data).toHaveLength(5);
      expect(data[0].noticeTitle).toBe('恶劣天气航班保障及出行提示');
      const times = data.map((n: { createTime: string }) => n.createTime);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('gives a notice with its content', async () => {
      const { rows } = (await post('/api/v1/notice/list', { pageSize: 50 })).json();
      const battery = rows.find((n: { noticeTitle: string }) => n.noticeTitle.includes('锂电池'));
      const res = await post('/api/v1/notice/detail', { id: battery.id });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject(battery);
      expect(data.content).toContain('160Wh');
      expect(data.content).toMatch(/^<p>/);
    });

    it('hides notices of another channel and those not yet due', async () => {
      const inserted = await app.db
        .insert(notices)
        .values([
          {
            title: '仅App渠道公告',
            summary: '仅在App展示',
            content: '<p>App</p>',
            publishedAt: new Date(now().getTime() - DAY),
            channel: 1,
          },
          {
            title: '明日发布的公告',
            summary: '尚未到发布时间',
            content: '<p>明天</p>',
            publishedAt: new Date(now().getTime() + DAY),
          },
        ])
        .returning({ id: notices.id });
      const web = (await post('/api/v1/notice/list', { channel: 0, pageSize: 50 })).json();
      expect(web.total).toBe(12);
      const app1 = (await post('/api/v1/notice/list', { channel: 1 })).json();
      expect(app1.rows.map((n: { noticeTitle: string }) => n.noticeTitle)).toEqual(['仅App渠道公告']);
      const future = await post('/api/v1/notice/detail', { id: inserted[1]!.id });
      expect(future.statusCode).toBe(404);
      clockAfterStart(2 * DAY);
      expect((await post('/api/v1/notice/detail', { id: inserted[1]!.id })).statusCode).toBe(200);
      resetTestClock();
      await app.db.delete(notices).where(sql`${notices.id} IN (${inserted[0]!.id}, ${inserted[1]!.id})`);
    });

    it('answers 404 with the Chinese message for a missing or unpublished notice', async () => {
      expectError(await post('/api/v1/notice/detail', { id: 999999 }), 404, '公告不存在或已下线');
      const [row] = await app.db
        .insert(notices)
        .values({
          title: '草稿',
          summary: '草稿',
          content: '<p>草稿</p>',
          publishedAt: now(),
          published: false,
        })
        .returning({ id: notices.id });
      expectError(await post('/api/v1/notice/detail', { id: row!.id }), 404, '公告不存在或已下线');
      await app.db.delete(notices).where(eq(notices.id, row!.id));
    });
  });

  describe('protocols and announcement', () => {
    it('gives the check-in terms for CI and the member terms for REG', async () => {
      const ci = (await post('/api/v1/protocol/list', { location: 'CI' })).json();
      expect(ci.code).toBe(200);
      expect(ci.data.map((p: { name: string }) => p.name)).toEqual([
        '旅客须知及危险品运输规定',
        '网上值机服务条款',
      ]);
      for (const p of ci.data) {
        expect(Object.keys(p).sort()).toEqual(['content', 'id', 'name']);
        expect((p.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      }
      expect(ci.data[1].content).toContain('45 分钟');
      const reg = (await post('/api/v1/protocol/list', { location: 'REG' })).json();
      expect(reg.data.map((p: { name: string }) => p.name)).toEqual(['锦程航空会员服务协议', '隐私政策']);
      const none = (await post('/api/v1/protocol/list', { location: 'IN' })).json();
      expect(none).toEqual({ code: 200, msg: '成功', data: [] });
    });

    it('gives the home announcement for IN, and null where there is none', async () => {
      const res = await post('/api/v1/announcement', { location: 'IN' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(Object.keys(data).sort()).toEqual(['content', 'id', 'title']);
      expect(data.title).toBe('冬季出行温馨提示');
      expect(data.content).toContain('95071');
      expect((await post('/api/v1/announcement', { location: 'CI' })).json().data).toBeNull();
      clockAfterStart(200 * DAY);
      expect((await post('/api/v1/announcement', { location: 'IN' })).json().data).toBeNull();
    });

    it('shows only an active announcement, the latest started one when windows overlap', async () => {
      const nowMs = now().getTime();
      const [newer, inactive] = await app.db
        .insert(announcements)
        .values([
          {
            location: 'IN',
            title: '春运出行提醒',
            content: '<p>春运</p>',
            startsAt: new Date(nowMs - DAY),
            endsAt: new Date(nowMs + DAY),
          },
          {
            location: 'IN',
            title: '停用的公告',
            content: '<p>停用</p>',
            startsAt: new Date(nowMs - 1000),
            endsAt: new Date(nowMs + DAY),
            active: false,
          },
        ])
        .returning({ id: announcements.id });
      expect((await post('/api/v1/announcement', { location: 'IN' })).json().data.title).toBe('春运出行提醒');
      await app.db.delete(announcements).where(sql`${announcements.id} IN (${newer!.id}, ${inactive!.id})`);
      // A change behind the service's back is seen once the cache checks the version again.
      testClock.advance(STALE_MS);
      expect((await post('/api/v1/announcement', { location: 'IN' })).json().data.title).toBe(
        '冬季出行温馨提示',
      );
      resetTestClock();
    });
  });

  describe('bad input', () => {
    const cases: [string, object, RegExp][] = [
      ['/api/v1/protocol/list', { location: 'XX' }, /^请求内容字段 location：位置参数不正确$/],
      ['/api/v1/announcement', { location: 'XX' }, /位置参数不正确/],
      ['/api/v1/activity/detail', { id: 'abc' }, /^请求内容字段 id：/],
      ['/api/v1/notice/detail', { id: -1 }, /编号不正确/],
      ['/api/v1/activity/list', { pageSize: 0 }, /每页条数需为正整数/],
      ['/api/v1/activity/list', { pageSize: 101 }, /每页最多100条/],
      ['/api/v1/notice/list', { pageSize: 0, pageNum: 1 }, /每页条数需为正整数/],
      ['/api/v1/notice/list', { pageNum: 0 }, /页码需为正整数/],
      ['/api/v1/notice/ticker', { channel: 99 }, /渠道参数不正确/],
    ];
    it.each(cases)('%s %j answers 400 in Chinese', async (url, payload, msg) => {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(msg);
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    });

    it('refuses a detail call without an id', async () => {
      const res = await post('/api/v1/notice/detail', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/^请求内容字段 id：/);
    });
  });

  describe('sanitising rich content', () => {
    it('strips scripts, event handlers and javascript: links from what detail routes serve', async () => {
      // Written straight into the tables, past the service, as a tampered row would be.
      const [notice] = await app.db
        .insert(notices)
        .values({
          title: '测试公告',
          summary: '测试',
          content: MALICIOUS,
          publishedAt: new Date(now().getTime() - 1000),
        })
        .returning({ id: notices.id });
      const [activity] = await app.db
        .insert(activities)
        .values({
          title: '测试活动',
          imagePath: '/images/activities/sanya-winter.webp',
          summary: '测试',
          content: MALICIOUS,
          startDate: '2020-01-01',
          endDate: '2020-01-02',
        })
        .returning({ id: activities.id });
      await app.db
        .insert(protocols)
        .values({ location: 'CI', name: '测试条款', content: MALICIOUS, sort: 99 });

      const servedNotice = (await post('/api/v1/notice/detail', { id: notice!.id })).json().data.content;
      const servedActivity = (await post('/api/v1/activity/detail', { id: activity!.id })).json().data
        .content;
      const servedProtocol = (await post('/api/v1/protocol/list', { location: 'CI' }))
        .json()
        .data.at(-1).content;
      for (const html of [servedNotice, servedActivity, servedProtocol]) {
        expectClean(html);
        // Ordinary formatting and safe links survive.
        expect(html).toContain('<p>正文</p>');
        expect(html).toContain('<img src="/images/x.png" />');
        expect(html).toContain(
          '<a href="https://www.example.com/ok" target="_blank" rel="noopener noreferrer">',
        );
        expect(html).toContain('<a>点我</a>');
      }
    });

    it('sanitises content when it is written, and keeps summaries as plain text', async () => {
      const [created] = await createNotices(app.db, [
        {
          title: '<b>写入</b>测试',
          summary: '摘要<script>alert(1)</script> &amp; 说明',
          content: MALICIOUS,
          publishedAt: new Date(now().getTime() - 1000),
        },
      ]);
      const [stored] = await app.db.select().from(notices).where(eq(notices.id, created!.id));
      expectClean(stored!.content);
      expect(stored!.title).toBe('写入测试');
      expect(stored!.summary).toBe('摘要 & 说明');
    });

    it('keeps the formatting the content uses', () => {
      const html =
        '<h2>标题</h2><h3>小标题</h3><h4>小节</h4><ul><li><strong>粗</strong><em>斜</em></li></ul>' +
        '<ol><li>一</li></ol><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
        '<p>行<br />换行<a href="/ServiceNotice">相对链接</a><a href="http://a.example.com/">http</a></p>' +
        '<img src="https://img.example.com/a.png" alt="图" />';
      expect(sanitizeRichText(html)).toBe(html);
      expect(sanitizeRichText('<img src="http://img.example.com/a.png"><a href="//evil.com">x</a>')).toBe(
        '<a>x</a>',
      );
    });

    it('keeps a hotline or mail link and a new window link without handing it this window', () => {
      expect(sanitizeRichText('<a href="tel:95071">拨打</a><a href="mailto:a@example.com">写信</a>')).toBe(
        '<a href="tel:95071">拨打</a><a href="mailto:a@example.com">写信</a>',
      );
      expect(sanitizeRichText('<a href="https://a.example.com/" target="x" rel="opener">外链</a>')).toBe(
        '<a href="https://a.example.com/" target="_blank" rel="noopener noreferrer">外链</a>',
      );
      expect(sanitizeRichText('<p title="说明" style="color:red" class="x" onclick="f()">段</p>')).toBe(
        '<p title="说明">段</p>',
      );
    });
  });

  describe('seed', () => {
    it('seeds only into empty tables: running it again adds nothing', async () => {
      const before = await countContent(app.db);
      await seedContent(app.db);
      expect(await countContent(app.db)).toEqual(before);
      expect(before).toMatchObject({ banners: 4, openBanners: 1, announcements: 1 });
      expect(before.protocols).toBeGreaterThanOrEqual(4);
    });

    it('has every seeded text filled in and already clean (sanitising it again changes nothing)', async () => {
      const texts = [
        ...(await app.db.select({ t: notices.title, s: notices.summary, c: notices.content }).from(notices)),
        ...(await app.db
          .select({ t: activities.title, s: activities.summary, c: activities.content })
          .from(activities)),
        ...(await app.db
          .select({ t: protocols.name, s: protocols.name, c: protocols.content })
          .from(protocols)),
      ].filter((r) => !r.c.includes('正文'));
      expect(texts.length).toBeGreaterThanOrEqual(24);
      for (const r of texts) {
        expect(`${r.t}${r.s}${r.c}`).not.toMatch(/\{(airline|hotline|code)\}/);
        expect(sanitizeRichText(r.c)).toBe(r.c);
      }
    });

    it('gives an empty ticker and list when there are no notices', async () => {
      await app.db.delete(notices);
      const ticker = await post('/api/v1/notice/ticker', { channel: 0 });
      expect(ticker.statusCode).toBe(200);
      expect(ticker.json()).toEqual({ code: 200, msg: '成功', data: [] });
      expect((await post('/api/v1/notice/list', { channel: 0 })).json()).toEqual({
        code: 200,
        msg: '成功',
        rows: [],
        total: 0,
      });
    });
  });
});
