import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevClockRequest, DevClockResponse, EmptyRequest, ErrorEnvelope } from '@jc/shared';
import type { RunningClock } from '../../lib/clock';
import { ok } from '../../lib/reply';

/**
 * The end-to-end server's clock, served only when the server runs on a test clock (NODE_ENV=test
 * with TEST_NOW): browser tests read it to put the browser on the same instant, and move it to let
 * a payment deadline or a check-in window pass (docs/time.md).
 */
const devClockRoutes: FastifyPluginAsyncZod<{ clock: RunningClock }> = async (app, { clock }) => {
  const answer = () => ok({ now: clock.now().toISOString() });
  app.get(
    '/api/v1/dev/clock',
    {
      schema: {
        tags: ['沙箱'],
        summary: '测试时钟：当前时间（仅测试服务器）',
        querystring: EmptyRequest,
        response: { 200: DevClockResponse },
      },
    },
    async () => answer(),
  );
  app.post(
    '/api/v1/dev/clock',
    {
      schema: {
        tags: ['沙箱'],
        summary: '测试时钟：拨到某一时刻，或向前拨若干分钟（仅测试服务器）',
        body: DevClockRequest,
        response: { 200: DevClockResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { at, advanceMinutes } = request.body;
      if (at) clock.set(at);
      if (advanceMinutes) clock.advance(advanceMinutes * 60_000);
      return answer();
    },
  );
};

export default devClockRoutes;
