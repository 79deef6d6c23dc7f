import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevOutboxRequest, DevOutboxResponse, ErrorEnvelope } from '@jc/shared';
import { ok } from '../../lib/reply';
import { recentOutbox, toOutboxMessage } from './outbox.service';
import { renderOutboxPage } from './outbox.page';

/** Sandbox only: the developer outbox page and its JSON twin (tests read SMS codes from it). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: z.object({ phone: z.string().trim().max(20).optional() }) } },
    async (request, reply) => {
      const phone = request.query.phone || undefined;
      const rows = await recentOutbox(app.db, { recipient: phone, limit: 100 });
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderOutboxPage(rows, { phone }));
    },
  );

  app.get(
    '/api/v1/dev/outbox',
    {
      schema: {
        tags: ['沙箱'],
        summary: '沙箱发件箱：已“发送”的短信与邮件，最新在前（仅沙箱模式）',
        querystring: DevOutboxRequest,
        response: { 200: DevOutboxResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { phone, channel, limit } = request.query;
      const rows = await recentOutbox(app.db, { recipient: phone || undefined, channel, limit });
      return ok(rows.map(toOutboxMessage));
    },
  );
};

export default outboxRoutes;
