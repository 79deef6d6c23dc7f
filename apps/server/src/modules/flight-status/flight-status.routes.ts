import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EmptyRequest,
  ErrorEnvelope,
  FlightFollowsResponse,
  FlightKeyRequest,
  FlightOpsAdminResponse,
  FlightOpsOverrideRequest,
  FlightStatusRequest,
  FlightStatusResponse,
  FlightTimeListQuery,
  FlightTimeListResponse,
} from '@jc/shared';
import { ok } from '../../lib/reply';
import { staffRefusals, staffRoutes } from '../../lib/staff-routes';
import { enqueueJob } from '../jobs/jobs.service';
import { now } from '../../lib/clock';
import { signedInOnly } from '../../plugins/auth';
import { flightStatus, flightTimes } from './flight-status.service';
import {
  clearFlightOps,
  correctFlightOps,
  flightOpsForStaff,
  follow,
  follows,
  unfollow,
  watchFlights,
} from './flight-watch.service';

/** The watch runs every five minutes: each run queues the next. */
export const FLIGHT_WATCH_JOB = 'flight-watch';
const WATCH_EVERY_MS = 5 * 60_000;
const nextWatch = (at: Date) => {
  const slot = Math.floor(at.getTime() / WATCH_EVERY_MS) + 1;
  return {
    kind: FLIGHT_WATCH_JOB,
    payload: {},
    runAt: new Date(slot * WATCH_EVERY_MS),
    dedupeKey: `${FLIGHT_WATCH_JOB}@${slot}`,
  };
};

const tags = ['航班动态'];

/** Flight status and timetables (docs/trip-services.md); open to every visitor. */
const flightStatusRoutes: FastifyPluginAsyncZod<{ watch?: boolean }> = async (app, opts) => {
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

  app.jobs.define(FLIGHT_WATCH_JOB, {
    run: async () => {
      await watchFlights(app.db, {
        sms: (phone, text) => app.sms.sendSms(phone, text),
        mail: (to, subject, text) => app.mail.send({ to, subject, text }),
      });
      // Only a process that runs jobs starts the watch (tests drive the queue by hand and call the watch themselves).
      if (opts.watch ?? true) await enqueueJob(app.db, nextWatch(now()));
    },
  });
  // Only a process that runs jobs starts the watch (tests drive the queue by hand and call the watch themselves).
  if (opts.watch ?? true) await enqueueJob(app.db, nextWatch(now()));

  // 关注: signed-in passengers follow a flight and are told when it changes.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    signedInOnly(plain);
    const followAnswers = {
      200: FlightFollowsResponse,
      400: ErrorEnvelope,
      401: ErrorEnvelope,
      404: ErrorEnvelope,
    };
    scope.post(
      '/api/v1/dynamic/follow',
      {
        schema: {
          tags,
          summary: '关注航班：航班延误、取消或登机口变更时以短信和邮件通知',
          body: FlightKeyRequest,
          response: followAnswers,
        },
      },
      async (request) => ok(await follow(app.db, request.user!.id, request.body)),
    );
    scope.post(
      '/api/v1/dynamic/unfollow',
      { schema: { tags, summary: '取消关注航班', body: FlightKeyRequest, response: followAnswers } },
      async (request) => ok(await unfollow(app.db, request.user!.id, request.body)),
    );
    scope.post(
      '/api/v1/dynamic/follows',
      { schema: { tags, summary: '我关注的航班', body: EmptyRequest.nullish(), response: followAnswers } },
      async (request) => ok(await follows(app.db, request.user!.id)),
    );
  });

  // Operations staff correct a flight's record (运行控制, or the duty manager).
  await app.register(async (plain) => {
    signedInOnly(plain, { staff: ['operations'] });
    const { get, post, put } = staffRoutes(plain.withTypeProvider<ZodTypeProvider>(), {
      tags,
      refused: { ...staffRefusals, 404: ErrorEnvelope },
    });
    get(
      '/api/admin/flight-ops',
      {
        summary: '航班运行记录及人工更正（运行控制）',
        querystring: FlightKeyRequest,
        response: FlightOpsAdminResponse,
      },
      ({ query }) => flightOpsForStaff(app.db, query),
    );
    put(
      '/api/admin/flight-ops',
      {
        summary:
          '更正航班运行记录：状态（计划/延误/取消/备降）、延误分钟、登机口、原因；各处航班动态随之更新',
        body: FlightOpsOverrideRequest,
        response: FlightOpsAdminResponse,
      },
      ({ staffId, body }) => correctFlightOps(app.db, staffId, body),
    );
    post(
      '/api/admin/flight-ops/clear',
      { summary: '撤销人工更正，恢复系统动态', body: FlightKeyRequest, response: FlightOpsAdminResponse },
      ({ body }) => clearFlightOps(app.db, body),
    );
  });
};

export default flightStatusRoutes;
