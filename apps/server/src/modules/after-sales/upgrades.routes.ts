import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UpgradeApplyRequest,
  UpgradeListRequest,
  UpgradeListResponse,
  UpgradeNoRequest,
  UpgradeRedirectPayRequest,
  UpgradeResponse,
} from '@jc/shared';
import { ownRoutes, ownThingRefusals } from '../../lib/own-routes';
import { signedInOnly } from '../../plugins/auth';
import { quotePayRoutes, type QuoteRoutesOptions } from './paid-quote.routes';
import { applyUpgrade, confirmUpgrade, payUpgrade, upgradeOf, upgradePage } from './upgrades.service';

const tags = ['升舱'];

/** Upgrades economy → business (docs/after-sales.md); another account's ticket or upgrade answers 404. */
const upgradeRoutes: FastifyPluginAsyncZod<QuoteRoutesOptions> = async (app, opts) => {
  signedInOnly(app);
  const { post, list } = ownRoutes(app, { tags, refused: ownThingRefusals });

  post(
    '/api/v2/ticket/upgrade/apply',
    {
      summary: '升舱报价：同一航班经济舱升公务舱，差价=公务舱票价−已付票价（不低于0），10分钟内有效',
      body: UpgradeApplyRequest,
      response: UpgradeResponse,
    },
    (userId, body) => applyUpgrade(app.db, userId, body.ticketNo),
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

  post(
    '/api/v2/ticket/upgrade/confirm',
    {
      summary: '确认升舱：差价已支付（或为0）后改开公务舱客票，原票标记已升舱',
      body: UpgradeNoRequest,
      response: UpgradeResponse,
      msg: '升舱成功',
    },
    (userId, body) => confirmUpgrade(app.db, userId, body.upgradeNo),
  );

  post(
    '/api/v2/ticket/upgrade/query',
    { summary: '升舱状态', body: UpgradeNoRequest, response: UpgradeResponse },
    (userId, body) => upgradeOf(app.db, userId, body.upgradeNo),
  );

  list(
    '/api/v2/upgrade/list',
    { summary: '我的升舱（最新在前，分页）', body: UpgradeListRequest, response: UpgradeListResponse },
    (userId, body) => upgradePage(app.db, userId, body),
  );
};

export default upgradeRoutes;
