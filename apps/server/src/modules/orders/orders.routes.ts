import { signedInOnly } from '../../plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  OrderAvailableResponse,
  OrderCancelResponse,
  OrderCouponResponse,
  OrderDetailResponse,
  OrderListRequest,
  OrderListResponse,
  OrderNoRequest,
  OrderStatusResponse,
} from '@jc/shared';
import { ok, page } from '../../lib/reply';
import {
  ORDER_TIMEOUT_JOB,
  cancelOrder,
  expireOrder,
  orderAvailability,
  orderCoupon,
  orderDetail,
  orderPage,
  orderStatus,
} from './orders.service';

const tags = ['订单'];
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };

/** The signed-in account's orders (docs/orders.md); another account's order number answers 404. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<{ orderId: number }>(ORDER_TIMEOUT_JOB, {
    run: ({ payload }) => expireOrder(app.db, payload.orderId),
  });

  // Before body validation, so a visitor is told to log in rather than what is wrong with the request.
  signedInOnly(app);
  const me = (request: { user: { id: number } | null }) => request.user!.id;

  app.post(
    '/api/v2/order/list',
    {
      schema: {
        tags,
        summary: '我的订单（按状态筛选，分页，最新在前）',
        body: OrderListRequest,
        response: { 200: OrderListResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const { rows, total } = await orderPage(app.db, me(request), request.body);
      return page(rows, total);
    },
  );

  app.post(
    '/api/v2/order/detail',
    {
      schema: {
        tags,
        summary: '订单详情：航段、乘机人（证件号脱敏）、客票、费用明细、状态记录与可进行的操作',
        body: OrderNoRequest,
        response: { 200: OrderDetailResponse, ...refused },
      },
    },
    async (request) => ok(await orderDetail(app.db, me(request), request.body.orderNo)),
  );

  app.post(
    '/api/v2/order/cancel',
    {
      schema: {
        tags,
        summary: '取消待支付订单（释放座位、秒杀库存与优惠券）',
        body: OrderNoRequest,
        response: { 200: OrderCancelResponse, ...refused, 409: ErrorEnvelope },
      },
    },
    async (request) => ok(await cancelOrder(app.db, me(request), request.body.orderNo), '订单已取消'),
  );

  app.post(
    '/api/v2/order/status',
    {
      schema: {
        tags,
        summary: '订单状态（支付页轮询）',
        body: OrderNoRequest,
        response: { 200: OrderStatusResponse, ...refused },
      },
    },
    async (request) => ok(await orderStatus(app.db, me(request), request.body.orderNo)),
  );

  app.post(
    '/api/v2/order/available',
    {
      schema: {
        tags,
        summary: '订单能否支付、支付截止时间与剩余秒数（以服务器时间为准）',
        body: OrderNoRequest,
        response: { 200: OrderAvailableResponse, ...refused },
      },
    },
    async (request) => ok(await orderAvailability(app.db, me(request), request.body.orderNo)),
  );

  app.post(
    '/api/v2/getCouponByOrder',
    {
      schema: {
        tags,
        summary: '订单使用的优惠券（无则 data 为 null）',
        body: OrderNoRequest,
        response: { 200: OrderCouponResponse, ...refused },
      },
    },
    async (request) => ok(await orderCoupon(app.db, me(request), request.body.orderNo)),
  );
};

export default orderRoutes;
