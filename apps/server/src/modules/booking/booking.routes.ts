import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyRequest,
  ErrorEnvelope,
  InsuranceListResponse,
  MealQueryRequest,
  MealQueryResponse,
  TicketAppointmentRequest,
  TicketAppointmentResponse,
  TicketApplyRequest,
  TicketApplyResponse,
  UsableCouponsRequest,
  UsableCouponsResponse,
} from '@jc/shared';
import { signedInRefusals } from '../../lib/own-routes';
import { ok } from '../../lib/reply';
import { applySelection, placeOrder, usableCoupons } from './booking.service';
import { insuranceList, mealQuery } from './products.service';

const tags = ['预订'];

/** Booking (docs/orders.md): re-pricing, placing the order, and what is sold beside a ticket. */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/ticket/apply',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: '预订前按数据库重新计价，返回能否出售及原因、航段、运价品牌规则与各类旅客价格（分）',
        body: TicketApplyRequest,
        response: { 200: TicketApplyResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => ok(await applySelection(app.db, request.user?.id ?? null, request.body)),
  );

  app.post(
    '/api/v2/ticket/appointment',
    {
      onRequest: app.authenticate,
      config: { idempotency: 'appointment' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          '提交订单：一个事务内重新计价、占座并生成待支付订单（30分钟内支付）；支持 Idempotency-Key 请求头',
        body: TicketAppointmentRequest,
        response: {
          200: TicketAppointmentResponse,
          ...signedInRefusals,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
        },
      },
    },
    async (request) => ok(await placeOrder(app.db, request.user!.id, request.body), '订单已提交'),
  );

  app.post(
    '/api/v1/insure/config/list',
    {
      schema: {
        tags,
        summary: '航空保险产品（每位乘机人每航段的价格、保障与条款）',
        body: EmptyRequest.nullish(),
        response: { 200: InsuranceListResponse, 400: ErrorEnvelope },
      },
    },
    async () => ok(await insuranceList(app.db)),
  );

  app.post(
    '/api/v2/meal/query',
    {
      schema: {
        tags,
        summary: '航班可预订餐食：经济舱90分钟及以上航班付费餐食，公务舱免费餐食',
        body: MealQueryRequest,
        response: { 200: MealQueryResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await mealQuery(app.db, request.body)),
  );

  app.post(
    '/api/v2/getOrderUseableCoupons',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: '本次预订可用的优惠券（可用在前，按优惠金额排序；不可用的附原因）',
        body: UsableCouponsRequest,
        response: { 200: UsableCouponsResponse, ...signedInRefusals },
      },
    },
    async (request) => ok(await usableCoupons(app.db, request.user!.id, request.body)),
  );
};

export default bookingRoutes;
