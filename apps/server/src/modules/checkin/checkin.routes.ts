import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BoardingPassResponse,
  CheckInConfirmRequest,
  CheckInListResponse,
  CheckInLookupQuery,
  CheckInOrderRequest,
  CheckInSegment,
  CheckInTicketRequest,
  ErrorEnvelope,
  GroupCheckInRequest,
  GroupCheckInResponse,
  SeatMapResponse,
  okEnvelope,
} from '@jc/shared';
import { ok } from '../../lib/reply';
import { signedInOnly } from '../../plugins/auth';
import {
  boardingPassOf,
  cancelCheckIn,
  checkIn,
  groupCheckIn,
  lookUpCheckIn,
  orderCheckIn,
  seatMapFor,
} from './checkin.service';

const tags = ['在线值机'];
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

/** Online check-in (docs/trip-services.md): signed-in passengers only; another's ticket answers 404. */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const me = (request: { user: { id: number } | null }) => request.user!.id;

  app.post(
    '/api/v1/checkin/lookup',
    {
      schema: {
        tags,
        summary: '值机查询：凭姓名、证件号、手机号、航班号和票号查找乘机人的航段及能否值机',
        body: CheckInLookupQuery,
        response: { 200: CheckInListResponse, ...refused },
      },
    },
    async (request) => ok(await lookUpCheckIn(app.db, me(request), request.body)),
  );

  app.post(
    '/api/v1/checkin/order',
    {
      schema: {
        tags,
        summary: '订单值机：本人订单的全部乘机人和航段及能否值机（开放于起飞前24小时，截止于起飞前45分钟）',
        body: CheckInOrderRequest,
        response: { 200: CheckInListResponse, ...refused },
      },
    },
    async (request) => ok(await orderCheckIn(app.db, me(request), request.body.orderNo)),
  );

  app.post(
    '/api/v1/checkin/seatMap',
    {
      schema: {
        tags,
        summary: '座位图：机型座位布局、已占座位、付费座位（需选座券）与紧急出口限制',
        body: CheckInTicketRequest,
        response: { 200: SeatMapResponse, ...refused },
      },
    },
    async (request) => ok(await seatMapFor(app.db, me(request), request.body.ticketNo)),
  );

  app.post(
    '/api/v1/checkin/confirm',
    {
      schema: {
        tags,
        summary: '办理值机：选定座位并生成登机牌；一个座位只属于一位旅客',
        body: CheckInConfirmRequest,
        response: { 200: BoardingPassResponse, ...refused },
      },
    },
    async (request) => ok(await checkIn(app.db, me(request), request.body)),
  );

  app.post(
    '/api/v1/checkin/group',
    {
      schema: {
        tags,
        summary: '团体值机：同一订单同一航班的多位乘机人一次办理，全部成功或全部不办理',
        body: GroupCheckInRequest,
        response: { 200: GroupCheckInResponse, ...refused },
      },
    },
    async (request) => ok(await groupCheckIn(app.db, me(request), request.body.orderNo, request.body.seats)),
  );

  app.post(
    '/api/v1/checkin/boardingPass',
    {
      schema: {
        tags,
        summary: '电子登机牌：座位、登机口、登机时间、序号及二维码',
        body: CheckInTicketRequest,
        response: { 200: BoardingPassResponse, ...refused },
      },
    },
    async (request) => ok(await boardingPassOf(app.db, me(request), request.body.ticketNo)),
  );

  app.post(
    '/api/v1/checkin/cancel',
    {
      schema: {
        tags,
        summary: '取消值机：值机截止前可取消，座位释放，已用选座券退回',
        body: CheckInTicketRequest,
        response: { 200: okEnvelope(CheckInSegment), ...refused },
      },
    },
    async (request) => ok(await cancelCheckIn(app.db, me(request), request.body.ticketNo)),
  );
};

export default checkInRoutes;
