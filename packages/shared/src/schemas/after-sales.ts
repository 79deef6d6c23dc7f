import { z } from 'zod';
import { CalendarDay, okEnvelope, pageEnvelope } from '../api';
import { QUOTE_STATUSES, REFUND_STATUSES } from '../rules/after-sales';
import { REFUND_NO_PATTERN, TICKET_STATUSES } from '../rules/orders';
import { OrderNoRequest, ReturnPath } from './orders';
import { FareFeeBands, FlightSegment } from './search';

const TicketNo = z
  .string()
  .trim()
  .regex(/^929\d{10}$/, '票号格式不正确');

// ------------------------------------------------------------- POST /api/v2/order/refund/apply

export const RefundApplyRequest = OrderNoRequest.extend({
  /** The tickets (passenger × segment) to refund. */
  ticketNos: z.array(TicketNo).min(1, '请选择要退的客票').max(18, '客票过多'),
});
export type RefundApplyRequest = z.infer<typeof RefundApplyRequest>;

export const RefundQuoteLine = z.object({
  ticketNo: z.string(),
  passengerName: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  familyCode: z.string(),
  /** All amounts in fen. */
  fare: z.number().int(),
  feePercent: z.number().int(),
  fee: z.number().int(),
  couponShare: z.number().int(),
  fareRefund: z.number().int(),
  developmentFund: z.number().int(),
  fuel: z.number().int(),
  insurance: z.number().int(),
  meal: z.number().int(),
  refund: z.number().int(),
  paid: z.number().int(),
});
export type RefundQuoteLine = z.infer<typeof RefundQuoteLine>;

export const RefundQuote = z.object({
  quoteNo: z.string(),
  orderNo: z.string(),
  lines: z.array(RefundQuoteLine),
  /** What goes back, in fen. */
  amount: z.number().int(),
  fee: z.number().int(),
  /** ISO instant after which the quote cannot be confirmed. */
  expiresAt: z.string(),
});
export type RefundQuote = z.infer<typeof RefundQuote>;
export const RefundApplyResponse = okEnvelope(RefundQuote);

// ----------------------------------------------------------- POST /api/v2/order/refund/confirm

export const RefundConfirmRequest = z.object({
  quoteNo: z
    .string()
    .trim()
    .regex(/^RQ[A-Z0-9]{8,32}$/, '报价单号格式不正确'),
});

export const RefundNoRequest = z.object({
  refundNo: z.string().trim().regex(REFUND_NO_PATTERN, '退票单号格式不正确'),
});

export const RefundDetail = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  status: z.enum(REFUND_STATUSES),
  statusName: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  lines: z.array(RefundQuoteLine.extend({ ticketStatus: z.enum(TICKET_STATUSES) })),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Progress: 申请 → 退款中 → 已退款, each with its time once reached. */
  steps: z.array(z.object({ name: z.string(), at: z.string().nullable() })),
});
export type RefundDetail = z.infer<typeof RefundDetail>;
export const RefundDetailResponse = okEnvelope(RefundDetail);

// ---------------------------------------------------------------------- POST /api/v2/refund/list

export const RefundListRequest = z.object({
  pageNum: z.number().int().min(1, '页码需为正整数').max(10_000, '页码过大').default(1),
  pageSize: z.number().int().min(1, '每页条数需为正整数').max(50, '每页最多50条').default(10),
});
export const RefundListResponse = pageEnvelope(RefundDetail.omit({ lines: true, steps: true }));

// ------------------------------------------------------------ POST /api/v2/accidentRefund/check

export const AccidentRefundCheckItem = z.object({
  ticketNo: z.string(),
  passengerName: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  ticketStatus: z.enum(TICKET_STATUSES),
  /** AUTO: qualifies at once; PROOF: with an illness or bereavement proof; NONE: does not. */
  basis: z.enum(['AUTO', 'PROOF', 'NONE']),
  reason: z.string(),
});
export const AccidentRefundCheckResponse = okEnvelope(z.array(AccidentRefundCheckItem));

// ------------------------------------------------------------------------------- paid quotes

/** How an upgrade or a date change ends its view: its state, named in its own words, and its instants. */
const quoteState = {
  status: z.enum(QUOTE_STATUSES),
  statusName: z.string(),
  /** ISO instant after which an unpaid quote can no longer be paid or confirmed. */
  expiresAt: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  doneAt: z.string().nullable(),
};

// ---------------------------------------------------------------------------------- upgrades

const UpgradeNo = z
  .string()
  .trim()
  .regex(/^UG[A-Z0-9]{8,32}$/, '升舱单号格式不正确');

/** POST /api/v2/ticket/upgrade/apply: the economy ticket to move to business on the same flight. */
export const UpgradeApplyRequest = z.object({ ticketNo: TicketNo });
export const UpgradeNoRequest = z.object({ upgradeNo: UpgradeNo });

export const UpgradeView = z.object({
  upgradeNo: z.string(),
  orderNo: z.string(),
  ticketNo: z.string(),
  /** The business ticket, once re-issued. */
  newTicketNo: z.string().nullable(),
  passengerName: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  fromClass: z.string(),
  toClass: z.string(),
  /** All amounts in fen: the business fare, the fare paid, and the difference to pay (≥ 0). */
  businessFare: z.number().int(),
  paidFare: z.number().int(),
  amount: z.number().int(),
  ...quoteState,
});
export type UpgradeView = z.infer<typeof UpgradeView>;
export const UpgradeResponse = okEnvelope(UpgradeView);

export const UpgradeListRequest = RefundListRequest;
export const UpgradeListResponse = pageEnvelope(UpgradeView);

/** Paying the difference by a cashier page: where the browser comes back (a path of this site). */
export const UpgradeRedirectPayRequest = UpgradeNoRequest.extend({
  returnPath: ReturnPath,
});

// ------------------------------------------------------------------------------ date changes

const ChangeNo = z
  .string()
  .trim()
  .regex(/^CG[A-Z0-9]{8,32}$/, '改期单号格式不正确');
const ChangeDate = CalendarDay('日期格式需为YYYY-MM-DD');

/** POST /api/v2/order/change/options: the ticket, and the dates to list (default ±3 days of its flight). */
export const ChangeOptionsRequest = z.object({
  ticketNo: TicketNo,
  fromDate: ChangeDate.optional(),
  toDate: ChangeDate.optional(),
});
export type ChangeOptionsRequest = z.infer<typeof ChangeOptionsRequest>;

/** One flight the ticket may move to, with what the passenger would pay (fen). */
export const ChangeOption = z.object({
  segment: FlightSegment,
  /** The original flight itself: listed, never choosable. */
  current: z.boolean(),
  /** The cheapest open class of the ticket's cabin, or null when none has a seat. */
  bookingClass: z.string().nullable(),
  familyCode: z.string().nullable(),
  /** That class's fare family (特惠经济, 标准经济…): the ticket's own or a better one. */
  familyName: z.string().nullable(),
  newFare: z.number().int().nullable(),
  fee: z.number().int(),
  difference: z.number().int().nullable(),
  total: z.number().int().nullable(),
  /** Why the flight cannot be chosen (sold out, closed, the passenger already holds it), or null. */
  unavailable: z.string().nullable(),
});
export type ChangeOption = z.infer<typeof ChangeOption>;

export const ChangeDay = z.object({
  date: z.string(),
  /** The least total to pay among the day's choosable flights, or null when none. */
  lowestTotal: z.number().int().nullable(),
  flights: z.number().int(),
});

export const ChangeOptions = z.object({
  ticketNo: z.string(),
  orderNo: z.string(),
  passengerName: z.string(),
  cabin: z.enum(['C', 'Y']),
  familyCode: z.string(),
  familyName: z.string(),
  /** The flight the ticket is on now. */
  segment: FlightSegment,
  paidFare: z.number().int(),
  feePercent: z.number().int(),
  fee: z.number().int(),
  /** The family's change fee bands (the one table of docs/rules.md). */
  changeFees: FareFeeBands,
  days: z.array(ChangeDay),
  options: z.array(ChangeOption),
});
export type ChangeOptions = z.infer<typeof ChangeOptions>;
export const ChangeOptionsResponse = okEnvelope(ChangeOptions);

/** POST /api/v2/order/change/apply: move the ticket to this flight (same route and cabin). */
export const ChangeApplyRequest = z.object({
  ticketNo: TicketNo,
  flightNo: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}\d{3,4}$/, '航班号格式不正确'),
  flightDate: ChangeDate,
  /** The cabin asked for; must be the ticket's own (Y or C). */
  cabin: z.enum(['C', 'Y']).optional(),
});
export type ChangeApplyRequest = z.infer<typeof ChangeApplyRequest>;
export const ChangeNoRequest = z.object({ changeNo: ChangeNo });
export const ChangeRedirectPayRequest = ChangeNoRequest.extend({
  returnPath: ReturnPath,
});

const ChangeFlight = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  /** Beijing time YYYY-MM-DD HH:mm. */
  departure: z.string(),
  bookingClass: z.string(),
  /** The class's fare family, whose refund and change rules the ticket follows on that flight. */
  familyName: z.string(),
});

export const ChangeView = z.object({
  changeNo: z.string(),
  orderNo: z.string(),
  ticketNo: z.string(),
  /** The ticket on the new flight, once re-issued. */
  newTicketNo: z.string().nullable(),
  passengerName: z.string(),
  cabin: z.enum(['C', 'Y']),
  from: ChangeFlight,
  to: ChangeFlight,
  /** All amounts in fen: fare paid, new fare, the fee, the fare difference (≥ 0), the total to pay. */
  paidFare: z.number().int(),
  newFare: z.number().int(),
  feePercent: z.number().int(),
  fee: z.number().int(),
  difference: z.number().int(),
  amount: z.number().int(),
  ...quoteState,
});
export type ChangeView = z.infer<typeof ChangeView>;
export const ChangeResponse = okEnvelope(ChangeView);
