import type { Fen } from '../money';

/**
 * Orders, tickets and payment: states, the transitions allowed between them, the limits of the
 * purchase path and its messages (docs/orders.md). The server enforces every rule here; the
 * browser reads the same labels and numbers.
 */

/** 待支付 → 已支付 → 已出票; 待支付 → 已取消 (passenger, or the payment deadline). */
export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'TICKETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  PENDING_PAYMENT: '待支付',
  PAID: '已支付',
  TICKETED: '已出票',
  CANCELLED: '已取消',
};
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ['PAID', 'CANCELLED'],
  PAID: ['TICKETED'],
  TICKETED: [],
  CANCELLED: [],
};

/**
 * One ticket per passenger per segment (a flight coupon). HELD: the seat is held by an unpaid
 * order and no number is issued yet; VOID: the unpaid order was cancelled. The rest follow
 * docs/orders.md: 未使用 → 已值机 → 已使用; 未使用 → 退票中 → 已退票; 未使用 → 已升舱 / 已改期 (replaced by a
 * new ticket).
 */
export const TICKET_STATUSES = [
  'HELD',
  'OPEN',
  'CHECKED_IN',
  'USED',
  'REFUNDING',
  'REFUNDED',
  'UPGRADED',
  'CHANGED',
  'VOID',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_NAMES: Record<TicketStatus, string> = {
  HELD: '待出票',
  OPEN: '未使用',
  CHECKED_IN: '已值机',
  USED: '已使用',
  REFUNDING: '退票中',
  REFUNDED: '已退票',
  UPGRADED: '已升舱',
  CHANGED: '已改期',
  VOID: '已作废',
};
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  HELD: ['OPEN', 'VOID'],
  OPEN: ['CHECKED_IN', 'REFUNDING', 'UPGRADED', 'CHANGED'],
  CHECKED_IN: ['OPEN', 'USED'],
  USED: [],
  REFUNDING: ['REFUNDED', 'OPEN'],
  REFUNDED: [],
  UPGRADED: [],
  CHANGED: [],
  VOID: [],
};
/** A ticket in one of these states holds its seat, and its passenger may not hold another on the flight. */
export const LIVE_TICKET_STATUSES = [
  'HELD',
  'OPEN',
  'CHECKED_IN',
  'USED',
  'REFUNDING',
] as const satisfies readonly TicketStatus[];

/** The name of a ticketed order every one of whose tickets was refunded (its state stays 已出票). */
export const REFUNDED_ORDER_NAME = '已退票';

/**
 * The name an order's state shows under: 已退票 for a ticketed order whose tickets were all
 * refunded (a ticket replaced by a change or an upgrade counts through the one that replaced it),
 * else its state's own name.
 */
export function orderStatusName(status: OrderStatus, ticketStatuses: readonly TicketStatus[]): string {
  const standing = ticketStatuses.filter((t) => t !== 'CHANGED' && t !== 'UPGRADED');
  return status === 'TICKETED' && standing.length > 0 && standing.every((t) => t === 'REFUNDED')
    ? REFUNDED_ORDER_NAME
    : ORDER_STATUS_NAMES[status];
}

export const canTransition = <S extends string>(table: Record<S, readonly S[]>, from: S, to: S) =>
  table[from].includes(to);

/** Minutes an unpaid order holds its seats; then it is cancelled and they go back on sale. */
/** An order number: 8 to 32 capitals and digits (the site's own are 20). */
export const ORDER_NO_PATTERN = /^[A-Z0-9]{8,32}$/;
/** A refund's number: RF and 8 to 32 capitals and digits. */
export const REFUND_NO_PATTERN = /^RF[A-Z0-9]{8,32}$/;

export const PAY_MINUTES = 30;
/** Unpaid orders one account may hold at once. */
export const MAX_UNPAID_ORDERS = 3;
/** Passengers in one order (5 adults and 4 children or infants at most: docs/rules.md). */
export const MAX_ORDER_PASSENGERS = 9;

export const PAY_METHODS = ['wxnative', 'alipay', 'ybpc', 'zero'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_NAMES: Record<PayMethod, string> = {
  wxnative: '微信支付',
  alipay: '支付宝',
  ybpc: '银行卡支付',
  zero: '零元支付',
};

/** What an order's money is made of; every line belongs to one ticket (passenger × segment). */
export const CHARGE_KINDS = ['FARE', 'DEVELOPMENT_FUND', 'FUEL', 'INSURANCE', 'MEAL', 'COUPON'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CHARGE_KIND_NAMES: Record<ChargeKind, string> = {
  FARE: '票价',
  DEVELOPMENT_FUND: '民航发展基金',
  FUEL: '燃油附加费',
  INSURANCE: '保险',
  MEAL: '餐食',
  COUPON: '优惠券',
};

/** Who changed a state, as the order history records it. */
export const HISTORY_ACTORS = ['passenger', 'system', 'gateway', 'operator'] as const;
export type HistoryActor = (typeof HISTORY_ACTORS)[number];
/** How the order's record names them to the passenger. */
export const HISTORY_ACTOR_NAMES: Record<HistoryActor, string> = {
  passenger: '旅客',
  system: '系统',
  gateway: '支付平台',
  operator: '客服',
};

/** Chosen messages of the purchase path (all ours). */
export const BookingMessages = {
  passengersRequired: '请添加乘机人',
  passengerDuplicate: '同一乘机人不能重复添加',
  passengerCountMismatch: '乘机人与所选人数不一致，请重新选择航班',
  infantNeedsAdult: '婴儿须由一名成人陪同乘机',
  heroCertRequired: '请填写伤残军人证或伤残人民警察证号码',
  heroCertInvalid: '伤残军人证或伤残人民警察证号码需为4-30位英文及数字',
  heroAdultsOnly: '伤残军警优待票仅限成年旅客购买',
  contactNameRequired: '请填写联系人姓名',
  contactNameLength: '联系人姓名最多30个字',
  termsRequired: '请阅读并同意《旅客购票须知》',
  selectionInvalid: '所选航班信息有误，请重新查询',
  flightClosed: '该航班已停止销售，请选择其他航班',
  soldOut: '该舱位已售罄，请重新选择航班',
  priceChanged: '票价已发生变化，请确认新的价格后再提交',
  alreadyHolding: '乘机人已持有该航班的有效客票，不能重复购买',
  tooManyUnpaid: `您有${MAX_UNPAID_ORDERS}笔待支付订单，请先支付或取消后再预订`,
  flashSaleSoldOut: '秒杀机票已售罄',
  flashSaleLimit: '已达到该秒杀航线的限购数量',
  flashSaleNotOn: '秒杀活动未开始或已结束',
  flashSaleNoCoupon: '秒杀机票不可使用优惠券',
  couponUnusable: '该优惠券不可用于本订单',
  insuranceUnknown: '所选保险产品不存在',
  mealUnknown: '所选餐食不适用于该航班',
  mealOnePerSegment: '每位乘机人每个航段限选一份餐食',
  orderNotFound: '订单不存在',
  orderNotPayable: '订单已超过支付时限或已取消，不能支付',
  orderNotCancellable: '该订单当前状态不能取消',
  zeroPayNotAllowed: '订单金额不为0，请选择其他支付方式',
  payAmountMismatch: '支付金额与订单金额不符',
  idempotencyConflict: '请求重复提交但内容不一致，请刷新后重试',
  idempotencyKeyInvalid: 'Idempotency-Key需为1-64位可见ASCII字符',
  idempotencyInProgress: '请求正在处理中，请稍后刷新查看结果',
  itineraryNotReady: '订单出票后才能获取电子行程单',
} as const;

/**
 * Spreads an order-level discount over its tickets in proportion to each ticket's fare, to the
 * fen, so that the parts add up to the whole (largest remainder; ties to the earlier ticket).
 * A refund keeps each ticket's share (docs/orders.md).
 */
export function spreadDiscount(discount: Fen, fares: readonly Fen[]): Fen[] {
  const base = fares.reduce((a, b) => a + b, 0);
  if (discount === 0 || base === 0) return fares.map(() => 0);
  const exact = fares.map((f) => (discount * f) / base);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** A member's coupon as the purchase path weighs it (amounts in fen; see the coupons table). */
export interface CouponTerms {
  /** 1: a fixed amount off (amount in fen); 2: a discount (amount = percent payable, 95 = 9.5折). */
  couponType: number;
  amount: number;
  /** Spend threshold in fen, on the order's fares. */
  limitAmount: Fen;
  expiresAt: Date;
  status: string;
}

/** Why a coupon cannot be used on an order, or null when it can. */
export const CouponRefusals = {
  notUnused: '优惠券已使用或不可用',
  expired: '优惠券已过期',
  threshold: (limit: Fen) => `票价满${limit / 100}元可用`,
} as const;

/**
 * Coupons discount the fares only (票价), never taxes, the development fund, insurance or meals.
 * A fixed coupon takes its amount, at most the fares; a discount coupon takes the share not
 * payable, rounded half up to the whole yuan.
 */
export function couponDiscount(terms: Pick<CouponTerms, 'couponType' | 'amount'>, fareTotal: Fen): Fen {
  if (terms.couponType <= 1) return Math.min(terms.amount, fareTotal);
  const payable = Math.round((fareTotal * terms.amount) / 10_000) * 100;
  return Math.max(0, fareTotal - payable);
}

/** The refusal for a coupon on an order with these fares at `at`, or null when it may be used. */
export function couponRefusal(terms: CouponTerms, fareTotal: Fen, at: Date): string | null {
  if (terms.status !== 'unused') return CouponRefusals.notUnused;
  if (terms.expiresAt.getTime() <= at.getTime()) return CouponRefusals.expired;
  if (fareTotal < terms.limitAmount) return CouponRefusals.threshold(terms.limitAmount);
  return null;
}
