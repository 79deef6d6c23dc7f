import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, ErrorEnvelope, FareFamiliesResponse } from '@jc/shared';
import { ok } from '../../lib/reply';
import { fareFamilyRules } from './inventory.service';

/** The fare families' conditions as the baggage and conditions-of-carriage pages show them. */
const fareFamilyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/fare/families',
    {
      schema: {
        tags: ['运价'],
        summary: '运价品牌：各品牌的行李额与退票、改期费率（按起飞前时间分档）',
        body: EmptyRequest,
        response: { 200: FareFamiliesResponse, 400: ErrorEnvelope },
      },
    },
    async () => ok(await fareFamilyRules(app.db)),
  );
};

export default fareFamilyRoutes;
