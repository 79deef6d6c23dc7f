import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  UpgradeApplyRequest,
  UpgradeListRequest,
  UpgradeListResponse,
  UpgradeNoRequest,
  UpgradeRedirectPayRequest,
  UpgradeResponse,
} from '@jc/shared';
import type { Env } from '../../config/env';
import { ok, page } from '../../lib/reply';
import { signedInOnly } from '../../plugins/auth';
import { me, quotePayRoutes, refused } from './paid-quote.routes';
import { applyUpgrade, confirmUpgrade, payUpgrade, upgradeOf, upgradePage } from './upgrades.service';

export interface UpgradeRoutesOptions {
  env: Pick<Env, 'SITE_ORIGIN' | 'AIRLINE_NAME'>;
}

const tags = ['升舱'];

/** Upgrades economy → business (docs/after-sales.md); another account's ticket or upgrade answers 404. */
const upgradeRoutes: FastifyPluginAsyncZod<UpgradeRoutesOptions> = async (app, opts) => {
  signedInOnly(app);

  app.post(
    '/api/v2/ticket/upgrade/apply',
    {
      schema: {
        tags,
        summary: '升舱报价：同一航班经济舱升公务舱，差价=公务舱票价−已付票价（不低于0），10分钟内有效',
        body: UpgradeApplyRequest,
        response: { 200: UpgradeResponse, ...refused },
      },
    },
    async (request) => ok(await applyUpgrade(app.db, me(request), request.body.ticketNo)),
  );

  quotePayRoutes(app, opts.env, {
    prefix: '/api/v2/ticket/upgrade/pay',
    tags,
    what: '升舱差价',
    key: 'upgradeNo',
    noRequest: UpgradeNoRequest,
    redirectRequest: UpgradeRedirectPayRequest,
    defaultReturnPath: '/upgrades',
    pay: payUpgrade,
  });

  app.post(
    '/api/v2/ticket/upgrade/confirm',
    {
      schema: {
        tags,
        summary: '确认升舱：差价已支付（或为0）后改开公务舱客票，原票标记已升舱',
        body: UpgradeNoRequest,
        response: { 200: UpgradeResponse, ...refused },
      },
    },
    async (request) => ok(await confirmUpgrade(app.db, me(request), request.body.upgradeNo), '升舱成功'),
  );

  app.post(
    '/api/v2/ticket/upgrade/query',
    {
      schema: {
        tags,
        summary: '升舱状态',
        body: UpgradeNoRequest,
        response: { 200: UpgradeResponse, ...refused },
      },
    },
    async (request) => ok(await upgradeOf(app.db, me(request), request.body.upgradeNo)),
  );

  app.post(
    '/api/v2/upgrade/list',
    {
      schema: {
        tags,
        summary: '我的升舱（最新在前，分页）',
        body: UpgradeListRequest,
        response: { 200: UpgradeListResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const { rows, total } = await upgradePage(app.db, me(request), request.body);
      return page(rows, total);
    },
  );
};

export default upgradeRoutes;
