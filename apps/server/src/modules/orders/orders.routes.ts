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
import { ownRoutes, signedInRefusals } from '../../lib/own-routes';
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
const refused = { ...signedInRefusals, 404: ErrorEnvelope };

/** The signed-in account's orders (docs/orders.md); another account's order number answers 404. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<{ orderId: number }>(ORDER_TIMEOUT_JOB, {
    run: ({ payload }) => expireOrder(app.db, payload.orderId),
  });

  // Before body validation, so a visitor is told to log in rather than what is wrong with the request.
  signedInOnly(app);
  const { post, list } = ownRoutes(app, { tags, refused });

  list(
    '/api/v2/order/list',
    {
      summary: '我的订单（按状态筛选，分页，最新在前）',
      body: OrderListRequest,
      response: OrderListResponse,
    },
    (userId, body) => orderPage(app.db, userId, body),
  );

  post(
    '/api/v2/order/detail',
    {
      summary: '订单详情：航段、乘机人（证件号脱敏）、客票、费用明细、状态记录与可进行的操作',
      body: OrderNoRequest,
      response: OrderDetailResponse,
    },
    (userId, body) => orderDetail(app.db, userId, body.orderNo),
  );

  post(
    '/api/v2/order/cancel',
    {
      summary: '取消待支付订单（释放座位、秒杀库存与优惠券）',
      body: OrderNoRequest,
      response: OrderCancelResponse,
      refused: { ...refused, 409: ErrorEnvelope },
      msg: '订单已取消',
    },
    (userId, body) => cancelOrder(app.db, userId, body.orderNo),
  );

  post(
    '/api/v2/order/status',
    { summary: '订单状态（支付页轮询）', body: OrderNoRequest, response: OrderStatusResponse },
    (userId, body) => orderStatus(app.db, userId, body.orderNo),
  );

  post(
    '/api/v2/order/available',
    {
      summary: '订单能否支付、支付截止时间与剩余秒数（以服务器时间为准）',
      body: OrderNoRequest,
      response: OrderAvailableResponse,
    },
    (userId, body) => orderAvailability(app.db, userId, body.orderNo),
  );

  post(
    '/api/v2/getCouponByOrder',
    { summary: '订单使用的优惠券（无则 data 为 null）', body: OrderNoRequest, response: OrderCouponResponse },
    (userId, body) => orderCoupon(app.db, userId, body.orderNo),
  );
};

export default orderRoutes;
