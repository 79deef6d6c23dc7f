import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { memoKey } from '../../lib/memo-cache';
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

/** The home page's content: banners, open-screen banner, activities, notices, terms, announcement. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers come from memory (docs/ARCHITECTURE.md, "Home page cache"); `timed` ones depend on the time.
  const memo = <T>(route: string, params: unknown, compute: () => Promise<T>, timed = false) =>
    app.homeCache.get(memoKey(route, params), compute, { timed });

  app.post(
    '/api/v1/banner/list',
    {
      schema: {
        tags,
        summary: '首页轮播图（已发布，按排序）',
        body: EmptyRequest.nullish(),
        response: { 200: BannerListResponse, 400: ErrorEnvelope },
      },
    },
    async () => ok(await memo('banner/list', undefined, () => bannerList(app.db))),
  );

  app.post(
    '/api/v1/banner/open',
    {
      schema: {
        tags,
        summary: '开屏活动弹窗与关闭后的悬浮缩略图（无则 data 为 null）',
        body: EmptyRequest.nullish(),
        response: { 200: OpenBannerResponse, 400: ErrorEnvelope },
      },
    },
    async () => ok(await memo('banner/open', undefined, () => currentOpenBanner(app.db), true)),
  );

  app.post(
    '/api/v1/activity/list',
    {
      schema: {
        tags,
        summary: '主题活动列表（已发布，最新在前）',
        body: ActivityListRequest,
        response: { 200: ActivityListResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { rows, total } = await memo('activity/list', request.body, () =>
        activityPage(app.db, request.body),
      );
      return page(rows, total);
    },
  );

  app.post(
    '/api/v1/activity/detail',
    {
      schema: {
        tags,
        summary: '主题活动详情',
        body: ActivityDetailRequest,
        response: { 200: ActivityDetailResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(await memo('activity/detail', request.body.id, () => activityDetail(app.db, request.body.id))),
  );

  app.post(
    '/api/v1/notice/ticker',
    {
      schema: {
        tags,
        summary: '首页滚动公告（最新几条；无公告时为空列表）',
        body: NoticeTickerRequest,
        response: { 200: NoticeTickerResponse, 400: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await memo(
          'notice/ticker',
          request.body.channel,
          () => noticeTicker(app.db, request.body.channel),
          true,
        ),
      ),
  );

  app.post(
    '/api/v1/notice/list',
    {
      schema: {
        tags,
        summary: '服务公告列表（置顶在前，其余最新在前）',
        body: NoticeListRequest,
        response: { 200: NoticeListResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { rows, total } = await memo(
        'notice/list',
        request.body,
        () => noticePage(app.db, request.body),
        true,
      );
      return page(rows, total);
    },
  );

  app.post(
    '/api/v1/notice/detail',
    {
      schema: {
        tags,
        summary: '服务公告详情',
        body: NoticeDetailRequest,
        response: { 200: NoticeDetailResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(await memo('notice/detail', request.body.id, () => noticeDetail(app.db, request.body.id), true)),
  );

  app.post(
    '/api/v1/protocol/list',
    {
      schema: {
        tags,
        summary: '协议条款（CI 值机条款，REG 会员条款）',
        body: ProtocolListRequest,
        response: { 200: ProtocolListResponse, 400: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await memo('protocol/list', request.body.location, () => protocolList(app.db, request.body.location)),
      ),
  );

  app.post(
    '/api/v1/announcement',
    {
      schema: {
        tags,
        summary: '弹窗公告（IN 为首页；当前有效的一条，无则 data 为 null）',
        body: AnnouncementRequest,
        response: { 200: AnnouncementResponse, 400: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await memo(
          'announcement',
          request.body.location,
          () => currentAnnouncement(app.db, request.body.location),
          true,
        ),
      ),
  );
};

export default contentRoutes;
