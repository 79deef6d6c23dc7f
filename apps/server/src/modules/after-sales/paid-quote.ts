import { quoteStatusAt, type QuoteStatus } from '@jc/shared';
import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { GatewayMethod } from '../../providers/payment';
import { holdSeats, releaseSeats } from '../flights/inventory.service';
import { lockOrderRow, moveTickets, noteOrder, type OrderRow } from '../orders/order-state';
import {
  decideRefund,
  gatewayOf,
  openTradeFor,
  sendTrade,
  type GatewayPayResult,
  type PayContext,
} from '../payments/payments.service';
import { moveCharges, type findTicketById, type QuoteRow } from './paid-quote.repository';

/*
 * The paid-quote flow shared by upgrades and date changes (docs/after-sales.md): a quote of the
 * passenger's own (else 404), paid through the order's gateways as an order is (nothing to pay at
 * ¥0), then confirmed under the order's row lock. A paid quote the flight can no longer honour
 * fails and its money goes back once under a fixed refund number; each flow brings only its
 * words, its table and its re-issue.
 */

/** What one flow (upgrade, date change) brings to the shared steps. */
export interface PaidQuoteFlow<Row extends QuoteRow> {
  /** The payment's purpose: what the gateway notification applies the payment to. */
  purpose: 'UPGRADE' | 'CHANGE';
  /** Starts the fixed gateway refund number of a failed quote: `U<upgradeNo>`, `C<changeNo>`. */
  refundPrefix: 'U' | 'C';
  /** The quote's number (UG…, CG…). */
  numberOf(row: Row): string;
  messages: {
    notFound: string;
    quoteSuperseded: string;
    failed: string;
    quoteExpired: string;
    alreadyPaid: string;
    noPayment: string;
    notPaid: string;
  };
  /**
   * What the passenger calls it (改期, 升舱): the gateway's order subject is `<airline><name>
   * <name>单<quoteNo>`, a failed quote's refund reason `<name>单<quoteNo><name>失败`.
   */
  name: '改期' | '升舱';
  /** The order history's line when a paid quote fails for `refusal`. */
  failedNote(row: Row, refusal: string): string;
  /** The flow's quote table (paid-quote.repository.ts). */
  store: {
    findOfUser(db: Db, userId: number, quoteNo: string): Promise<Row | undefined>;
    lock(tx: Db, id: number): Promise<Row>;
    update(
      tx: Db,
      id: number,
      values:
        | { status: 'FAILED'; paymentRefundId: number | null }
        | { status: 'DONE'; newTicketId: number; toClass?: string; doneAt: Date },
    ): Promise<void>;
  };
}

/** What paying a quote through a gateway asks for. */
export interface QuotePayInput {
  userId: number;
  quoteNo: string;
  method: GatewayMethod;
  returnUrl: string;
  clientIp: string;
}

const passenger = (userId: number) => ({ actor: 'passenger' as const, userId });

/**
 * Writes a ticket's new quote under its order's row lock, the ticket's earlier unpaid quotes
 * superseded in the same transaction; answers the new quote's id.
 */
export function writeQuote<Insert extends { orderId: number; ticketId: number }>(
  db: Db,
  store: {
    supersedeOpen(tx: Db, ticketId: number): Promise<void>;
    insert(tx: Db, values: Insert): Promise<{ id: number }>;
  },
  values: Insert,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOrderRow(tx, values.orderId);
    await store.supersedeOpen(tx, values.ticketId);
    return (await store.insert(tx, values)).id;
  });
}

/**
 * The columns a ticket's new quote starts with, whichever the flow: the account's, on the ticket's
 * order, against the fare paid for the ticket, open for `minutes` from `at`.
 */
export function quoteOpening(
  ticket: { id: number; orderId: number; bookingClass: string },
  userId: number,
  paidFare: number,
  at: Date,
  minutes: number,
) {
  return {
    orderId: ticket.orderId,
    userId,
    ticketId: ticket.id,
    fromClass: ticket.bookingClass,
    paidFare,
    expiresAt: new Date(at.getTime() + minutes * 60_000),
    createdAt: at,
  };
}

/** The account's quote, or 404 (another account's answers as an unknown one). */
export async function ownQuote<Row extends QuoteRow>(
  db: Db,
  flow: PaidQuoteFlow<Row>,
  userId: number,
  quoteNo: string,
): Promise<Row> {
  const row = await flow.store.findOfUser(db, userId, quoteNo);
  if (!row) throw AppError.notFound(flow.messages.notFound);
  return row;
}

/** How a quote's view ends: its state at `at` named in the flow's words (`names`), and its instants. */
export function quoteStateView(row: QuoteRow, names: Record<QuoteStatus, string>, at: Date) {
  const status = quoteStatusAt(row.status, row.expiresAt, at);
  return {
    status,
    statusName: names[status],
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/** Refuses a quote that can no longer be paid or confirmed unpaid: superseded, failed, expired. */
export function assertQuoteOpen<Row extends QuoteRow>(flow: PaidQuoteFlow<Row>, row: Row, at: Date) {
  if (row.status === 'SUPERSEDED') throw AppError.conflict(flow.messages.quoteSuperseded);
  if (row.status === 'FAILED') throw AppError.conflict(flow.messages.failed);
  if (row.status === 'QUOTED' && at.getTime() > row.expiresAt.getTime())
    throw AppError.conflict(flow.messages.quoteExpired);
}

/**
 * Starts paying a quote through a gateway, as an order is paid: one trade per quote and method
 * while the quote is open, valid until the quote expires.
 */
export async function payQuote<Row extends QuoteRow>(
  ctx: PayContext,
  flow: PaidQuoteFlow<Row>,
  input: QuotePayInput,
): Promise<GatewayPayResult> {
  const gateway = gatewayOf(ctx, input.method);
  const found = await ownQuote(ctx.db, flow, input.userId, input.quoteNo);
  const at = now();
  const { payment, others, orderNo } = await ctx.db.transaction(async (tx) => {
    const order = (await lockOrderRow(tx, found.orderId))!;
    const quote = await flow.store.lock(tx, found.id);
    assertQuoteOpen(flow, quote, at);
    if (quote.status !== 'QUOTED') throw AppError.conflict(flow.messages.alreadyPaid);
    if (quote.amount === 0) throw AppError.conflict(flow.messages.noPayment);
    const opened = await openTradeFor(tx, {
      orderId: order.id,
      purpose: flow.purpose,
      purposeId: quote.id,
      method: input.method,
      amount: quote.amount,
      expiresAt: quote.expiresAt,
      at,
    });
    return { ...opened, orderNo: order.orderNo };
  });
  // Network calls run outside the transaction: a slow gateway never holds the order's lock.
  const url = await sendTrade(ctx, gateway, payment, others, {
    subject: `${ctx.airlineName}${flow.name} ${flow.name}单${flow.numberOf(found)}`,
    returnUrl: input.returnUrl,
    clientIp: input.clientIp,
  });
  return {
    orderNo,
    outTradeNo: payment.outTradeNo,
    amount: payment.amount,
    url,
    expiresAt: payment.expiresAt.toISOString(),
  };
}

type TicketRow = Awaited<ReturnType<typeof findTicketById>>;

/** How the flow re-issues the ticket once the confirm may go ahead. */
export interface Reissue {
  /** The ticket the quote replaces (still unused). */
  old: TicketRow;
  /** What the old ticket becomes: 已升舱, 已改期. */
  state: 'UPGRADED' | 'CHANGED';
  /** The history reason of the old ticket's move. */
  movedNote: string;
  /** Issues the replacing ticket (a new number). */
  issue(): Promise<{ id: number; ticketNo: string }>;
  /** The seat the new ticket takes (when the old one held a seat, that one goes back on sale). */
  seat: { flightId: number; code: string };
  /** What else the quote records when done. */
  done?: { toClass: string };
  /** The order history's line once done. */
  doneNote(newTicketNo: string): string;
}

/** What the flow decides at the confirm, under the locks it takes: why not, or how to re-issue. */
export type Settlement = { refusal: string } | Reissue;

/**
 * The old ticket 已升舱 / 已改期, a new number replacing it with the old one's money lines, the new
 * seat held and the old one given back in the same transaction, the quote done, the order's history.
 */
async function reissue<Row extends QuoteRow>(
  tx: Db,
  flow: PaidQuoteFlow<Row>,
  step: { order: OrderRow; quote: Row; at: Date; userId: number },
  how: Reissue,
) {
  const { old } = how;
  const who = passenger(step.userId);
  await moveTickets(tx, step.order.id, [old.id], 'OPEN', how.state, who, how.movedNote);
  const issued = await how.issue();
  await moveCharges(tx, old.id, issued.id);
  if (old.seated) {
    await holdSeats(tx, [{ ...how.seat, seats: 1 }]);
    await releaseSeats(tx, [{ flightId: old.flightInstanceId, code: old.bookingClass, seats: 1 }]);
  }
  await flow.store.update(tx, step.quote.id, {
    status: 'DONE',
    newTicketId: issued.id,
    ...how.done,
    doneAt: step.at,
  });
  await noteOrder(tx, step.order, who, how.doneNote(issued.ticketNo));
}

/**
 * Confirms a quote once paid (or at once for ¥0, while it is open), under the order's row lock and
 * the quote's. `settle` takes the flow's own locks and answers a refusal or how to re-issue. Refused
 * unpaid: nothing was charged, the quote simply stays unconfirmable. Refused paid: the quote fails,
 * its money goes back once under the fixed refund number (committed, then 409). Confirming again
 * answers the same quote. Answers the quote as found.
 */
export async function confirmPaidQuote<Row extends QuoteRow>(
  db: Db,
  flow: PaidQuoteFlow<Row>,
  userId: number,
  quoteNo: string,
  settle: (tx: Db, step: { order: OrderRow; quote: Row; at: Date }) => Promise<Settlement>,
): Promise<Row> {
  const found = await ownQuote(db, flow, userId, quoteNo);
  const outcome = await db.transaction(async (tx): Promise<'done' | 'failed'> => {
    const order = (await lockOrderRow(tx, found.orderId))!;
    const quote = await flow.store.lock(tx, found.id);
    if (quote.status === 'DONE') return 'done';
    const at = now();
    assertQuoteOpen(flow, quote, at);
    if (quote.status === 'QUOTED' && quote.amount > 0) throw AppError.conflict(flow.messages.notPaid);
    const settlement = await settle(tx, { order, quote, at });
    if (!('refusal' in settlement)) {
      await reissue(tx, flow, { order, quote, at, userId }, settlement);
      return 'done';
    }
    if (quote.status !== 'PAID') throw AppError.conflict(settlement.refusal);
    const quoteNoOf = flow.numberOf(quote);
    const paymentRefundId = await decideRefund(tx, {
      paymentId: quote.paymentId!,
      outRefundNo: `${flow.refundPrefix}${quoteNoOf}`,
      amount: quote.amount,
      reason: `${flow.name}单${quoteNoOf}${flow.name}失败`,
      at,
    });
    await flow.store.update(tx, quote.id, { status: 'FAILED', paymentRefundId: paymentRefundId ?? null });
    await noteOrder(tx, order, passenger(userId), flow.failedNote(quote, settlement.refusal));
    return 'failed';
  });
  if (outcome === 'failed') throw AppError.conflict(flow.messages.failed);
  return found;
}
