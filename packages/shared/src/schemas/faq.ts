import { z } from 'zod';
import { Id, integer, okEnvelope, pageEnvelope, pageFields } from '../api';
import { FAQ_INPUT_MAX, FAQ_PAGE_SIZE } from '../constants';
import { FAQ_CATEGORIES, FaqAssistantMessages, TRIP_INTENTS, validateFaqQuestion } from '../rules/faq';

/** Channel 0 is the web site (docs/rules.md sends channelType 0 with every FAQ call). */
const ChannelType = integer('渠道参数不正确', 0, 9).default(0);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

/**
 * A free question: tabs and line breaks become spaces (a pasted question keeps its words), other
 * control characters are refused, then the shared rule checks presence and the 100-character limit.
 */
export const FaqQuestionText = z
  .string({ message: '请输入您的问题！' })
  .transform((text) => text.replace(/[\t\n\r\v\f]+/g, ' ').trim())
  .superRefine((text, ctx) => {
    const message = validateFaqQuestion(text);
    if (message) ctx.addIssue({ code: 'custom', message });
    else if (CONTROL.test(text))
      ctx.addIssue({ code: 'custom', message: FaqAssistantMessages.badCharacters });
  });

export const FaqCategorySchema = z.enum(FAQ_CATEGORIES, { message: '问题分类不正确' });

/** The FAQ list (home page and /faq): pageSize 12 by default, optionally one category or a search. */
export const QuestionBankRequest = z.object({
  ...pageFields(50, FAQ_PAGE_SIZE),
  channelType: ChannelType,
  category: FaqCategorySchema.optional(),
  keyword: z
    .string()
    .trim()
    .max(FAQ_INPUT_MAX, `搜索内容最多${FAQ_INPUT_MAX}个字`)
    .refine((text) => !CONTROL.test(text), FaqAssistantMessages.badCharacters)
    .optional()
    .describe('按问题检索（与智能问答相同的中文检索），为空时按分类顺序列出'),
});
export type QuestionBankRequest = z.infer<typeof QuestionBankRequest>;

/** FAQ item (docs/rules.md): id and questionTitle. */
export const FaqItem = z.object({
  id: z.number().int(),
  questionTitle: z.string(),
  category: FaqCategorySchema,
});
export type FaqItem = z.infer<typeof FaqItem>;
export const QuestionBankResponse = pageEnvelope(FaqItem);

export const FaqCategoryCount = z.object({ category: FaqCategorySchema, count: z.number().int() });
export type FaqCategoryCount = z.infer<typeof FaqCategoryCount>;
export const FaqCategoriesRequest = z.object({ channelType: ChannelType });
export const FaqCategoriesResponse = okEnvelope(z.array(FaqCategoryCount));

/** The FAQ answer call: an answer by id. */
export const DialogContentRequest = z.object({ id: Id, channelType: ChannelType });
export const FaqAnswer = FaqItem.extend({
  content: z.string().describe('纯文本答案，段落以换行分隔'),
  updateTime: z.string().describe('YYYY-MM-DD HH:mm:ss，北京时间'),
});
export type FaqAnswer = z.infer<typeof FaqAnswer>;
export const DialogContentResponse = okEnvelope(FaqAnswer);

/** A free question (docs/rules.md: dialogContent with channelType 0). */
export const DialogueRequest = z.object({ dialogContent: FaqQuestionText, channelType: ChannelType });
export type DialogueRequest = z.input<typeof DialogueRequest>;

/** A bank entry the question may mean, with the retrieval's confidence (0–1, higher is surer). */
export const FaqSuggestion = FaqItem.extend({ score: z.number().min(0).max(1) });
export type FaqSuggestion = z.infer<typeof FaqSuggestion>;

export const TripIntentSchema = z.enum(TRIP_INTENTS);

/**
 * An answer from the asker's own trip (their orders, refunds, tickets), shown before the general
 * suggestions. Built only from the signed-in asker's data.
 */
export const TripCard = z.object({
  kind: TripIntentSchema,
  title: z.string(),
  lines: z.array(z.string()),
  link: z.object({ text: z.string(), href: z.string() }).nullable(),
});
export type TripCard = z.infer<typeof TripCard>;

export const DialogueReply = z.object({
  /** False when nothing in the bank fits well enough: the reply is the fallback. */
  answered: z.boolean(),
  suggestions: z.array(FaqSuggestion).max(4),
  cards: z.array(TripCard),
  /** The trip question recognised in the text, whether or not cards came with it. */
  intent: TripIntentSchema.nullable(),
  fallback: z.object({ message: z.string(), hotline: z.string() }).nullable(),
});
export type DialogueReply = z.infer<typeof DialogueReply>;
export const DialogueResponse = okEnvelope(DialogueReply);

/** The home page's free question: the existing clients' shape, a list of suggestions (empty: no answer). */
export const FaqAskResponse = okEnvelope(z.array(FaqSuggestion).max(4));

// ---- Back office ----

export const FaqEntryInput = z.object({
  category: FaqCategorySchema,
  questionTitle: z
    .string()
    .trim()
    .min(1, '请输入问题')
    .max(FAQ_INPUT_MAX, `问题最多${FAQ_INPUT_MAX}个字`)
    .refine((text) => !CONTROL.test(text), FaqAssistantMessages.badCharacters),
  content: z
    .string()
    .trim()
    .min(1, '请输入答案')
    .max(5000, '答案最多5000个字')
    // Answers keep their line breaks; other control characters are refused.
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/u.test(text), '答案中含有无法识别的字符'),
  keywords: z
    .string()
    .trim()
    .max(200, '关键词最多200个字')
    .refine((text) => !CONTROL.test(text), '关键词中含有无法识别的字符')
    .default('')
    .describe('检索用的补充词语，以空格分隔'),
  sort: integer('排序需为0-9999', 0, 9999).default(100),
  published: z.boolean().default(true),
});
export type FaqEntryInput = z.input<typeof FaqEntryInput>;
export const FaqEntryIdParams = z.object({ id: Id });
export const FaqEntry = FaqAnswer.extend({
  keywords: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;
export const FaqEntryResponse = okEnvelope(FaqEntry);
export const AdminFaqListRequest = z.object({
  ...pageFields(200, 50),
  category: FaqCategorySchema.optional(),
});
export const AdminFaqListResponse = pageEnvelope(FaqEntry);
export const FaqDeleteResponse = okEnvelope(z.object({ id: z.number().int() }));

export const FaqLogRequest = z.object({
  ...pageFields(200, 50),
  answered: z.enum(['true', 'false'], { message: '参数 answered 需为 true 或 false' }).optional(),
});
export const FaqLogRow = z.object({
  id: z.number().int(),
  question: z.string().describe('去除个人信息后的问题'),
  answered: z.boolean(),
  topScore: z.number(),
  topQuestionTitle: z.string().nullable(),
  intent: TripIntentSchema.nullable(),
  signedIn: z.boolean(),
  askedAt: z.string(),
});
export type FaqLogRow = z.infer<typeof FaqLogRow>;
export const FaqLogResponse = pageEnvelope(FaqLogRow);
export const FaqTopQuestionsRequest = z.object({
  limit: integer('条数需为1-100', 1, 100).default(20),
  answered: z.enum(['true', 'false'], { message: '参数 answered 需为 true 或 false' }).optional(),
});
export const FaqTopQuestion = z.object({
  question: z.string(),
  count: z.number().int(),
  unanswered: z.number().int(),
  lastAskedAt: z.string(),
});
export const FaqTopQuestionsResponse = okEnvelope(z.array(FaqTopQuestion));
