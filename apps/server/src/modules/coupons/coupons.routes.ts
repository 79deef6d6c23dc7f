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
import { ownRoutes, signedInRefusals } from '../../lib/own-routes';
import { CouponMessages, claimCoupons, myCoupons, waitingCoupons } from './coupons.service';

const tags = ['会员优惠券'];

/** The signed-in account's coupons: offered (waiting), claimed, and the list by state. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation, so a visitor is told to log in rather than what is wrong with the request.
  signedInOnly(app);
  const { post, list } = ownRoutes(app, { tags });

  post(
    '/api/v1/coupon/waiting',
    {
      summary: '待领取的优惠券（会员生日月自动发放生日券，每年一次）',
      body: WaitingCouponsRequest,
      response: WaitingCouponsResponse,
    },
    (userId) => waitingCoupons(app.db, userId),
  );

  post(
    '/api/v1/coupon/claim',
    {
      summary: '领取优惠券（均不可领取时 code 101：优惠券已领取或已领完）',
      body: ClaimCouponsRequest,
      response: ClaimCouponsResponse,
      refused: { ...signedInRefusals, 409: ErrorEnvelope },
      msg: CouponMessages.claimed,
    },
    (userId, body) => claimCoupons(app.db, userId, body.ids),
  );

  list(
    '/api/v1/coupon/mine',
    { summary: '我的优惠券（未使用、已使用、已过期）', body: MyCouponsRequest, response: MyCouponsResponse },
    (userId, body) => myCoupons(app.db, userId, body),
  );
};

export default couponRoutes;
