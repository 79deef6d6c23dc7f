import {
  NO_FEE,
  REFUND_QUOTE_MINUTES,
  REFUND_STATUS_NAMES,
  RefundMessages,
  refundLine,
  ticketCharges,
  type FeeBands,
  type RefundDetail,
  type RefundQuote,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { pagingOf } from '../../db/paging';
import type { StoredRefundLine } from '../../db/schema';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { randomCode } from '../../lib/tokens';
import { fareFamilyRules, releaseSeats } from '../flights/inventory.service';
import { lockOrderRow, moveTickets, noteOrder, type Actor, type OrderRow } from '../orders/order-state';
import { findOrderForUser, orderTickets } from '../orders/orders.service';
import { decideRefund, paidPaymentOfOrder } from '../payments/payments.service';
import { completeRefund } from './refund-completion';
import {
  chargesOfTickets,
  findQuote,
  findQuoteOfUser,
  findRefundOfQuote,
  findRefundOfUser,
  insertQuote,
  insertRefund,
  markQuoteConfirmed,
  refundsOfUser,
  setRefundPayment,
  supersedeOpenQuotes,
  ticketStates,
  type RefundRow,
  type TicketStatus,
} from './refunds.repository';

/** Opaque, not guessable from another (60 random bits). */
const newNo = (prefix: 'RQ' | 'RF') => `${prefix}${randomCode(12)}`;

/** The chosen tickets of an order with what they need for a quote; 409 unless every one is unused. */
async function quoteLines(
  db: Db,
  orderId: number,
  ticketNos: readonly string[],
  at: Date,
  /** The fee bands of every ticket instead of its family's (an accident refund: none). */
  fees?: FeeBands,
) {
  const rows = await orderTickets(db, orderId, ticketNos);
  // A number not of this order is as unknown as one of another account's order.
  if (rows.length !== new Set(ticketNos).size) throw AppError.notFound('客票不存在');
  if (rows.some((t) => t.status !== 'OPEN')) throw AppError.conflict(RefundMessages.ticketNotRefundable);
  const charges = await chargesOfTickets(
    db,
    rows.map((t) => t.id),
  );
  const families = new Map((await fareFamilyRules(db)).map((f) => [f.code, f]));
  const lines: StoredRefundLine[] = rows.map((t) => {
    const family = families.get(t.familyCode);
    if (!family) throw new Error(`unknown fare family ${t.familyCode}`);
    const line = refundLine(
      ticketCharges(charges.filter((c) => c.ticketId === t.id)),
      fees ?? family.refundFees,
      t.departure,
      at,
    );
    return {
      ticketId: t.id,
      ticketNo: t.ticketNo!,
      passengerName: t.passengerName,
      flightNo: t.flightNo,
      flightDate: t.flightDate,
      familyCode: t.familyCode,
      ...line,
    };
  });
  return { rows, lines };
}

const publicLine = ({ ticketId: _id, ...line }: StoredRefundLine) => line;
const sum = (lines: readonly StoredRefundLine[], key: 'refund' | 'fee') =>
  lines.reduce((s, l) => s + l[key], 0);

/**
 * Quotes a voluntary refund of some tickets of the passenger's ticketed order; supersedes every
 * earlier open quote naming any of them (only the latest quote of a ticket can be confirmed).
 */
export async function applyRefund(
  db: Db,
  userId: number,
  input: { orderNo: string; ticketNos: string[] },
): Promise<RefundQuote> {
  const order = await findOrderForUser(db, userId, input.orderNo);
  if (order.status !== 'TICKETED') throw AppError.conflict(RefundMessages.orderNotTicketed);
  const at = now();
  const { lines } = await quoteLines(db, order.id, input.ticketNos, at);
  const ticketIds = lines.map((l) => l.ticketId);
  const expiresAt = new Date(at.getTime() + REFUND_QUOTE_MINUTES * 60_000);
  const quoteNo = newNo('RQ');
  await db.transaction(async (tx) => {
    await supersedeOpenQuotes(tx, order.id, ticketIds);
    await insertQuote(tx, {
      quoteNo,
      orderId: order.id,
      userId,
      ticketIds,
      lines,
      amount: sum(lines, 'refund'),
      fee: sum(lines, 'fee'),
      expiresAt,
      createdAt: at,
    });
  });
  return {
    quoteNo,
    orderNo: order.orderNo,
    lines: lines.map(publicLine),
    amount: sum(lines, 'refund'),
    fee: sum(lines, 'fee'),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Executes a quote after re-checking it under the order's lock: still the latest, not expired, its
 * tickets still unused and their amounts unchanged. Tickets 未使用 → 退票中, seats back on sale,
 * and the money sent back through the order's payment under the fixed refund number of this
 * refund (a retried job never pays twice). A second confirm of the same quote answers the same
 * refund.
 */
export async function confirmRefund(db: Db, userId: number, quoteNo: string): Promise<RefundDetail> {
  const quote = await findQuoteOfUser(db, quoteNo, userId);
  if (!quote) throw AppError.notFound(RefundMessages.quoteNotFound);
  const refundNo = await db.transaction(async (tx) => {
    const order = (await lockOrderRow(tx, quote.orderId))!;
    const existing = await findRefundOfQuote(tx, quote.id);
    if (existing) return existing.refundNo;
    const fresh = await findQuote(tx, quote.id);
    if (fresh!.status === 'SUPERSEDED') throw AppError.conflict(RefundMessages.quoteSuperseded);
    const at = now();
    if (at.getTime() > fresh!.expiresAt.getTime()) throw AppError.conflict(RefundMessages.quoteExpired);
    const { rows, lines } = await quoteLines(
      tx,
      order.id,
      fresh!.lines.map((l) => l.ticketNo),
      at,
    );
    // The quote's amounts must still hold (a band edge crossed since makes it stale).
    if (lines.some((l, i) => l.refund !== fresh!.lines[i]!.refund))
      throw AppError.conflict(RefundMessages.quoteExpired);
    await markQuoteConfirmed(tx, quote.id);
    const { refundNo: no } = await executeRefund(tx, {
      order,
      userId,
      quoteId: quote.id,
      rows,
      lines: fresh!.lines,
      at,
      who: { actor: 'passenger', userId },
      label: '申请退票',
    });
    return no;
  });
  return refundDetail(db, userId, refundNo);
}

/**
 * Executes a refund of checked, unused tickets (inside the caller's transaction, the order row
 * locked): the refund row, tickets 未使用 → 退票中, seats back on sale, and the money sent back
 * through the order's payment under the refund's fixed number, or completed at once when nothing
 * is to be paid back. Voluntary and accident refunds both end here.
 */
async function executeRefund(
  tx: Db,
  input: {
    order: OrderRow;
    userId: number;
    quoteId: number;
    rows: Awaited<ReturnType<typeof quoteLines>>['rows'];
    lines: StoredRefundLine[];
    at: Date;
    who: Actor;
    /** How the ticket history names the cause, e.g. 申请退票. */
    label: string;
  },
): Promise<{ refundId: number; refundNo: string }> {
  const { order, userId, rows, lines, at, who } = input;
  const no = newNo('RF');
  const amount = sum(lines, 'refund');
  const refund = await insertRefund(tx, {
    refundNo: no,
    quoteId: input.quoteId,
    orderId: order.id,
    userId,
    ticketIds: lines.map((l) => l.ticketId),
    lines,
    amount,
    fee: sum(lines, 'fee'),
    createdAt: at,
  });
  await moveTickets(
    tx,
    order.id,
    lines.map((l) => l.ticketId),
    'OPEN',
    'REFUNDING',
    who,
    `${input.label}（退票单${no}）`,
  );
  await releaseSeats(
    tx,
    rows
      .filter((t) => t.seated)
      .map((t) => ({ flightId: t.flightInstanceId, code: t.bookingClass, seats: 1 })),
  );
  const payment = await paidPaymentOfOrder(tx, order.id);
  if (amount > 0 && payment && payment.method !== 'zero') {
    const paymentRefundId = await decideRefund(tx, {
      paymentId: payment.id,
      outRefundNo: no,
      amount,
      reason: `退票单${no}`,
      at,
    });
    await setRefundPayment(tx, refund.id, paymentRefundId);
    await noteOrder(tx, order, who, `退票单${no}：退款${(amount / 100).toFixed(2)}元将原路退回`);
  } else {
    await completeRefund(tx, refund.id, at);
  }
  return { refundId: refund.id, refundNo: no };
}

/**
 * Refunds the chosen unused tickets of a locked order in full with no fee (an accident refund,
 * docs/after-sales.md): the same lines as a voluntary quote at the fee 0, recorded as a confirmed
 * quote, executed like a voluntary refund. 409 unless every ticket is unused.
 */
export async function refundInFull(
  tx: Db,
  input: {
    order: OrderRow;
    userId: number;
    ticketNos: readonly string[];
    at: Date;
    who: Actor;
    label: string;
  },
): Promise<{ refundId: number; refundNo: string }> {
  const { order, userId, at } = input;
  const { rows, lines } = await quoteLines(tx, order.id, input.ticketNos, at, NO_FEE);
  const quote = await insertQuote(tx, {
    quoteNo: newNo('RQ'),
    orderId: order.id,
    userId,
    ticketIds: lines.map((l) => l.ticketId),
    lines,
    amount: sum(lines, 'refund'),
    fee: 0,
    status: 'CONFIRMED',
    expiresAt: at,
    createdAt: at,
  });
  return executeRefund(tx, { ...input, quoteId: quote.id, rows, lines });
}

function detailOf(r: RefundRow, orderNo: string, ticketStatus: Map<number, TicketStatus>): RefundDetail {
  return {
    refundNo: r.refundNo,
    orderNo,
    status: r.status,
    statusName: REFUND_STATUS_NAMES[r.status],
    amount: r.amount,
    fee: r.fee,
    lines: r.lines.map((l) => ({
      ...publicLine(l),
      ticketStatus: ticketStatus.get(l.ticketId) ?? 'REFUNDING',
    })),
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    steps: [
      { name: '提交申请', at: r.createdAt.toISOString() },
      { name: '退款中', at: r.createdAt.toISOString() },
      { name: '已退款', at: r.completedAt?.toISOString() ?? null },
    ],
  };
}

/** One refund of the passenger's; another account's answers 404. */
export async function refundDetail(db: Db, userId: number, refundNo: string): Promise<RefundDetail> {
  const row = await findRefundOfUser(db, refundNo, userId);
  if (!row) throw AppError.notFound(RefundMessages.refundNotFound);
  const states = await ticketStates(db, row.refund.ticketIds);
  return detailOf(row.refund, row.orderNo, new Map(states.map((t) => [t.id, t.status])));
}

/** The passenger's refunds, newest first. */
export async function refundPage(db: Db, userId: number, query: { pageNum: number; pageSize: number }) {
  const { rows, total } = await refundsOfUser(db, userId, pagingOf(query));
  return {
    total,
    rows: rows.map((r) => {
      const { lines: _l, steps: _s, ...rest } = detailOf(r.refund, r.orderNo, new Map());
      return rest;
    }),
  };
}
