import { signedInOnly } from '../../plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  PassengerDeleteResponse,
  PassengerIdRequest,
  PassengerInput,
  PassengerListRequest,
  PassengerListResponse,
  PassengerResponse,
  PassengerUpdateRequest,
} from '@jc/shared';
import { ownRoutes, signedInRefusals } from '../../lib/own-routes';
import {
  addPassenger,
  editPassenger,
  passengerDetail,
  passengerPage,
  removePassenger,
} from './passengers.service';

const tags = ['常用乘机人'];

/** Saved passengers (常用乘机人) of the signed-in account; another account's passenger is 404. */
const passengerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation, so a visitor is told to log in rather than what is wrong with the form.
  signedInOnly(app);
  const { post } = ownRoutes(app, { tags });

  post(
    '/api/v1/passenger/list',
    {
      summary: '常用乘机人列表（证件号、手机号脱敏；type 按今日年龄 ADT/CHD/INF）',
      body: PassengerListRequest,
      response: PassengerListResponse,
    },
    (userId, body) => passengerPage(app.db, userId, body),
  );

  post(
    '/api/v1/passenger/detail',
    {
      summary: '常用乘机人详情（完整证件号，仅本人编辑用）',
      body: PassengerIdRequest,
      response: PassengerResponse,
      refused: { ...signedInRefusals, 404: ErrorEnvelope },
    },
    (userId, body) => passengerDetail(app.db, userId, body.id),
  );

  post(
    '/api/v1/passenger/add',
    {
      summary: '新增常用乘机人（每个账号最多50位，同一证件不可重复）',
      body: PassengerInput,
      response: PassengerResponse,
      refused: { ...signedInRefusals, 409: ErrorEnvelope },
      msg: '保存成功',
    },
    (userId, body) => addPassenger(app.db, userId, body),
  );

  post(
    '/api/v1/passenger/update',
    {
      summary: '修改常用乘机人',
      body: PassengerUpdateRequest,
      response: PassengerResponse,
      refused: { ...signedInRefusals, 404: ErrorEnvelope, 409: ErrorEnvelope },
      msg: '保存成功',
    },
    (userId, { id, ...input }) => editPassenger(app.db, userId, id, input),
  );

  post(
    '/api/v1/passenger/delete',
    {
      summary: '删除常用乘机人',
      body: PassengerIdRequest,
      response: PassengerDeleteResponse,
      refused: { ...signedInRefusals, 404: ErrorEnvelope },
      msg: '删除成功',
    },
    async (userId, body) => {
      await removePassenger(app.db, userId, body.id);
      return null;
    },
  );
};

export default passengerRoutes;
