import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeApplyRequest,
  ChangeNoRequest,
  ChangeOptionsRequest,
  ChangeOptionsResponse,
  ChangeRedirectPayRequest,
  ChangeResponse,
  ErrorEnvelope,
  RedirectPayResponse,
  WxNativePayResponse,
} from '@jc/shared';
import type { Env } from '../../config/env';
import { ok } from '../../lib/reply';
import { signedInOnly } from '../../plugins/auth';
import { serverOrigin, type GatewayMethod } from '../../providers/payment';
import type { PayContext } from '../payments/payments.service';
import { applyChange, changeOf, changeOptions, confirmChange, payChange } from './changes.service';

export interface ChangeRoutesOptions {
  env: Pick<Env, 'SITE_ORIGIN' | 'AIRLINE_NAME'>;
}

const tags = ['改期'];
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

/** Voluntary date changes (docs/after-sales.md); another account's ticket or change answers 404. */
const changeRoutes: FastifyPluginAsyncZod<ChangeRoutesOptions> = async (app, opts) => {
  signedInOnly(app);
  const me = (request: { user: { id: number } | null }) => request.user!.id;
  const context = (): PayContext => ({
    db: app.db,
    gateways: app.payGateways,
    notifyOrigin: serverOrigin(app, opts.env),
    airlineName: opts.env.AIRLINE_NAME,
  });
  const pay = (request: FastifyRequest, method: GatewayMethod, changeNo: string, path?: string) =>
    payChange(context(), {
      userId: me(request),
      changeNo,
      method,
      returnUrl: `${opts.env.SITE_ORIGIN?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`}${
        path ?? '/orders'
      }`,
      clientIp: request.ip,
    });

  app.post(
    '/api/v2/order/change/options',
    {
      schema: {
        tags,
        summary: '改期可选航班：同航线同舱位、所选日期范围（默认原航班日期前后3天）内的航班及各自应付金额',
        body: ChangeOptionsRequest,
        response: { 200: ChangeOptionsResponse, ...refused },
      },
    },
    async (request) => ok(await changeOptions(app.db, me(request), request.body)),
  );

  app.post(
    '/api/v2/order/change/apply',
    {
      schema: {
        tags,
        summary:
          '改期报价：改期费（按票价、票价家族与距原航班起飞时间）+ 新票价高出部分（不退低价差），10分钟内有效',
        body: ChangeApplyRequest,
        response: { 200: ChangeResponse, ...refused },
      },
    },
    async (request) => ok(await applyChange(app.db, me(request), request.body)),
  );

  app.post(
    '/api/v2/order/change/pay/wxnative',
    {
      schema: {
        tags,
        summary: '微信扫码支付改期费用：返回 code_url',
        body: ChangeNoRequest,
        response: { 200: WxNativePayResponse, ...refused, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const { url, ...rest } = await pay(request, 'wxnative', request.body.changeNo);
      return ok({ ...rest, codeUrl: url });
    },
  );

  for (const method of ['alipay', 'ybpc'] as const)
    app.post(
      `/api/v2/order/change/pay/${method}`,
      {
        schema: {
          tags,
          summary: `${method === 'alipay' ? '支付宝' : '银行卡'}收银台支付改期费用：返回收银台地址，付款后回到 returnPath`,
          body: ChangeRedirectPayRequest,
          response: { 200: RedirectPayResponse, ...refused, 503: ErrorEnvelope },
        },
      },
      async (request) => {
        const { url, ...rest } = await pay(request, method, request.body.changeNo, request.body.returnPath);
        return ok({ ...rest, payUrl: url });
      },
    );

  app.post(
    '/api/v2/order/change/confirm',
    {
      schema: {
        tags,
        summary: '确认改期：费用已支付（或为0）后在新航班改开客票，原票标记已改期，原座位释放',
        body: ChangeNoRequest,
        response: { 200: ChangeResponse, ...refused },
      },
    },
    async (request) => ok(await confirmChange(app.db, me(request), request.body.changeNo), '改期成功'),
  );

  app.post(
    '/api/v2/order/change/query',
    {
      schema: {
        tags,
        summary: '改期状态',
        body: ChangeNoRequest,
        response: { 200: ChangeResponse, ...refused },
      },
    },
    async (request) => ok(await changeOf(app.db, me(request), request.body.changeNo)),
  );
};

export default changeRoutes;
