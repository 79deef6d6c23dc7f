import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ActivityDetailRequest,
  ActivityDetailResponse,
  ActivityListRequest,
  ActivityListResponse,
  AnnouncementRequest,
  AnnouncementResponse,
  BannerListResponse,
  EmptyRequest,
  ErrorEnvelope,
  NoticeDetailRequest,
  NoticeDetailResponse,
  NoticeListRequest,
  NoticeListResponse,
  NoticeTickerRequest,
  NoticeTickerResponse,
  OpenBannerResponse,
  ProtocolListRequest,
  ProtocolListResponse,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { memoKey } from '../../lib/memo-cache';
import { CACHED_JSON_ROUTE, sendCachedJson } from '../../plugins/home-cache';
import { ok, page } from '../../lib/reply';
import {
  activityDetail,
  activityPage,
  bannerList,
  currentAnnouncement,
  currentOpenBanner,
  noticeDetail,
  noticePage,
  noticeTicker,
  protocolList,
} from './content.service';

const tags = ['首页内容'];

/** A read-only content call: its schema, whether it can answer 404, and how it is computed. */
interface ContentCall<B extends z.ZodTypeAny> {
  path: string;
  summary: string;
  body: B;
  response: z.ZodTypeAny;
  notFound?: boolean;
  /** The answer depends on the time (publication windows): kept one second at most. */
  timed?: boolean;
  /** Answers a page envelope (rows and total) rather than `data`. */
  paged?: boolean;
  answer: (db: Db, body: z.infer<B>) => Promise<unknown>;
}

const call = <B extends z.ZodTypeAny>(c: ContentCall<B>) => c as ContentCall<z.ZodTypeAny>;

const bannerListCall = call({
  path: '/api/v1/banner/list',
  summary: '首页轮播图（已发布，按排序）',
  body: EmptyRequest.nullish(),
  response: BannerListResponse,
  answer: (db) => bannerList(db),
});

const noticeTickerCall = call({
  path: '/api/v1/notice/ticker',
  summary: '首页滚动公告（最新几条；无公告时为空列表）',
  body: NoticeTickerRequest,
  response: NoticeTickerResponse,
  timed: true,
  answer: (db, body) => noticeTicker(db, body.channel),
});

const calls = [
  bannerListCall,
  call({
    path: '/api/v1/banner/open',
    summary: '开屏活动弹窗与关闭后的悬浮缩略图（无则 data 为 null）',
    body: EmptyRequest.nullish(),
    response: OpenBannerResponse,
    timed: true,
    answer: (db) => currentOpenBanner(db),
  }),
  call({
    path: '/api/v1/activity/list',
    summary: '主题活动列表（已发布，最新在前）',
    body: ActivityListRequest,
    response: ActivityListResponse,
    paged: true,
    answer: (db, body) => activityPage(db, body),
  }),
  call({
    path: '/api/v1/activity/detail',
    summary: '主题活动详情',
    body: ActivityDetailRequest,
    response: ActivityDetailResponse,
    notFound: true,
    answer: (db, body) => activityDetail(db, body.id),
  }),
  noticeTickerCall,
  call({
    path: '/api/v1/notice/list',
    summary: '服务公告列表（置顶在前，其余最新在前）',
    body: NoticeListRequest,
    response: NoticeListResponse,
    timed: true,
    paged: true,
    answer: (db, body) => noticePage(db, body),
  }),
  call({
    path: '/api/v1/notice/detail',
    summary: '服务公告详情',
    body: NoticeDetailRequest,
    response: NoticeDetailResponse,
    notFound: true,
    timed: true,
    answer: (db, body) => noticeDetail(db, body.id),
  }),
  call({
    path: '/api/v1/protocol/list',
    summary: '协议条款（CI 值机条款，REG 会员条款）',
    body: ProtocolListRequest,
    response: ProtocolListResponse,
    answer: (db, body) => protocolList(db, body.location),
  }),
  call({
    path: '/api/v1/announcement',
    summary: '弹窗公告（IN 为首页；当前有效的一条，无则 data 为 null）',
    body: AnnouncementRequest,
    response: AnnouncementResponse,
    timed: true,
    answer: (db, body) => currentAnnouncement(db, body.location),
  }),
];

/** A call's answer from the home page cache, computed on a miss. */
const cachedAnswer = (app: FastifyInstance, c: ContentCall<z.ZodTypeAny>, body: unknown) =>
  app.homeCache.get(memoKey(c.path, body ?? undefined), () => c.answer(app.db, body), { timed: c.timed });

/** The banner list as `POST /api/v1/banner/list` answers it, from the same cache entry. */
export const cachedBanners = async (app: FastifyInstance) =>
  BannerListResponse.shape.data.parse(await cachedAnswer(app, bannerListCall, undefined));

/** The home page ticker's notices as `POST /api/v1/notice/ticker` answers the web site (channel 0). */
export const cachedNoticeTicker = async (app: FastifyInstance) =>
  NoticeTickerResponse.shape.data.parse(await cachedAnswer(app, noticeTickerCall, { channel: 0 }));

/**
 * The home page's content: banners, open-screen banner, activities, notices, terms, announcement.
 * Answers come from memory (docs/ARCHITECTURE.md, "Home page cache").
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const c of calls)
    app.post(
      c.path,
      {
        ...CACHED_JSON_ROUTE,
        schema: {
          tags,
          summary: c.summary,
          body: c.body,
          response: { 200: c.response, 400: ErrorEnvelope, ...(c.notFound ? { 404: ErrorEnvelope } : {}) },
        },
      },
      (request, reply) =>
        sendCachedJson(
          app,
          request,
          reply,
          memoKey(c.path, request.body ?? undefined),
          c.response,
          async () => {
            const value = await cachedAnswer(app, c, request.body);
            return c.paged ? page(value as { rows: unknown[]; total: number }) : ok(value);
          },
          { timed: c.timed },
        ),
    );
};

export default contentRoutes;
