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
import { ok } from '../../lib/reply';
import {
  addPassenger,
  editPassenger,
  passengerDetail,
  passengerPage,
  removePassenger,
} from './passengers.service';

const tags = ['常用乘机人'];
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope };

/** Saved passengers (常用乘机人) of the signed-in account; another account's passenger is 404. */
const passengerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation, so a visitor is told to log in rather than what is wrong with the form.
  signedInOnly(app);
  const me = (request: { user: { id: number } | null }) => request.user!.id;

  app.post(
    '/api/v1/passenger/list',
    {
      schema: {
        tags,
        summary: '常用乘机人列表（证件号、手机号脱敏；type 按今日年龄 ADT/CHD/INF）',
        body: PassengerListRequest,
        response: { 200: PassengerListResponse, ...refused },
      },
    },
    async (request) => ok(await passengerPage(app.db, me(request), request.body)),
  );

  app.post(
    '/api/v1/passenger/detail',
    {
      schema: {
        tags,
        summary: '常用乘机人详情（完整证件号，仅本人编辑用）',
        body: PassengerIdRequest,
        response: { 200: PassengerResponse, ...refused, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await passengerDetail(app.db, me(request), request.body.id)),
  );

  app.post(
    '/api/v1/passenger/add',
    {
      schema: {
        tags,
        summary: '新增常用乘机人（每个账号最多50位，同一证件不可重复）',
        body: PassengerInput,
        response: { 200: PassengerResponse, ...refused, 409: ErrorEnvelope },
      },
    },
    async (request) => ok(await addPassenger(app.db, me(request), request.body), '保存成功'),
  );

  app.post(
    '/api/v1/passenger/update',
    {
      schema: {
        tags,
        summary: '修改常用乘机人',
        body: PassengerUpdateRequest,
        response: { 200: PassengerResponse, ...refused, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await editPassenger(app.db, me(request), id, input), '保存成功');
    },
  );

  app.post(
    '/api/v1/passenger/delete',
    {
      schema: {
        tags,
        summary: '删除常用乘机人',
        body: PassengerIdRequest,
        response: { 200: PassengerDeleteResponse, ...refused, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      await removePassenger(app.db, me(request), request.body.id);
      return ok(null, '删除成功');
    },
  );
};

export default passengerRoutes;
