import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DelayQueryRequest,
  DelayQueryResponse,
  DelaySendMailRequest,
  DelayVerifyRequest,
  DelayVerifyResponse,
  ErrorEnvelope,
  TicketSendMailRequest,
  TicketVerifyRequest,
  TicketVerifyResponse,
  TripDocumentMessages,
  TripMailResponse,
} from '@jc/shared';
import { ok } from '../../lib/reply';
import { queryDelay, sendDelayCertificate, verifyDelayCertificate } from './delay-certificates.service';
import { sendTicketItinerary, verifyTicket } from './ticket-verification.service';

const refusals = { 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope } as const;

/** Delay certificates and ticket verification (docs/trip-services.md): open to anyone who knows the ticket. */
const tripDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/flight/delay/query',
    {
      schema: {
        tags: ['航班延误证明'],
        summary: '查询旅客所乘航班的延误或取消情况（延误30分钟以上且已起飞，或已取消）',
        body: DelayQueryRequest,
        response: { 200: DelayQueryResponse, ...refusals },
      },
    },
    async (request) => ok(await queryDelay(app.db, request.body)),
  );

  app.post(
    '/api/v1/flight/delay/sendMail',
    {
      schema: {
        tags: ['航班延误证明'],
        summary: '开具延误证明（PDF，含验证码及二维码）并发送至邮箱',
        body: DelaySendMailRequest,
        response: { 200: TripMailResponse, ...refusals, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const { pdf: _pdf, ...sent } = await sendDelayCertificate(app.db, app.mail, request.body, request.ip);
      return ok(sent, TripDocumentMessages.delayMailSent);
    },
  );

  app.post(
    '/api/v1/flight/delay/verify',
    {
      schema: {
        tags: ['航班延误证明'],
        summary: '凭验证码核验延误证明，返回证明所载内容',
        body: DelayVerifyRequest,
        response: { 200: DelayVerifyResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await verifyDelayCertificate(app.db, request.body.verifyCode)),
  );

  app.post(
    '/api/v1/ticket/verify/query',
    {
      schema: {
        tags: ['客票验真'],
        summary: '凭票号与旅客姓名核验客票真伪，返回客票状态及航程',
        body: TicketVerifyRequest,
        response: { 200: TicketVerifyResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await verifyTicket(app.db, request.body)),
  );

  app.post(
    '/api/v1/ticket/verify/sendMail',
    {
      schema: {
        tags: ['客票验真'],
        summary: '将该客票的电子行程单（PDF）发送至邮箱',
        body: TicketSendMailRequest,
        response: { 200: TripMailResponse, ...refusals, 429: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await sendTicketItinerary(app.db, app.mail, request.body, request.ip),
        TripDocumentMessages.itineraryMailSent,
      ),
  );
};

export default tripDocumentRoutes;
