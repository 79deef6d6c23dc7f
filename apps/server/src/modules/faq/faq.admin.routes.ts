import { signedInOnly } from '../../plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFaqListRequest,
  EmptyRequest,
  AdminFaqListResponse,
  ErrorEnvelope,
  FaqDeleteResponse,
  FaqEntryIdParams,
  FaqEntryInput,
  FaqEntryResponse,
  FaqLogRequest,
  FaqLogResponse,
  FaqTopQuestionsRequest,
  FaqTopQuestionsResponse,
} from '@jc/shared';
import { staffRefusals, staffRoutes } from '../../lib/staff-routes';
import type { FaqBank } from './faq.bank';
import {
  adminEntries,
  adminEntry,
  createEntries,
  editEntry,
  mostAsked,
  questionLog,
  removeEntry,
} from './faq.service';

const tags = ['后台·智能客服'];
const refused = { ...staffRefusals, 404: ErrorEnvelope };

/** Staff edit the FAQ bank and read the question log; operators only. */
const adminFaqRoutes: FastifyPluginAsyncZod<{ bank: FaqBank }> = async (app, { bank }) => {
  // Before body validation, so a visitor is told to log in rather than what is wrong with the request.
  signedInOnly(app, { staff: ['customer_service'] });
  const { get, post, put, list } = staffRoutes(app, { tags });

  list(
    '/api/admin/faq/entries',
    { summary: '问题库（含未发布）', querystring: AdminFaqListRequest, response: AdminFaqListResponse },
    ({ query }) => adminEntries(app.db, query),
  );

  get(
    '/api/admin/faq/entries/:id',
    { summary: '一个问题及其答案', params: FaqEntryIdParams, response: FaqEntryResponse, refused },
    ({ params }) => adminEntry(app.db, params.id),
  );

  post(
    '/api/admin/faq/entries',
    {
      summary: '新增问题（所有服务进程随即重建检索索引）',
      body: FaqEntryInput,
      response: FaqEntryResponse,
      msg: '已新增',
    },
    async ({ body }) => (await createEntries(app.db, bank, [body]))[0]!,
  );

  put(
    '/api/admin/faq/entries/:id',
    {
      summary: '修改问题、答案、关键词、排序或发布状态',
      params: FaqEntryIdParams,
      body: FaqEntryInput,
      response: FaqEntryResponse,
      refused,
      msg: '已保存',
    },
    ({ params, body }) => editEntry(app.db, bank, params.id, body),
  );

  // POST with an empty body rather than DELETE: every call of this API that changes state has a body schema.
  post(
    '/api/admin/faq/entries/:id/delete',
    {
      summary: '删除问题（仅想暂时下线时请改为未发布）',
      params: FaqEntryIdParams,
      body: EmptyRequest,
      response: FaqDeleteResponse,
      refused,
      msg: '已删除',
    },
    ({ params }) => removeEntry(app.db, bank, params.id),
  );

  list(
    '/api/admin/faq/questions',
    {
      summary: '旅客提问记录（已去除个人信息），可只看已回答或未回答的',
      querystring: FaqLogRequest,
      response: FaqLogResponse,
    },
    ({ query }) => questionLog(app.db, query),
  );

  get(
    '/api/admin/faq/questions/top',
    {
      summary: '被问得最多的问题及其中未能回答的次数',
      querystring: FaqTopQuestionsRequest,
      response: FaqTopQuestionsResponse,
    },
    ({ query }) => mostAsked(app.db, query),
  );
};

export default adminFaqRoutes;
