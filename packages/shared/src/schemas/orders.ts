import { z } from 'zod';
import { okEnvelope, pageEnvelope } from '../api';
import { PASSENGER_TYPES } from '../rules/fares';
import {
  CHARGE_KINDS,
  HISTORY_ACTORS,
  ORDER_NO_PATTERN,
  ORDER_STATUSES,
  PAY_METHODS,
  TICKET_STATUSES,
} from '../rules/orders';
import { BookedSegment, PassengerTypePrice } from './booking';
import { FareFamilyRules } from './search';
import { FLIGHT_OPS_STATUS_TEXTS } from './flight-status';

/*
 * Orders (docs/orders.md): list, detail, cancel, status, availability, the coupon of an order, and
 * payment by each method. Orders are named by their order number; another account's number answers
 * 404 订单不存在, as an unknown one does.
 */

const Fen = z.number().int().describe('金额，单位分');
const Instant = z.string().describe('ISO 8601 时间（北京时间，带时区）');

export const OrderNoRequest = z.object({
  orderNo: z
    .string({ message: '订单号不能为空' })
    .trim()
    .regex(ORDER_NO_PATTERN, '订单号格式不正确')
    .describe('订单号'),
});
export type OrderNoRequest = z.infer<typeof OrderNoRequest>;

// --------------------------------------------------------------------- POST /api/v2/order/list

export const OrderListRequest = z.object({
  /** Absent: every order (全部). */
  status: z.enum(ORDER_STATUSES, { message: '订单状态不正确' }).optional(),
  pageNum: z.number().int().min(1, '页码需为正整数').max(10_000, '页码过大').default(1),
  pageSize: z.number().int().min(1, '每页条数需为正整数').max(50, '每页最多50条').default(10),
});
export type OrderListRequest = z.infer<typeof OrderListRequest>;

export const OrderSegmentBrief = z.object({
  flightNo: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
  /** China local time YYYY-MM-DD HH:mm. */
  departure: z.string(),
  arrival: z.string(),
});

export const OrderSummary = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  tripType: z.number().int(),
  segments: z.array(OrderSegmentBrief),
  passengerNames: z.array(z.string()),
  amount: Fen,
  createdAt: Instant,
  /** Until when an unpaid order can be paid; null once paid or cancelled. */
  payDeadline: Instant.nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderListResponse = pageEnvelope(OrderSummary);

// ------------------------------------------------------------------- POST /api/v2/order/detail

export const OrderPassengerView = z.object({
  seq: z.number().int(),
  type: z.enum(PASSENGER_TYPES),
  typeName: z.string(),
  name: z.string(),
  certType: z.string(),
  certNo: z.string().describe('脱敏证件号'),
  phone: z.string().nullable().describe('脱敏手机号'),
});
export type OrderPassengerView = z.infer<typeof OrderPassengerView>;

export const TicketView = z.object({
  ticketNo: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  statusName: z.string(),
  /** Y economy, C business (an upgraded ticket's replacement is C on an economy segment). */
  cabin: z.enum(['C', 'Y']),
  passengerSeq: z.number().int(),
  segmentSeq: z.number().int(),
});
export type TicketView = z.infer<typeof TicketView>;

export const ChargeLine = z.object({
  kind: z.enum(CHARGE_KINDS),
  kindName: z.string(),
  description: z.string(),
  /** Negative for the coupon. */
  amount: Fen,
  passengerSeq: z.number().int(),
  segmentSeq: z.number().int(),
});
export type ChargeLine = z.infer<typeof ChargeLine>;

export const HistoryEntry = z.object({
  at: Instant,
  actor: z.enum(HISTORY_ACTORS),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string(),
  /** The ticket concerned, when the change was to one ticket. */
  ticketNo: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const OrderActions = z.object({
  pay: z.boolean(),
  cancel: z.boolean(),
  itinerary: z.boolean(),
});

/** A booked flight's operational state, and whether a delay certificate can be issued for it now. */
export const SegmentFlightOps = z.object({
  segmentSeq: z.number().int(),
  status: z.enum(FLIGHT_OPS_STATUS_TEXTS),
  /** Minutes the departure is (expected to be) late; 0 when on time. */
  delayMinutes: z.number().int(),
  delayReason: z.string().nullable(),
  delayCertificate: z.boolean().describe('可开具延误证明（延误30分钟以上已起飞，或取消）'),
});
export type SegmentFlightOps = z.infer<typeof SegmentFlightOps>;

export const OrderDetail = OrderSummary.extend({
  hero: z.boolean(),
  contactName: z.string(),
  contactPhone: z.string().describe('脱敏手机号'),
  bookedSegments: z.array(BookedSegment),
  fareFamilies: z.array(FareFamilyRules),
  passengers: z.array(OrderPassengerView),
  tickets: z.array(TicketView),
  /** Per passenger type, as at booking. */
  prices: z.array(PassengerTypePrice),
  charges: z.array(ChargeLine),
  fareTotal: Fen,
  taxTotal: Fen,
  insuranceTotal: Fen,
  mealTotal: Fen,
  discountTotal: Fen,
  paymentMethod: z.enum(PAY_METHODS).nullable(),
  paidAt: Instant.nullable(),
  ticketedAt: Instant.nullable(),
  cancelledAt: Instant.nullable(),
  cancelReason: z.string().nullable(),
  history: z.array(HistoryEntry),
  actions: OrderActions,
  /** Each segment's flight as it operates now (docs/trip-services.md). */
  flightOps: z.array(SegmentFlightOps),
  serverTime: Instant,
});
export type OrderDetail = z.infer<typeof OrderDetail>;
export const OrderDetailResponse = okEnvelope(OrderDetail);

// -------------------------------------------------------------------- POST /api/v2/order/cancel

export const OrderCancelResponse = okEnvelope(
  z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES) }),
);

// -------------------------------------------------------------------- POST /api/v2/order/status

export const OrderStatusResult = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  paidAt: Instant.nullable(),
  serverTime: Instant,
});
export type OrderStatusResult = z.infer<typeof OrderStatusResult>;
export const OrderStatusResponse = okEnvelope(OrderStatusResult);

// ----------------------------------------------------------------- POST /api/v2/order/available

export const OrderAvailableResult = z.object({
  orderNo: z.string(),
  /** Whether it can be paid now. */
  payable: z.boolean(),
  /** Why not (paid, cancelled, past its deadline); null when payable. */
  reason: z.string().nullable(),
  amount: Fen,
  payDeadline: Instant,
  /** Seconds left to pay, by the server's clock; 0 when none. */
  remainingSeconds: z.number().int(),
  serverTime: Instant,
  /** Methods offered for this amount: zero only, when coupons bring it to 0. */
  methods: z.array(z.enum(PAY_METHODS)),
});
export type OrderAvailableResult = z.infer<typeof OrderAvailableResult>;
export const OrderAvailableResponse = okEnvelope(OrderAvailableResult);

// --------------------------------------------------------------- POST /api/v2/getCouponByOrder

export const OrderCouponResult = z
  .object({
    id: z.number().int(),
    couponName: z.string(),
    couponType: z.number().int(),
    couponAmount: z.number().int(),
    limitAmount: Fen,
    /** What it took off this order. */
    discount: Fen,
    /** The coupon's state now: used, or back to unused after a cancellation. */
    status: z.string(),
  })
  .nullable();
export const OrderCouponResponse = okEnvelope(OrderCouponResult);

// ---------------------------------------------------------------------------- payment

/** A payment begun at a provider for an order, whichever way the passenger pays it. */
const PaymentBegun = z.object({
  orderNo: z.string(),
  outTradeNo: z.string(),
  amount: Fen,
  expiresAt: Instant,
});

/** `POST /api/v2/order/pay/wxnative`: a `code_url` the pay page draws as a QR code. */
export const WxNativePayResult = PaymentBegun.extend({
  codeUrl: z.string().describe('weixin://wxpay/bizpayurl?pr=… 形式的支付链接，页面绘制为二维码'),
});
export const WxNativePayResponse = okEnvelope(WxNativePayResult);

/** Where a cashier page sends the browser back: a path of this site; other origins are refused. */
export const ReturnPath = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_?=&.-]*$/, '返回地址不正确')
  .optional();

/** `alipay` and `ybpc`: the cashier page to send the browser to; it returns to `returnUrl`. */
export const RedirectPayRequest = OrderNoRequest.extend({
  /** The result page to come back to. */
  returnPath: ReturnPath,
});
export const RedirectPayResult = PaymentBegun.extend({
  payUrl: z.string().describe('收银台地址，浏览器跳转至此'),
});
export const RedirectPayResponse = okEnvelope(RedirectPayResult);

/** `zero`: an order that coupons brought to ¥0 is ticketed at once. */
export const ZeroPayResponse = okEnvelope(z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES) }));
