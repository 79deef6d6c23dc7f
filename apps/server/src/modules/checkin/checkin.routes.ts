import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BoardingPassResponse,
  CheckInConfirmRequest,
  CheckInListResponse,
  CheckInLookupQuery,
  CheckInOrderRequest,
  CheckInSegment,
  CheckInTicketRequest,
  GroupCheckInRequest,
  GroupCheckInResponse,
  SeatMapResponse,
  okEnvelope,
} from '@jc/shared';
import { ownRoutes, ownThingRefusals } from '../../lib/own-routes';
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

/** Online check-in (docs/trip-services.md): signed-in passengers only; another's ticket answers 404. */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const { post } = ownRoutes(app, { tags, refused: ownThingRefusals });

  post(
    '/api/v1/checkin/lookup',
    {
      summary: '值机查询：凭姓名、证件号、手机号、航班号和票号查找乘机人的航段及能否值机',
      body: CheckInLookupQuery,
      response: CheckInListResponse,
    },
    (userId, body) => lookUpCheckIn(app.db, userId, body),
  );

  post(
    '/api/v1/checkin/order',
    {
      summary: '订单值机：本人订单的全部乘机人和航段及能否值机（开放于起飞前24小时，截止于起飞前45分钟）',
      body: CheckInOrderRequest,
      response: CheckInListResponse,
    },
    (userId, body) => orderCheckIn(app.db, userId, body.orderNo),
  );

  post(
    '/api/v1/checkin/seatMap',
    {
      summary: '座位图：机型座位布局、已占座位、付费座位（需选座券）与紧急出口限制',
      body: CheckInTicketRequest,
      response: SeatMapResponse,
    },
    (userId, body) => seatMapFor(app.db, userId, body.ticketNo),
  );

  post(
    '/api/v1/checkin/confirm',
    {
      summary: '办理值机：选定座位并生成登机牌；一个座位只属于一位旅客',
      body: CheckInConfirmRequest,
      response: BoardingPassResponse,
    },
    (userId, body) => checkIn(app.db, userId, body),
  );

  post(
    '/api/v1/checkin/group',
    {
      summary: '团体值机：同一订单同一航班的多位乘机人一次办理，全部成功或全部不办理',
      body: GroupCheckInRequest,
      response: GroupCheckInResponse,
    },
    (userId, body) => groupCheckIn(app.db, userId, body.orderNo, body.seats),
  );

  post(
    '/api/v1/checkin/boardingPass',
    {
      summary: '电子登机牌：座位、登机口、登机时间、序号及二维码',
      body: CheckInTicketRequest,
      response: BoardingPassResponse,
    },
    (userId, body) => boardingPassOf(app.db, userId, body.ticketNo),
  );

  post(
    '/api/v1/checkin/cancel',
    {
      summary: '取消值机：值机截止前可取消，座位释放，已用选座券退回',
      body: CheckInTicketRequest,
      response: okEnvelope(CheckInSegment),
    },
    (userId, body) => cancelCheckIn(app.db, userId, body.ticketNo),
  );
};

export default checkInRoutes;
