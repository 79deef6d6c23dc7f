import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DialogContentRequest,
  DialogContentResponse,
  DialogueRequest,
  DialogueResponse,
  ErrorEnvelope,
  FaqAskResponse,
  FaqCategoriesRequest,
  FaqCategoriesResponse,
  QuestionBankRequest,
  QuestionBankResponse,
} from '@jc/shared';
import { ok, page } from '../../lib/reply';
import { FaqBank } from './faq.bank';
import adminFaqRoutes from './faq.admin.routes';
import { answerById, askQuestion, listCategories, listQuestionBank } from './faq.service';
import type { TripAnswerer } from './trip-answerer';
import { ordersTripAnswerer } from './trip-answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The FAQ bank's search index in this process (server start warms it). */
    faqBank: FaqBank;
  }
}

const tags = ['智能客服'];

/** The home page's free question answers with suggestions alone: its shape has no room for trip cards. */
const suggestionsOnly: TripAnswerer = { answer: async () => [] };

/** The flyer-service dialog calls and the home page's FAQ calls; staff edit the bank under /api/admin/faq. */
const faqRoutes: FastifyPluginAsyncZod<{ tripAnswerer?: TripAnswerer }> = async (app, options) => {
  const bank = new FaqBank(app.db);
  app.decorate('faqBank', bank);
  const trips = options.tripAnswerer ?? ordersTripAnswerer;

  app.get(
    '/api/v1/dialog/questionBank',
    {
      schema: {
        tags,
        summary: '常见问题列表（首页 FAQ 列表：pageSize 12、pageNum、channelType 0；可按分类或关键词）',
        querystring: QuestionBankRequest,
        response: { 200: QuestionBankResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => page(await listQuestionBank(app.db, bank, request.query)),
  );

  app.get(
    '/api/v1/dialog/categories',
    {
      schema: {
        tags,
        summary: '常见问题分类及各分类的问题数',
        querystring: FaqCategoriesRequest,
        response: { 200: FaqCategoriesResponse, 400: ErrorEnvelope },
      },
    },
    async () => ok(await listCategories(app.db)),
  );

  app.post(
    '/api/v1/dialog/content',
    {
      schema: {
        tags,
        summary: '按编号取答案（首页 FAQ 答案：id、channelType 0）',
        body: DialogContentRequest,
        response: { 200: DialogContentResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await answerById(app.db, request.body.id)),
  );

  app.post(
    '/api/v1/dialog/dialogue',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary:
          '智能问答：至多 4 条按置信度排序的建议问题；已登录旅客问自己的行程时先给行程卡片；无法回答时给出兜底话术与客服热线',
        body: DialogueRequest,
        response: { 200: DialogueResponse, 400: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await askQuestion(app.db, bank, trips, request.body.dialogContent, {
          userId: request.user?.id ?? null,
          channel: request.body.channelType,
        }),
      ),
  );

  app.post(
    '/api/v1/faq/ask',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: '首页自由提问（dialogContent、channelType 0）：建议问题列表，为空表示暂时无法回答',
        body: DialogueRequest,
        response: { 200: FaqAskResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const reply = await askQuestion(app.db, bank, suggestionsOnly, request.body.dialogContent, {
        userId: request.user?.id ?? null,
        channel: request.body.channelType,
      });
      return ok(reply.suggestions, reply.fallback?.message ?? '成功');
    },
  );

  await app.register(adminFaqRoutes, { bank });
};

// fastify-plugin so that app.faqBank is visible to the server, which warms the index before listening.
export default fp(faqRoutes, { name: 'faq' });
