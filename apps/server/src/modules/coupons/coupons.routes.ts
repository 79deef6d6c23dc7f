import { signedInOnly } from '../../plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClaimCouponsRequest,
  ClaimCouponsResponse,
  ErrorEnvelope,
  MyCouponsRequest,
  MyCouponsResponse,
  WaitingCouponsRequest,
  WaitingCouponsResponse,
} from '@jc/shared';
import { ok, page } from '../../lib/reply';
import { CouponMessages, claimCoupons, myCoupons, waitingCoupons } from './coupons.service';

const tags = ['会员优惠券'];
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope };

/** The signed-in account's coupons: offered (waiting), claimed, and the list by state. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation, so a visitor is told to log in rather than what is wrong with the request.
  signedInOnly(app);
  const me = (request: { user: { id: number } | null }) => request.user!.id;

  app.post(
    '/api/v1/coupon/waiting',
    {
      schema: {
        tags,
        summary: '待领取的优惠券（会员生日月自动发放生日券，每年一次）',
        body: WaitingCouponsRequest,
        response: { 200: WaitingCouponsResponse, ...refused },
      },
    },
    async (request) => ok(await waitingCoupons(app.db, me(request))),
  );

  app.post(
    '/api/v1/coupon/claim',
    {
      schema: {
        tags,
        summary: '领取优惠券（均不可领取时 code 101：优惠券已领取或已领完）',
        body: ClaimCouponsRequest,
        response: { 200: ClaimCouponsResponse, ...refused, 409: ErrorEnvelope },
      },
    },
    async (request) => ok(await claimCoupons(app.db, me(request), request.body.ids), CouponMessages.claimed),
  );

  app.post(
    '/api/v1/coupon/mine',
    {
      schema: {
        tags,
        summary: '我的优惠券（未使用、已使用、已过期）',
        body: MyCouponsRequest,
        response: { 200: MyCouponsResponse, ...refused },
      },
    },
    async (request) => {
      const { rows, total } = await myCoupons(app.db, me(request), request.body);
      return page(rows, total);
    },
  );
};

export default couponRoutes;
