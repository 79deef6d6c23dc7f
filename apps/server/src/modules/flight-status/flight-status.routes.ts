import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  FlightStatusRequest,
  FlightStatusResponse,
  FlightTimeListQuery,
  FlightTimeListResponse,
} from '@jc/shared';
import { ok } from '../../lib/reply';
import { flightStatus, flightTimes } from './flight-status.service';

const tags = ['航班动态'];

/** Flight status and timetables (docs/trip-services.md); open to every visitor. */
const flightStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/dynamic/flight',
    {
      schema: {
        tags,
        summary:
          '航班动态：按航线（type 1）或航班号（type 2）查询某日航班的计划、预计与实际起降、登机口和状态',
        body: FlightStatusRequest,
        response: { 200: FlightStatusResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => ok(await flightStatus(app.db, request.body)),
  );

  app.get(
    '/api/v1/flightTime/list',
    {
      schema: {
        tags,
        summary: '航线某日的航班时刻（航班号、计划起降时间、机型）',
        querystring: FlightTimeListQuery,
        response: { 200: FlightTimeListResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => ok(await flightTimes(app.db, request.query)),
  );
};

export default flightStatusRoutes;
