import type { Fen } from '../money';
import { feeAmount, feePercentFor, type FeeBands } from './fares';
import type { ChargeKind, TicketStatus } from './orders';

/**
 * Voluntary refund rules (docs/after-sales.md): the one place a refund quote is
 * computed, so that the quote shown is the amount paid back.
 */

/** A quote may be confirmed for this long after it was made. */
export const REFUND_QUOTE_MINUTES = 10;

/** Only an unused ticket can be refunded voluntarily. */
export const REFUNDABLE_TICKET_STATUSES = ['OPEN'] as const satisfies readonly TicketStatus[];

export const REFUND_STATUSES = ['REFUNDING', 'REFUNDED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = {
  REFUNDING: '退款中',
  REFUNDED: '已退款',
};

export const RefundMessages = {
  /** Chosen. */
  orderNotTicketed: '该订单尚未出票，不能退票',
  /** Chosen. */
  noTickets: '请选择要退的客票',
  /** Chosen. */
  ticketNotRefundable: '所选客票已值机、已使用或正在退票，不能退票',
  /** Chosen. */
  quoteNotFound: '退票报价不存在',
  /** Chosen. */
  quoteExpired: '退票报价已过期，请重新申请',
  /** Chosen. */
  quoteSuperseded: '该报价已被更新的报价取代，请按最新报价确认',
  /** Chosen. */
  refundNotFound: '退票记录不存在',
} as const;

/** The money lines of one ticket, as the order charged them (COUPON negative). */
export interface TicketCharges {
  fare: Fen;
  developmentFund: Fen;
  fuel: Fen;
  insurance: Fen;
  meal: Fen;
  /** The ticket's share of the order's coupon, as a positive number. */
  couponShare: Fen;
}

export interface RefundLine {
  fare: Fen;
  feePercent: number;
  fee: Fen;
  /** Kept: the passenger never paid it. */
  couponShare: Fen;
  /** fare − fee − couponShare, never below 0. */
  fareRefund: Fen;
  developmentFund: Fen;
  fuel: Fen;
  /** Refunded only before departure (the cover is used once the flight leaves). */
  insurance: Fen;
  meal: Fen;
  /** What this ticket gives back. */
  refund: Fen;
  /** What this ticket paid: refund + kept. */
  paid: Fen;
}

/** Sums the charge lines of one ticket into its kinds. */
export function ticketCharges(lines: readonly { kind: ChargeKind; amount: Fen }[]): TicketCharges {
  const c: TicketCharges = { fare: 0, developmentFund: 0, fuel: 0, insurance: 0, meal: 0, couponShare: 0 };
  for (const l of lines) {
    if (l.kind === 'FARE') c.fare += l.amount;
    else if (l.kind === 'DEVELOPMENT_FUND') c.developmentFund += l.amount;
    else if (l.kind === 'FUEL') c.fuel += l.amount;
    else if (l.kind === 'INSURANCE') c.insurance += l.amount;
    else if (l.kind === 'MEAL') c.meal += l.amount;
    else if (l.kind === 'COUPON') c.couponShare += -l.amount;
  }
  return c;
}

/**
 * The refund of one ticket at `at`: the fare less the fee (a percent of the fare by the fare
 * family's bands and the time before departure) and less the coupon's share; taxes and fuel in
 * full; insurance and meals only before departure.
 */
export function refundLine(charges: TicketCharges, bands: FeeBands, departure: Date, at: Date): RefundLine {
  const feePercent = feePercentFor(bands, departure, at);
  const fee = feeAmount(charges.fare, feePercent);
  const fareRefund = Math.max(0, charges.fare - fee - charges.couponShare);
  const beforeDeparture = at.getTime() < departure.getTime();
  const insurance = beforeDeparture ? charges.insurance : 0;
  const meal = beforeDeparture ? charges.meal : 0;
  const refund = fareRefund + charges.developmentFund + charges.fuel + insurance + meal;
  const paid =
    charges.fare -
    charges.couponShare +
    charges.developmentFund +
    charges.fuel +
    charges.insurance +
    charges.meal;
  return {
    fare: charges.fare,
    feePercent,
    fee,
    couponShare: charges.couponShare,
    fareRefund,
    developmentFund: charges.developmentFund,
    fuel: charges.fuel,
    insurance,
    meal,
    refund,
    paid,
  };
}

/** A delay of at least this long (departure against schedule) qualifies for an accident refund at once. */
export const ACCIDENT_DELAY_MINUTES = 120;

export type AccidentRefundBasis = 'AUTO' | 'PROOF' | 'NONE';

/**
 * Whether a ticket qualifies for an involuntary (accident) refund, and why: its flight cancelled, or
 * delayed 2 hours or more (estimated or actual departure against schedule), qualifies at once;
 * otherwise an unused ticket may still apply for illness or bereavement with proof.
 */
export function accidentRefundBasis(input: {
  ticketStatus: TicketStatus;
  flightStatus: string;
  scheduledDeparture: Date;
  estimatedDeparture: Date | null;
  actualDeparture: Date | null;
}): { basis: AccidentRefundBasis; reason: string } {
  if (input.ticketStatus !== 'OPEN' && input.ticketStatus !== 'CHECKED_IN')
    return { basis: 'NONE', reason: '客票已使用、已退票或已变更，不能申请非自愿退票' };
  if (input.flightStatus === '取消') return { basis: 'AUTO', reason: '航班取消，可全额退票' };
  const moved = input.actualDeparture ?? input.estimatedDeparture;
  if (moved && moved.getTime() - input.scheduledDeparture.getTime() >= ACCIDENT_DELAY_MINUTES * 60_000)
    return { basis: 'AUTO', reason: '航班延误2小时以上，可全额退票' };
  if (input.ticketStatus !== 'OPEN')
    return { basis: 'NONE', reason: '客票已值机，不能因病或亲属亡故申请退票' };
  return { basis: 'PROOF', reason: '因病或直系亲属亡故，需上传证明材料，审核通过后全额退票' };
}

// --------------------------------------------------------------------------------- paid quotes

/**
 * The states of a paid quote, an upgrade or a date change. QUOTED: waiting for the money to be paid
 * (or confirmed, at ¥0); PAID: paid, waiting for the confirm; DONE: the ticket re-issued;
 * SUPERSEDED: a newer quote of the ticket replaced it; FAILED: the flight could no longer take the
 * passenger at the confirm (the money goes back). EXPIRED is never stored: a QUOTED quote past its
 * time reads as such.
 */
export const QUOTE_STATUSES = ['QUOTED', 'PAID', 'DONE', 'SUPERSEDED', 'FAILED', 'EXPIRED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The state a passenger sees: a quote not paid in time reads as expired. */
export function quoteStatusAt(
  stored: Exclude<QuoteStatus, 'EXPIRED'>,
  expiresAt: Date,
  at: Date,
): QuoteStatus {
  return stored === 'QUOTED' && at.getTime() > expiresAt.getTime() ? 'EXPIRED' : stored;
}

/** A kind of quote's state names: it says what DONE and FAILED mean; the other states read alike. */
function quoteStatusNames(own: { DONE: string; FAILED: string }): Record<QuoteStatus, string> {
  return {
    QUOTED: '待支付',
    PAID: '已支付，待确认',
    DONE: own.DONE,
    SUPERSEDED: '已失效',
    FAILED: own.FAILED,
    EXPIRED: '已过期',
  };
}

// ------------------------------------------------------------------------------------ upgrades

/** An upgrade quote may be paid (or, at ¥0, confirmed) for this long after it was made. */
export const UPGRADE_QUOTE_MINUTES = 10;

/** DONE: re-issued in business; FAILED: no business seat was left at the confirm. */
export const UPGRADE_STATUSES = QUOTE_STATUSES;
export type UpgradeStatus = QuoteStatus;
export const UPGRADE_STATUS_NAMES: Record<UpgradeStatus, string> = quoteStatusNames({
  DONE: '已升舱',
  FAILED: '升舱失败，差价退回',
});

export const UpgradeMessages = {
  /** Chosen. */
  ticketNotFound: '客票不存在',
  /** Chosen. */
  notEconomy: '该客票已是公务舱，不能升舱',
  /** Chosen. */
  ticketNotUpgradable: '该客票已值机、已使用或已退改，不能升舱',
  /** Chosen. */
  departed: '航班已起飞或已停止销售，不能升舱',
  /** Chosen. */
  soldOut: '该航班公务舱已售罄，不能升舱',
  /** Chosen. */
  paidPending: '该客票已有已支付的升舱，请先确认升舱',
  /** Chosen. */
  upgradeNotFound: '升舱记录不存在',
  /** Chosen. */
  quoteExpired: '升舱报价已过期，请重新申请',
  /** Chosen. */
  quoteSuperseded: '该升舱报价已被更新的报价取代，请按最新报价办理',
  /** Chosen. */
  notPaid: '升舱差价尚未支付',
  /** Chosen. */
  alreadyPaid: '升舱差价已支付，请勿重复支付',
  /** Chosen. */
  noPayment: '升舱差价为0，无需支付，请直接确认升舱',
  /** Chosen. */
  failed: '该航班公务舱已售罄，升舱失败，差价将原路退回',
} as const;

/** What an upgrade costs: the business fare less the fare paid, never below 0 (fen). */
export function upgradeDifference(businessFare: Fen, paidFare: Fen): Fen {
  return Math.max(0, businessFare - paidFare);
}

// -------------------------------------------------------------------------------- date changes

/** A date-change quote may be paid (or, at ¥0, confirmed) for this long after it was made. */
export const CHANGE_QUOTE_MINUTES = 10;
/** The date strip of the change page: this many days either side of the ticket's flight date. */
export const CHANGE_WINDOW_DAYS = 3;

/** DONE: re-issued on the new flight; FAILED: the new flight could not take the passenger at the confirm. */
export const CHANGE_STATUSES = QUOTE_STATUSES;
export type ChangeStatus = QuoteStatus;
export const CHANGE_STATUS_NAMES: Record<ChangeStatus, string> = quoteStatusNames({
  DONE: '已改期',
  FAILED: '改期失败，费用退回',
});

export const ChangeMessages = {
  /** Chosen. */
  ticketNotFound: '客票不存在',
  /** Chosen. */
  ticketNotChangeable: '该客票已值机、已使用或正在退票，不能改期',
  /** Chosen. */
  departed: '原航班已起飞或已停止销售，不能改期',
  /** Chosen. */
  sameFlight: '新航班与原航班相同，请选择其他日期或航班',
  /** Chosen. */
  otherRoute: '改期仅限原航线，请选择相同出发地和目的地的航班',
  /** Chosen. */
  otherCabin: '改期仅限原舱位等级（经济舱改经济舱，公务舱改公务舱）',
  /** Chosen. */
  flightNotFound: '所选航班不存在',
  /** Chosen. */
  flightClosed: '所选航班已停止销售，请选择其他航班',
  /** Chosen. */
  soldOut: '所选航班该舱位已售罄，请选择其他航班',
  /** Chosen. */
  alreadyHolding: '乘机人已持有所选航班的有效客票，不能改期',
  /** Chosen. */
  paidPending: '该客票已有已支付的改期，请先确认改期',
  /** Chosen. */
  changeNotFound: '改期记录不存在',
  /** Chosen. */
  quoteExpired: '改期报价已过期，请重新申请',
  /** Chosen. */
  quoteSuperseded: '该改期报价已被更新的报价取代，请按最新报价办理',
  /** Chosen. */
  notPaid: '改期费用尚未支付',
  /** Chosen. */
  alreadyPaid: '改期费用已支付，请勿重复支付',
  /** Chosen. */
  noPayment: '改期费用为0，无需支付，请直接确认改期',
  /** Chosen. */
  failed: '所选航班已无法改期，改期失败，费用将原路退回',
} as const;

export interface ChangeQuote {
  /** The fare the ticket paid (its FARE lines, before the coupon). */
  paidFare: Fen;
  /** The same passenger's fare on the new flight, in the cheapest open class of the same cabin. */
  newFare: Fen;
  feePercent: number;
  /** The family's change percent of the fare paid, rounded half up to the whole yuan (as refund fees). */
  fee: Fen;
  /** newFare − paidFare when higher, else 0: a cheaper flight never pays back. */
  difference: Fen;
  /** fee + difference: what the passenger pays for the change. */
  total: Fen;
}

/**
 * What a date change costs at `at`: the change fee (a percent of the fare paid, by the ticket's fare
 * family's change bands and the time before the ORIGINAL flight's departure) plus the fare
 * difference when the new fare is higher (docs/after-sales.md, "Date changes").
 */
export function changeQuote(
  bands: FeeBands,
  departure: Date,
  at: Date,
  paidFare: Fen,
  newFare: Fen,
): ChangeQuote {
  const feePercent = feePercentFor(bands, departure, at);
  const fee = feeAmount(paidFare, feePercent);
  const difference = Math.max(0, newFare - paidFare);
  return { paidFare, newFare, feePercent, fee, difference, total: fee + difference };
}
