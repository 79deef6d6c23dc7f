import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  TicketQueryRequest,
  TicketQueryResponse,
  TransferTagRequest,
  TransferTagResponse,
} from '@jc/shared';
import { ok } from '../../lib/reply';
import { rememberedValidation } from '../../plugins/remembered-validation';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.flightSearch;

  app.post(
    '/api/v1/ticket/query',
    {
      validatorCompiler: rememberedValidation,
      schema: {
        tags: ['航班查询'],
        summary: '航班查询：单程、往返、多程（2–4段），直飞与经枢纽一次中转，按舱位与运价品牌报价（分）',
        body: TicketQueryRequest,
        response: { 200: TicketQueryResponse, 400: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    // The answer comes as JSON bytes (reused for repeated queries), so it is not checked against
    // the response schema on every request: the schema documents it and the tests hold it to it.
    async (request, reply) => {
      const bytes = await search.searchBody(request.body);
      return reply.type('application/json; charset=utf-8').send(bytes as never);
    },
  );

  app.post(
    '/api/v1/transfer/flight/getTag',
    {
      schema: {
        tags: ['航班查询'],
        summary: '中转标签：中转、行李直挂、通程值机、同机场换乘',
        body: TransferTagRequest,
        response: { 200: TransferTagResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await search.transferTags(request.body)),
  );
};

export default fp(searchRoutes, { name: 'flight-search' });
