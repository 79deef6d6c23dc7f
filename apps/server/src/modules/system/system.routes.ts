import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  EmptyRequest,
  ErrorEnvelope,
  HealthResponse,
  ReadinessResponse,
  SiteConfigResponse,
} from '@jc/shared';
import { memoKey } from '../../lib/memo-cache';
import { CACHED_JSON_ROUTE, sendCachedJson } from '../../plugins/home-cache';
import { ok } from '../../lib/reply';
import { checkReadiness, liveness, siteConfig } from './system.service';

/** The airline's identity as `GET /api/v1/site/config` answers it, from the home page cache. */
export const cachedSiteConfig = (app: FastifyInstance) =>
  app.homeCache.get(memoKey('site/config data'), () => siteConfig(app.database));

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['系统'],
        summary: '存活检查（不访问数据库）',
        querystring: EmptyRequest,
        response: { 200: HealthResponse },
      },
    },
    async () => ok(liveness()),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['系统'],
        summary: '就绪检查（含数据库）：数据库不可用时为 503',
        querystring: EmptyRequest,
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkReadiness(app.database);
      return reply.status(health.database.ok ? 200 : 503).send({
        ...ok(health),
        code: health.database.ok ? 200 : 503,
        msg: health.database.ok ? '成功' : '数据库不可用',
      });
    },
  );

  app.get(
    '/api/v1/site/config',
    {
      ...CACHED_JSON_ROUTE,
      schema: {
        tags: ['系统'],
        summary: '航空公司信息（名称、代码、客服热线、品牌色）',
        querystring: EmptyRequest,
        response: { 200: SiteConfigResponse, 500: ErrorEnvelope },
      },
    },
    (request, reply) =>
      sendCachedJson(app, request, reply, memoKey('site/config'), SiteConfigResponse, async () =>
        ok(await cachedSiteConfig(app)),
      ),
  );
};

export default systemRoutes;
