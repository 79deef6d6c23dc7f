import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  FlashSaleRoutesRequest,
  FlashSaleRoutesResponse,
  FlashSaleSubjectsRequest,
  FlashSaleSubjectsResponse,
} from '@jc/shared';
import { ok } from '../../lib/reply';
import { flashSaleRoutes, flashSaleSubjects } from './flash-sales.service';

const tags = ['秒杀'];

/** Flash sales (docs/rules.md, /v1/sk/...): the campaigns and their routes; buying comes with booking. */
const flashSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/sk/subjects',
    {
      schema: {
        tags,
        summary: '秒杀活动列表：默认返回进行中和即将开始的活动，附服务器时间供倒计时',
        body: FlashSaleSubjectsRequest.nullish(),
        response: { 200: FlashSaleSubjectsResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => ok(await flashSaleSubjects(app.db, request.body?.state)),
  );

  app.post(
    '/api/v1/sk/routes',
    {
      // Optional login: a signed-in passenger also sees how many seats they already took.
      preHandler: app.identify,
      schema: {
        tags,
        summary: '秒杀活动的航线：秒杀价、原价、折扣、剩余库存、每人限购及当前用户已抢张数',
        body: FlashSaleRoutesRequest,
        response: { 200: FlashSaleRoutesResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await flashSaleRoutes(app.db, request.body.subjectId, request.user?.id ?? null)),
  );
};

export default flashSalesRoutes;
