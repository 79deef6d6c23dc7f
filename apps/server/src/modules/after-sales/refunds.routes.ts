import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccidentRefundCheckResponse,
  ErrorEnvelope,
  OrderNoRequest,
  RefundApplyRequest,
  RefundApplyResponse,
  RefundConfirmRequest,
  RefundDetailResponse,
  RefundListRequest,
  RefundListResponse,
  RefundNoRequest,
} from '@jc/shared';
import { ok, page } from '../../lib/reply';
import { signedInOnly } from '../../plugins/auth';
import { checkAccidentRefund } from './accident-refunds.service';
import { applyRefund, confirmRefund, refundDetail, refundPage } from './refunds.service';

const tags = ['退票'];
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

/** Voluntary refunds (docs/after-sales.md); another account's order or refund answers 404. */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const me = (request: { user: { id: number } | null }) => request.user!.id;

  app.post(
    '/api/v2/order/refund/apply',
    {
      schema: {
        tags,
        summary: '退票报价：所选客票的票款、退票费、税费、优惠券分摊与保险，10分钟内有效',
        body: RefundApplyRequest,
        response: { 200: RefundApplyResponse, ...refused },
      },
    },
    async (request) => ok(await applyRefund(app.db, me(request), request.body)),
  );

  app.post(
    '/api/v2/order/refund/confirm',
    {
      schema: {
        tags,
        summary: '确认退票：按最新且未过期的报价退票，款项原路退回',
        body: RefundConfirmRequest,
        response: { 200: RefundDetailResponse, ...refused },
      },
    },
    async (request) => ok(await confirmRefund(app.db, me(request), request.body.quoteNo), '退票申请已提交'),
  );

  app.post(
    '/api/v2/refund/list',
    {
      schema: {
        tags,
        summary: '我的退票（最新在前，分页）',
        body: RefundListRequest,
        response: { 200: RefundListResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const { rows, total } = await refundPage(app.db, me(request), request.body);
      return page(rows, total);
    },
  );

  app.post(
    '/api/v2/refund/detail',
    {
      schema: {
        tags,
        summary: '退票详情与进度',
        body: RefundNoRequest,
        response: { 200: RefundDetailResponse, ...refused },
      },
    },
    async (request) => ok(await refundDetail(app.db, me(request), request.body.refundNo)),
  );

  app.post(
    '/api/v2/accidentRefund/check',
    {
      schema: {
        tags,
        summary: '非自愿退票资格：航班取消或延误2小时以上可直接全额退票，因病或亲属亡故需证明材料',
        body: OrderNoRequest,
        response: { 200: AccidentRefundCheckResponse, ...refused },
      },
    },
    async (request) => ok(await checkAccidentRefund(app.db, me(request), request.body.orderNo)),
  );
};

export default refundRoutes;
