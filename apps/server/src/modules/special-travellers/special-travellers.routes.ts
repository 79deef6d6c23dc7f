import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSpecialTravellerListQuery,
  AdminSpecialTravellerListResponse,
  AdminSpecialTravellerParams,
  AdminSpecialTravellerResponse,
  AdminSpecialTravellerStatusRequest,
  ErrorEnvelope,
  SPECIAL_TRAVELLER_STATUS_NAMES,
  SpecialTravellerApplicationResponse,
  SpecialTravellerApplyRequest,
  SpecialTravellerListRequest,
  SpecialTravellerListResponse,
  SpecialTravellerNoRequest,
} from '@jc/shared';
import { ownRoutes, ownThingRefusals } from '../../lib/own-routes';
import { staffRoutes } from '../../lib/staff-routes';
import { signedInOnly } from '../../plugins/auth';
import {
  applySpecialTraveller,
  cancelSpecialTraveller,
  changeSpecialTravellerStatus,
  specialTravellerDetail,
  specialTravellerPage,
  staffSpecialTravellerDetail,
  staffSpecialTravellerPage,
} from './special-travellers.service';

const tags = ['特殊旅客服务'];

/** The passenger's side of the special traveller service (docs/special-travellers.md). */
export const specialTravellerRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const { post, list } = ownRoutes(app, { tags, refused: ownThingRefusals });

  post(
    '/api/v1/special/passenger/apply/apply',
    {
      summary:
        '申请特殊旅客服务（轮椅、无成人陪伴儿童、孕妇、老年、视障、听障、担架），返回申请单号；担架旅客须在起飞72小时前申请',
      body: SpecialTravellerApplyRequest,
      response: SpecialTravellerApplicationResponse,
      msg: '申请已提交',
    },
    (userId, body) => applySpecialTraveller(app.db, userId, body),
  );

  list(
    '/api/v1/special/passenger/apply/list',
    {
      summary: '我的特殊旅客服务申请（最新在前，分页；证件号与手机号打码）',
      body: SpecialTravellerListRequest,
      response: SpecialTravellerListResponse,
    },
    (userId, body) => specialTravellerPage(app.db, userId, body),
  );

  post(
    '/api/v1/special/passenger/apply/detail',
    {
      summary: '特殊旅客服务申请详情（仅申请人本人）',
      body: SpecialTravellerNoRequest,
      response: SpecialTravellerApplicationResponse,
      refused: { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
    },
    (userId, body) => specialTravellerDetail(app.db, userId, body.applicationNo),
  );

  post(
    '/api/v1/special/passenger/apply/cancel',
    {
      summary: '取消特殊旅客服务申请（已拒绝或已取消的不能取消）',
      body: SpecialTravellerNoRequest,
      response: SpecialTravellerApplicationResponse,
      msg: '申请已取消',
    },
    (userId, body) => cancelSpecialTraveller(app.db, userId, body.applicationNo),
  );
};

const adminTags = ['后台·特殊旅客服务'];
const adminRefused = { ...ownThingRefusals, 403: ErrorEnvelope };

/** Staff work through the applications; operators only. */
export const specialTravellerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app, { staff: ['customer_service'] });
  const { get, post, list } = staffRoutes(app, { tags: adminTags, refused: adminRefused });

  list(
    '/api/admin/special-travellers',
    {
      summary: '特殊旅客服务申请（可按状态、类型筛选；起飞最早的在前）',
      querystring: AdminSpecialTravellerListQuery,
      response: AdminSpecialTravellerListResponse,
    },
    ({ query }) => staffSpecialTravellerPage(app.db, query),
  );

  get(
    '/api/admin/special-travellers/:no',
    {
      summary: '特殊旅客服务申请详情',
      params: AdminSpecialTravellerParams,
      response: AdminSpecialTravellerResponse,
    },
    ({ params }) => staffSpecialTravellerDetail(app.db, params.no),
  );

  post(
    '/api/admin/special-travellers/:no/status',
    {
      summary: '更新申请状态（处理中、已确认、已拒绝；拒绝须填写原因），旅客可见备注',
      params: AdminSpecialTravellerParams,
      body: AdminSpecialTravellerStatusRequest,
      response: AdminSpecialTravellerResponse,
      msg: ({ body }) => `已更新为${SPECIAL_TRAVELLER_STATUS_NAMES[body.status]}`,
    },
    ({ staffId, params, body }) => changeSpecialTravellerStatus(app.db, staffId, params.no, body),
  );
};
