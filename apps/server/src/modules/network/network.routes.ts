import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AirportEntry, AirportListRequest, EmptyRequest, ErrorEnvelope, okEnvelope } from '@jc/shared';
import { memoKey } from '../../lib/memo-cache';
import { CACHED_JSON_ROUTE, sendCachedJson } from '../../plugins/home-cache';
import { ok } from '../../lib/reply';
import { airportList, hotAirports } from './network.service';

const AirportListResponse = okEnvelope(z.array(AirportEntry));

/** Answers come from memory (docs/ARCHITECTURE.md, "Home page cache"). */
const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/airport/list',
    {
      ...CACHED_JSON_ROUTE,
      schema: {
        tags: ['航线网络'],
        summary: '机场列表（首页城市选择，dep/arr 为空时返回全部）',
        body: AirportListRequest,
        response: { 200: AirportListResponse, 400: ErrorEnvelope },
      },
    },
    (request, reply) =>
      sendCachedJson(
        app,
        request,
        reply,
        memoKey('airport/list', request.body),
        AirportListResponse,
        async () => ok(await airportList(app.db, request.body)),
      ),
  );

  app.post(
    '/api/v1/airport/hot',
    {
      ...CACHED_JSON_ROUTE,
      schema: {
        tags: ['航线网络'],
        summary: '热门机场',
        body: EmptyRequest.nullish(),
        response: { 200: AirportListResponse },
      },
    },
    (request, reply) =>
      sendCachedJson(app, request, reply, memoKey('airport/hot'), AirportListResponse, async () =>
        ok(await hotAirports(app.db)),
      ),
  );
};

export default networkRoutes;
