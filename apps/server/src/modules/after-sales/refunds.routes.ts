import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccidentRefundCheckResponse,
  OrderNoRequest,
  RefundApplyRequest,
  RefundApplyResponse,
  RefundConfirmRequest,
  RefundDetailResponse,
  RefundListRequest,
  RefundListResponse,
  RefundNoRequest,
} from '@jc/shared';
import { ownRoutes, ownThingRefusals } from '../../lib/own-routes';
import { signedInOnly } from '../../plugins/auth';
import { checkAccidentRefund } from './accident-refunds.service';
import { applyRefund, confirmRefund, refundDetail, refundPage } from './refunds.service';

const tags = ['退票'];

/** Voluntary refunds (docs/after-sales.md); another account's order or refund answers 404. */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const { post, list } = ownRoutes(app, { tags, refused: ownThingRefusals });

  post(
    '/api/v2/order/refund/apply',
    {
      summary: '退票报价：所选客票的票款、退票费、税费、优惠券分摊与保险，10分钟内有效',
      body: RefundApplyRequest,
      response: RefundApplyResponse,
    },
    (userId, body) => applyRefund(app.db, userId, body),
  );

  post(
    '/api/v2/order/refund/confirm',
    {
      summary: '确认退票：按最新且未过期的报价退票，款项原路退回',
      body: RefundConfirmRequest,
      response: RefundDetailResponse,
      msg: '退票申请已提交',
    },
    (userId, body) => confirmRefund(app.db, userId, body.quoteNo),
  );

  list(
    '/api/v2/refund/list',
    { summary: '我的退票（最新在前，分页）', body: RefundListRequest, response: RefundListResponse },
    (userId, body) => refundPage(app.db, userId, body),
  );

  post(
    '/api/v2/refund/detail',
    { summary: '退票详情与进度', body: RefundNoRequest, response: RefundDetailResponse },
    (userId, body) => refundDetail(app.db, userId, body.refundNo),
  );

  post(
    '/api/v2/accidentRefund/check',
    {
      summary: '非自愿退票资格：航班取消或延误2小时以上可直接全额退票，因病或亲属亡故需证明材料',
      body: OrderNoRequest,
      response: AccidentRefundCheckResponse,
    },
    (userId, body) => checkAccidentRefund(app.db, userId, body.orderNo),
  );
};

export default refundRoutes;
