import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarRequest,
  CalendarResponse,
  DiscountRequest,
  DiscountResponse,
  ErrorEnvelope,
} from '@jc/shared';
import { ok } from '../../lib/reply';
import { CACHED_JSON_ROUTE, sendKeptData } from '../../plugins/home-cache';
import { lowPriceCalendar, specialFares } from './fares.service';

const faresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/ticket/calender',
    {
      schema: {
        tags: ['运价'],
        summary: '低价日历：每天航班（含中转）的最低成人票价（分，不含税费），与航班查询结果一致',
        body: CalendarRequest,
        response: { 200: CalendarResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => ok({ prices: await lowPriceCalendar(app.db, app.flightSearch, request.body) }),
  );

  app.post(
    '/api/v1/ticket/discount',
    {
      ...CACHED_JSON_ROUTE,
      schema: {
        tags: ['运价'],
        summary: '特惠机票：出发地到各目的地30天内最低特惠价，及全网推荐',
        body: DiscountRequest,
        response: { 200: DiscountResponse, 400: ErrorEnvelope },
      },
    },
    // The same answer object for a minute (fares.service.ts): its JSON is made once.
    async (request, reply) =>
      sendKeptData(
        request,
        reply,
        await specialFares(app.db, app.flightSearch, request.body),
        DiscountResponse,
      ),
  );
};

export default faresRoutes;
