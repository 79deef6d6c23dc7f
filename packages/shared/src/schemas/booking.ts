import { z } from 'zod';
import { Id, Text, okEnvelope } from '../api';
import { CERT_TYPES } from '../rules/account';
import { PASSENGER_TYPES } from '../rules/fares';
import { BookingMessages, MAX_ORDER_PASSENGERS } from '../rules/orders';
import { FareFamilyRules, FlightSegment } from './search';

/*
 * Booking (docs/orders.md): POST /api/v2/ticket/apply re-prices a selection,
 * POST /api/v2/ticket/appointment creates the order and holds the seats, and the extras offered
 * beside them (insurance, meals, usable coupons). Money is integer fen; the server prices
 * everything and never takes a price from the client: `expectedAmount` only lets it say that the
 * price the passenger saw has changed.
 */

const Fen = z.number().int().describe('金额，单位分');
const Instant = z.string().describe('ISO 8601 时间（北京时间，带时区）');

/** The search's offer id (`JC1001@2026-03-01+JC1104@2026-03-01`) and the fare family chosen on it. */
export const SelectedLeg = z.object({
  offerId: z
    .string({ message: BookingMessages.selectionInvalid })
    .regex(
      /^[A-Z0-9]{2}\d{3,4}@\d{4}-\d{2}-\d{2}(\+[A-Z0-9]{2}\d{3,4}@\d{4}-\d{2}-\d{2}){0,3}$/,
      BookingMessages.selectionInvalid,
    )
    .describe('查询结果中航班组合的 id'),
  familyCode: z
    .string({ message: BookingMessages.selectionInvalid })
    .regex(/^[A-Z_]{1,20}$/, BookingMessages.selectionInvalid)
    .describe('所选运价品牌（特惠经济、标准经济、全价经济、公务舱）'),
});
export type SelectedLeg = z.infer<typeof SelectedLeg>;

/** What the passenger chose on the results page: one leg per searched leg, in order. */
export const BookingSelection = z.object({
  hasRt: z.literal([0, 1, 2], { message: '行程类型需为0、1或2' }).describe('0 单程，1 往返，2 多程'),
  legs: z
    .array(SelectedLeg)
    .min(1, BookingMessages.selectionInvalid)
    .max(4, BookingMessages.selectionInvalid),
  hero: z.boolean({ message: 'hero需为布尔值' }).default(false).describe('伤残军人/伤残人民警察优待票'),
  /** A flash-sale route (from /api/v1/sk/routes): the one-way leg is sold at its special price. */
  flashSaleRouteId: Id.optional(),
});
export type BookingSelection = z.infer<typeof BookingSelection>;

const Count = z.number({ message: '乘客人数需为整数' }).int('乘客人数需为整数').min(0).max(9);

// ------------------------------------------------------------------ POST /api/v2/ticket/apply

export const TicketApplyRequest = BookingSelection.extend({
  adultNum: Count.default(1),
  childNum: Count.default(0),
  infantNum: Count.default(0),
  /** The party total the passenger was shown (fares and taxes), to tell them it changed. */
  expectedTotal: Fen.optional(),
});
export type TicketApplyRequest = z.infer<typeof TicketApplyRequest>;

/** One segment as it will be ticketed: the flight, its class and fare family. */
export const BookedSegment = FlightSegment.extend({
  seq: z.number().int(),
  legIndex: z.number().int(),
  cabin: z.enum(['C', 'Y']),
  bookingClass: z.string(),
  familyCode: z.string(),
  familyName: z.string(),
  /** Departure as an instant, for countdowns and fee bands. */
  departureAt: Instant,
});
export type BookedSegment = z.infer<typeof BookedSegment>;

/** What one passenger of a type pays for the whole trip (every segment). */
export const PassengerTypePrice = z.object({
  type: z.enum(PASSENGER_TYPES),
  count: z.number().int(),
  fare: Fen.describe('票价（每人，全部航段）'),
  developmentFund: Fen.describe('民航发展基金（每人）'),
  fuelSurcharge: Fen.describe('燃油附加费（每人）'),
  total: Fen.describe('每人合计'),
  subtotal: Fen.describe('该类乘客合计'),
});
export type PassengerTypePrice = z.infer<typeof PassengerTypePrice>;

export const TicketApplyResult = z.object({
  /** Whether the whole selection can still be sold to the party now. */
  sellable: z.boolean(),
  /** Why not, in words a passenger can act on; null when sellable. */
  reason: z.string().nullable(),
  /** The fare changed since the search (expectedTotal differs): show the new total before the order. */
  priceChanged: z.boolean(),
  segments: z.array(BookedSegment),
  /** The conditions (baggage, refund and change fees) of every family booked, by code. */
  fareFamilies: z.array(FareFamilyRules),
  passengers: z.array(PassengerTypePrice),
  fareTotal: Fen,
  taxTotal: Fen,
  /** Fares and taxes for the party; insurance, meals and coupon are added at the order. */
  total: Fen,
  /** Minutes the order will hold the seats unpaid. */
  payMinutes: z.number().int(),
  /** The flash sale's route, when the selection is a flash-sale fare. */
  flashSale: z
    .object({ routeId: z.number().int(), stockLeft: z.number().int(), perUserLeft: z.number().int() })
    .nullable(),
  serverTime: Instant,
});
export type TicketApplyResult = z.infer<typeof TicketApplyResult>;
export const TicketApplyResponse = okEnvelope(TicketApplyResult);

// ------------------------------------------------------------ POST /api/v2/ticket/appointment

export const BookingPassenger = z.object({
  name: Text(40, '请输入乘机人姓名！'),
  certType: z.enum(CERT_TYPES, { message: '请选择证件类型' }),
  certNo: Text(50, '请输入乘机人有效证件！').transform((s) => s.toUpperCase()),
  birthday: z
    .string({ message: '请选择出生日期' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '出生日期格式需为YYYY-MM-DD'),
  phone: z.string().trim().max(20).optional(),
  /** Required on a hero fare: 伤残军人证 or 伤残人民警察证. */
  heroCertNo: z.string().trim().max(30).optional(),
  /** The index in `passengers` of the adult an infant travels with; the server pairs them when absent. */
  accompaniedBy: z
    .number()
    .int()
    .min(0)
    .max(MAX_ORDER_PASSENGERS - 1)
    .optional(),
  /** Picked from 常用乘机人 (the server checks it is the caller's). */
  savedPassengerId: Id.optional(),
  /** Save a typed passenger to 常用乘机人 after the order. */
  save: z.boolean().default(false),
  /** Insurance product codes, each bought for every segment. */
  insurance: z.array(z.string().max(40)).max(5).default([]),
  /** Meals by segment seq (0-based, in travel order). */
  meals: z
    .array(z.object({ segmentSeq: z.number().int().min(0).max(7), mealCode: z.string().max(40) }))
    .max(8)
    .default([]),
});
export type BookingPassenger = z.infer<typeof BookingPassenger>;

export const TicketAppointmentRequest = BookingSelection.extend({
  passengers: z
    .array(BookingPassenger, { message: BookingMessages.passengersRequired })
    .min(1, BookingMessages.passengersRequired)
    .max(MAX_ORDER_PASSENGERS, '最多添加5位成人，4位儿童（含婴儿）！'),
  contact: z.object({
    name: Text(30, BookingMessages.contactNameRequired).pipe(
      z.string().min(1, BookingMessages.contactNameRequired),
    ),
    phone: z.string({ message: '请输入手机号' }).trim().max(20),
  }),
  /** The user coupon to apply (from getOrderUseableCoupons); at most one per order. */
  userCouponId: Id.optional(),
  acceptTerms: z.literal(true, { message: BookingMessages.termsRequired }),
  /** The amount the passenger was shown; a different server amount answers 409 with the new one. */
  expectedAmount: Fen.optional(),
  /**
   * The counts chosen on the results page (the offer was priced for them); when sent, the
   * passengers must make up exactly this party (乘机人与所选人数不一致 otherwise).
   */
  adultNum: Count.optional(),
  childNum: Count.optional(),
  infantNum: Count.optional(),
});
export type TicketAppointmentRequest = z.infer<typeof TicketAppointmentRequest>;

export const TicketAppointmentResult = z.object({
  orderNo: z.string(),
  status: z.string(),
  amount: Fen,
  payDeadline: Instant,
  serverTime: Instant,
});
export type TicketAppointmentResult = z.infer<typeof TicketAppointmentResult>;
export const TicketAppointmentResponse = okEnvelope(TicketAppointmentResult);

// ------------------------------------------------------------ POST /api/v1/insure/config/list

export const InsuranceProduct = z.object({
  code: z.string(),
  name: z.string(),
  /** Per passenger per segment. */
  price: Fen,
  coverage: z.string(),
  insurer: z.string(),
  terms: z.string(),
});
export type InsuranceProduct = z.infer<typeof InsuranceProduct>;
export const InsuranceListResponse = okEnvelope(z.array(InsuranceProduct));

// ------------------------------------------------------------------ POST /api/v2/meal/query

export const MealQueryRequest = z.object({
  segments: z
    .array(
      z.object({
        flightNo: z.string().regex(/^[A-Z0-9]{2}\d{3,4}$/, '请输入正确的航班号'),
        flightDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式需为YYYY-MM-DD'),
        cabin: z.enum(['C', 'Y']).default('Y'),
      }),
    )
    .min(1, '航段不能为空')
    .max(8, '航段过多'),
});
export type MealQueryRequest = z.infer<typeof MealQueryRequest>;
export const MealOption = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: Fen,
  image: z.string().nullable(),
});
export type MealOption = z.infer<typeof MealOption>;
export const SegmentMeals = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  cabin: z.enum(['C', 'Y']),
  /** A free meal served anyway (business class), or null. */
  included: z.string().nullable(),
  /** Meals to pre-order; empty on flights too short for a meal service. */
  options: z.array(MealOption),
});
export type SegmentMeals = z.infer<typeof SegmentMeals>;
export const MealQueryResponse = okEnvelope(z.array(SegmentMeals));

// ------------------------------------------------------ POST /api/v2/getOrderUseableCoupons

/** The selection being booked (fares come from it); answers the caller's coupons and what each is worth. */
export const UsableCouponsRequest = TicketApplyRequest.omit({ expectedTotal: true });
export type UsableCouponsRequest = z.infer<typeof UsableCouponsRequest>;
export const UsableCoupon = z.object({
  id: z.number().int().describe('用户券编号'),
  couponName: z.string(),
  couponType: z.number().int(),
  couponAmount: z.number().int(),
  limitAmount: Fen,
  gainExpireTime: z.string(),
  instruction: z.string(),
  usable: z.boolean(),
  /** Why not usable (threshold, expired…); null when usable. */
  reason: z.string().nullable(),
  /** What it takes off this order's fares, fen (0 when not usable). */
  discount: Fen,
});
export type UsableCoupon = z.infer<typeof UsableCoupon>;
export const UsableCouponsResult = z.object({
  /** Usable first, by discount (largest first), then the unusable ones. */
  coupons: z.array(UsableCoupon),
  /** The one to preselect: the largest discount, null when none is usable. */
  bestId: z.number().int().nullable(),
});
export const UsableCouponsResponse = okEnvelope(UsableCouponsResult);
