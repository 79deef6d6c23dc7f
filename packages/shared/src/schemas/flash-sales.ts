import { z } from 'zod';
import { okEnvelope } from '../api';
import { FLASH_SALE_FILTERS, FLASH_SALE_STATES, FlashSaleMessages } from '../rules/flash-sales';

/** An instant as ISO 8601 in China time, e.g. 2026-12-12T10:00:00+08:00. */
const Instant = z.string().describe('ISO 8601 时间（北京时间，带时区）');

const SubjectId = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? FlashSaleMessages.subjectIdRequired
        : FlashSaleMessages.subjectIdInvalid,
  })
  .int(FlashSaleMessages.subjectIdInvalid)
  .positive(FlashSaleMessages.subjectIdInvalid)
  .max(2_147_483_647, FlashSaleMessages.subjectIdInvalid);

const StateCode = z.enum(FLASH_SALE_STATES).describe('upcoming 未开始，ongoing 进行中，ended 已结束');

/** `POST /api/v1/sk/subjects`: the campaigns; without a state, those ongoing and upcoming. */
export const FlashSaleSubjectsRequest = z.object({
  state: z
    .enum(FLASH_SALE_FILTERS, { error: FlashSaleMessages.filterInvalid })
    .optional()
    .describe('ongoing、upcoming、ended 或 all；不传时返回进行中和即将开始的活动'),
});
export type FlashSaleSubjectsRequest = z.infer<typeof FlashSaleSubjectsRequest>;

export const FlashSaleSubject = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  /** Site-relative image path. */
  image: z.string(),
  startTime: Instant,
  endTime: Instant,
  state: StateCode,
  stateLabel: z.string().describe('未开始 / 进行中 / 已结束'),
  routeCount: z.number().int(),
  /** The cheapest special price of its routes, fen; null when it has none. */
  lowestPrice: z.number().int().nullable(),
});
export type FlashSaleSubject = z.infer<typeof FlashSaleSubject>;

export const FlashSaleSubjects = z.object({
  /** The server's clock when answering: countdowns run from it, not from the browser's clock. */
  serverTime: Instant,
  /** Ongoing first (ending soonest first), then upcoming (starting soonest first), then ended. */
  subjects: z.array(FlashSaleSubject),
});
export type FlashSaleSubjects = z.infer<typeof FlashSaleSubjects>;
export const FlashSaleSubjectsResponse = okEnvelope(FlashSaleSubjects);

/** `POST /api/v1/sk/routes`: the routes of one campaign. */
export const FlashSaleRoutesRequest = z.object({ subjectId: SubjectId });
export type FlashSaleRoutesRequest = z.infer<typeof FlashSaleRoutesRequest>;

export const FlashSaleRoute = z.object({
  id: z.number().int(),
  depCode: z.string(),
  arrCode: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
  /** First and last departure dates (YYYY-MM-DD) the price may be flown on. */
  travelFrom: z.string(),
  travelTo: z.string(),
  cabin: z.enum(['C', 'Y']),
  cabinName: z.string().describe('经济舱 / 公务舱'),
  /** The fare family the special price is sold in: the booking selection names it. */
  fareFamilyCode: z.string(),
  fareFamilyName: z.string(),
  /** Adult one-way price before taxes, fen. */
  specialPrice: z.number().int(),
  /** The reference price shown struck through, fen. */
  originalPrice: z.number().int(),
  /** Special price as a percent of the reference price: 20 → 2折. */
  discountPercent: z.number().int(),
  stockTotal: z.number().int(),
  stockLeft: z.number().int(),
  /** Whole percent of the stock sold (100 only when sold out). */
  soldPercent: z.number().int(),
  soldOut: z.boolean(),
  perUserLimit: z.number().int(),
  /** Seats the signed-in account already took on this route; 0 for visitors. */
  purchased: z.number().int(),
});
export type FlashSaleRoute = z.infer<typeof FlashSaleRoute>;

export const FlashSaleRoutes = z.object({
  serverTime: Instant,
  subject: FlashSaleSubject,
  routes: z.array(FlashSaleRoute),
});
export type FlashSaleRoutes = z.infer<typeof FlashSaleRoutes>;
export const FlashSaleRoutesResponse = okEnvelope(FlashSaleRoutes);
