import { signedInOnly } from '../../plugins/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorEnvelope,
  OrderNoRequest,
  RedirectPayRequest,
  RedirectPayResponse,
  WxNativePayResponse,
  ZeroPayResponse,
} from '@jc/shared';
import type { Env } from '../../config/env';
import { me } from '../../lib/own-routes';
import { ok } from '../../lib/reply';
import type { GatewayMethod } from '../../providers/payment';
import {
  PAYMENT_REFUND_JOB,
  handleNotification,
  payThroughGateway,
  payZero,
  runRefund,
} from './payments.service';
import { cashierAnswer, payContext, payerOf, qrCodeAnswer } from './pay-context';

export interface PaymentRoutesOptions {
  env: Pick<Env, 'SITE_ORIGIN' | 'AIRLINE_NAME'>;
}

const tags = ['订单支付'];
const refused = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  503: ErrorEnvelope,
};

/**
 * Paying an order (docs/payments.md): a QR code of the messaging app, the wallet's or the bank
 * card's cashier page, or nothing to pay; and the gateways' notifications, which apply a payment.
 * Each pay call takes an Idempotency-Key: a repeat gets the first answer again.
 */
const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const context = () => payContext(app, opts.env);
  app.jobs.define<{ refundId: number }>(PAYMENT_REFUND_JOB, {
    run: ({ payload }) => runRefund(context(), payload.refundId),
  });

  // ------------------------------------------------------------------- the passenger pays
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    signedInOnly(scope);
    const pay = (request: FastifyRequest, method: GatewayMethod, orderNo: string, path?: string) =>
      payThroughGateway(context(), {
        ...payerOf(request, opts.env, method, path ?? `/payResult?orderNo=${encodeURIComponent(orderNo)}`),
        orderNo,
      });

    scope.post(
      '/api/v2/order/pay/wxnative',
      {
        config: { idempotency: 'pay-wxnative' },
        schema: {
          tags,
          summary: '微信扫码支付（Native）：返回 code_url，页面将其绘制为二维码并轮询订单状态',
          body: OrderNoRequest,
          response: { 200: WxNativePayResponse, ...refused },
        },
      },
      async (request) => ok(qrCodeAnswer(await pay(request, 'wxnative', request.body.orderNo))),
    );

    for (const [method, path, summary] of [
      [
        'alipay',
        '/api/v2/order/pay/alipay',
        '支付宝电脑网站支付：返回收银台地址，付款后回到 returnPath（默认 /payResult）',
      ],
      [
        'ybpc',
        '/api/v2/order/pay/ybpc',
        '银行卡收银台支付：返回收银台地址，付款后回到 returnPath（默认 /payResult）',
      ],
    ] as const)
      scope.post(
        path,
        {
          config: { idempotency: `pay-${method}` },
          schema: {
            tags,
            summary,
            body: RedirectPayRequest,
            response: { 200: RedirectPayResponse, ...refused },
          },
        },
        async (request) =>
          ok(cashierAnswer(await pay(request, method, request.body.orderNo, request.body.returnPath))),
      );

    scope.post(
      '/api/v2/order/pay/zero',
      {
        config: { idempotency: 'pay-zero' },
        schema: {
          tags,
          summary: '零元支付：优惠后金额为0的订单直接出票',
          body: OrderNoRequest,
          response: { 200: ZeroPayResponse, ...refused },
        },
      },
      async (request) => ok(await payZero(app.db, me(request), request.body.orderNo), '支付成功，已出票'),
    );
  });

  // ------------------------------------------------------------- the gateways' notifications
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // The raw body, byte for byte: the signature is over it. Only in this scope.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      ['text/xml', 'application/xml', 'application/x-www-form-urlencoded', 'application/json'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/pay/notify/:provider',
      {
        schema: {
          tags,
          summary:
            '支付结果通知（支付网关调用，无需登录）：wxpay 为 XML，应答 <xml><return_code>SUCCESS</return_code>…；alipay 为表单，应答 success；yeepay 为 JSON（x-yop-sign），应答 SUCCESS',
          params: z.object({ provider: z.enum(['wxpay', 'alipay', 'yeepay']) }),
          consumes: ['text/xml', 'application/x-www-form-urlencoded', 'application/json'],
          body: z
            .string()
            .max(64 * 1024)
            .describe('网关签名的原始报文'),
          produces: ['text/xml', 'text/plain'],
          response: {
            200: z.string().describe('成功应答（各网关格式）'),
            400: z
              .union([z.string(), ErrorEnvelope])
              .describe('失败应答（各网关格式）：签名、商户或金额不符；未知网关为 JSON 信封'),
          },
        },
      },
      async (request, reply) => {
        const ack = await handleNotification(context(), request.params.provider, {
          contentType: request.headers['content-type'] ?? '',
          body: request.body,
          headers: request.headers as Record<string, string | undefined>,
        });
        return reply
          .status(ack.statusCode as 200 | 400)
          .type(ack.contentType)
          .send(ack.body);
      },
    );
  });
};

export default paymentRoutes;
