import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorEnvelope, RedirectPayResponse, WxNativePayResponse } from '@jc/shared';
import type { Env } from '../../config/env';
import { ok } from '../../lib/reply';
import type { GatewayMethod } from '../../providers/payment';
import { cashierAnswer, payContext, payerOf, qrCodeAnswer } from '../payments/pay-context';
import type { GatewayPayResult, PayContext } from '../payments/payments.service';
import type { QuotePayInput } from './paid-quote';
import { ownThingRefusals } from '../../lib/own-routes';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What the route plugins of a paid-quote flow (upgrades, date changes) are registered with. */
export interface QuoteRoutesOptions {
  env: Pick<Env, 'SITE_ORIGIN' | 'AIRLINE_NAME'>;
}
// The type provider cannot narrow a body through a generic key: the schemas below validate it.

/**
 * Registers the pay routes of a paid-quote flow (docs/after-sales.md), as the order's are:
 * `<prefix>/wxnative` `{ <key> }` answers the QR code, `<prefix>/alipay` and `<prefix>/ybpc`
 * `{ <key>, returnPath? }` the cashier page, the browser coming back to `returnPath` (else
 * `defaultReturnPath`) on this site.
 */
export function quotePayRoutes<K extends string>(
  app: App,
  env: QuoteRoutesOptions['env'],
  flow: {
    prefix: string;
    tags: string[];
    /** What is paid, in the summaries: 升舱差价, 改期费用. */
    what: string;
    /** The request's field naming the quote: upgradeNo, changeNo. */
    key: K;
    noRequest: z.ZodType<Record<K, string>>;
    redirectRequest: z.ZodType<Record<K, string> & { returnPath?: string | undefined }>;
    defaultReturnPath: string;
    pay(ctx: PayContext, input: QuotePayInput): Promise<GatewayPayResult>;
  },
) {
  const pay = (request: FastifyRequest, method: GatewayMethod, quoteNo: string, path?: string) =>
    flow.pay(payContext(app, env), {
      ...payerOf(request, env, method, path ?? flow.defaultReturnPath),
      quoteNo,
    });
  const { tags } = flow;

  app.post(
    `${flow.prefix}/wxnative`,
    {
      schema: {
        tags,
        summary: `微信扫码支付${flow.what}：返回 code_url`,
        body: flow.noRequest,
        response: { 200: WxNativePayResponse, ...ownThingRefusals, 503: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(qrCodeAnswer(await pay(request, 'wxnative', (request.body as Record<K, string>)[flow.key]))),
  );

  for (const method of ['alipay', 'ybpc'] as const)
    app.post(
      `${flow.prefix}/${method}`,
      {
        schema: {
          tags,
          summary: `${method === 'alipay' ? '支付宝' : '银行卡'}收银台支付${flow.what}：返回收银台地址，付款后回到 returnPath`,
          body: flow.redirectRequest,
          response: { 200: RedirectPayResponse, ...ownThingRefusals, 503: ErrorEnvelope },
        },
      },
      async (request) => {
        const body = request.body as Record<K, string> & { returnPath?: string };
        return ok(cashierAnswer(await pay(request, method, body[flow.key], body.returnPath)));
      },
    );
}
