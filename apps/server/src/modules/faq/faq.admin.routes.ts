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
import { ok, page } from '../../lib/reply';
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
const refused = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** Staff edit the FAQ bank and read the question log; operators only. */
const adminFaqRoutes: FastifyPluginAsyncZod<{ bank: FaqBank }> = async (app, { bank }) => {
  // Before body validation, so a visitor is told to log in rather than what is wrong with the request.
  signedInOnly(app, { staff: ['customer_service'] });

  app.get(
    '/api/admin/faq/entries',
    {
      schema: {
        tags,
        summary: '问题库（含未发布）',
        querystring: AdminFaqListRequest,
        response: { 200: AdminFaqListResponse, ...refused },
      },
    },
    async (request) => page(await adminEntries(app.db, request.query)),
  );

  app.get(
    '/api/admin/faq/entries/:id',
    {
      schema: {
        tags,
        summary: '一个问题及其答案',
        params: FaqEntryIdParams,
        response: { 200: FaqEntryResponse, ...refused, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await adminEntry(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/faq/entries',
    {
      schema: {
        tags,
        summary: '新增问题（所有服务进程随即重建检索索引）',
        body: FaqEntryInput,
        response: { 200: FaqEntryResponse, ...refused },
      },
    },
    async (request) => {
      const [entry] = await createEntries(app.db, bank, [request.body]);
      return ok(entry!, '已新增');
    },
  );

  app.put(
    '/api/admin/faq/entries/:id',
    {
      schema: {
        tags,
        summary: '修改问题、答案、关键词、排序或发布状态',
        params: FaqEntryIdParams,
        body: FaqEntryInput,
        response: { 200: FaqEntryResponse, ...refused, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await editEntry(app.db, bank, request.params.id, request.body), '已保存'),
  );

  // POST with an empty body rather than DELETE: every call of this API that changes state has a body schema.
  app.post(
    '/api/admin/faq/entries/:id/delete',
    {
      schema: {
        tags,
        summary: '删除问题（仅想暂时下线时请改为未发布）',
        params: FaqEntryIdParams,
        body: EmptyRequest,
        response: { 200: FaqDeleteResponse, ...refused, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await removeEntry(app.db, bank, request.params.id), '已删除'),
  );

  app.get(
    '/api/admin/faq/questions',
    {
      schema: {
        tags,
        summary: '旅客提问记录（已去除个人信息），可只看已回答或未回答的',
        querystring: FaqLogRequest,
        response: { 200: FaqLogResponse, ...refused },
      },
    },
    async (request) => page(await questionLog(app.db, request.query)),
  );

  app.get(
    '/api/admin/faq/questions/top',
    {
      schema: {
        tags,
        summary: '被问得最多的问题及其中未能回答的次数',
        querystring: FaqTopQuestionsRequest,
        response: { 200: FaqTopQuestionsResponse, ...refused },
      },
    },
    async (request) => ok(await mostAsked(app.db, request.query)),
  );
};

export default adminFaqRoutes;
