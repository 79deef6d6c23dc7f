import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  RedirectPayResponse,
  UpgradeApplyRequest,
  UpgradeListRequest,
  UpgradeListResponse,
  UpgradeNoRequest,
  UpgradeRedirectPayRequest,
  UpgradeResponse,
  WxNativePayResponse,
} from '@jc/shared';
import type { Env } from '../../config/env';
import { ok, page } from '../../lib/reply';
import { signedInOnly } from '../../plugins/auth';
import { serverOrigin, type GatewayMethod } from '../../providers/payment';
import type { PayContext } from '../payments/payments.service';
import { applyUpgrade, confirmUpgrade, payUpgrade, upgradeOf, upgradePage } from './upgrades.service';

export interface UpgradeRoutesOptions {
  env: Pick<Env, 'SITE_ORIGIN' | 'AIRLINE_NAME'>;
}

const tags = ['升舱'];
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

/** Upgrades economy → business (docs/after-sales.md); another account's ticket or upgrade answers 404. */
const upgradeRoutes: FastifyPluginAsyncZod<UpgradeRoutesOptions> = async (app, opts) => {
  signedInOnly(app);
  const me = (request: { user: { id: number } | null }) => request.user!.id;
  const context = (): PayContext => ({
    db: app.db,
    gateways: app.payGateways,
    notifyOrigin: serverOrigin(app, opts.env),
    airlineName: opts.env.AIRLINE_NAME,
  });
  const pay = (request: FastifyRequest, method: GatewayMethod, upgradeNo: string, path?: string) =>
    payUpgrade(context(), {
      userId: me(request),
      upgradeNo,
      method,
      returnUrl: `${opts.env.SITE_ORIGIN?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`}${
        path ?? '/upgrades'
      }`,
      clientIp: request.ip,
    });

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

  app.post(
    '/api/v2/ticket/upgrade/pay/wxnative',
    {
      schema: {
        tags,
        summary: '微信扫码支付升舱差价：返回 code_url',
        body: UpgradeNoRequest,
        response: { 200: WxNativePayResponse, ...refused, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const r = await pay(request, 'wxnative', request.body.upgradeNo);
      const { url, ...rest } = r;
      return ok({ ...rest, codeUrl: url });
    },
  );

  for (const method of ['alipay', 'ybpc'] as const)
    app.post(
      `/api/v2/ticket/upgrade/pay/${method}`,
      {
        schema: {
          tags,
          summary: `${method === 'alipay' ? '支付宝' : '银行卡'}收银台支付升舱差价：返回收银台地址，付款后回到 returnPath`,
          body: UpgradeRedirectPayRequest,
          response: { 200: RedirectPayResponse, ...refused, 503: ErrorEnvelope },
        },
      },
      async (request) => {
        const { url, ...rest } = await pay(request, method, request.body.upgradeNo, request.body.returnPath);
        return ok({ ...rest, payUrl: url });
      },
    );

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
