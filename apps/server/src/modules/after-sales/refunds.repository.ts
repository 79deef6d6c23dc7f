import { and, arrayOverlaps, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import { orderCharges, orders, refundQuotes, refunds, tickets } from '../../db/schema';

export type RefundQuoteRow = typeof refundQuotes.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type TicketStatus = (typeof tickets.$inferSelect)['status'];

/** The charge lines of these tickets: what a refund line gives back. */
export const chargesOfTickets = (db: Db, ticketIds: readonly number[]) =>
  db
    .select({ ticketId: orderCharges.ticketId, kind: orderCharges.kind, amount: orderCharges.amount })
    .from(orderCharges)
    .where(inArray(orderCharges.ticketId, [...ticketIds]));

/** Marks the order's open quotes naming any of these tickets superseded. */
export async function supersedeOpenQuotes(tx: Db, orderId: number, ticketIds: number[]): Promise<void> {
  await tx
    .update(refundQuotes)
    .set({ status: 'SUPERSEDED' })
    .where(
      and(
        eq(refundQuotes.orderId, orderId),
        eq(refundQuotes.status, 'QUOTED'),
        arrayOverlaps(refundQuotes.ticketIds, ticketIds),
      ),
    );
}

export async function insertQuote(tx: Db, values: typeof refundQuotes.$inferInsert): Promise<RefundQuoteRow> {
  const [row] = await tx.insert(refundQuotes).values(values).returning();
  return row!;
}

/** A quote by its number, only when it is the account's. */
export async function findQuoteOfUser(
  db: Db,
  quoteNo: string,
  userId: number,
): Promise<RefundQuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(refundQuotes)
    .where(and(eq(refundQuotes.quoteNo, quoteNo), eq(refundQuotes.userId, userId)));
  return row;
}

export async function findQuote(db: Db, id: number): Promise<RefundQuoteRow | undefined> {
  const [row] = await db.select().from(refundQuotes).where(eq(refundQuotes.id, id));
  return row;
}

export async function markQuoteConfirmed(tx: Db, id: number): Promise<void> {
  await tx.update(refundQuotes).set({ status: 'CONFIRMED' }).where(eq(refundQuotes.id, id));
}

/** The refund a quote was executed as, if it was. */
export async function findRefundOfQuote(db: Db, quoteId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.quoteId, quoteId));
  return row;
}

export async function insertRefund(tx: Db, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/** Records the gateway refund that pays a refund back. */
export async function setRefundPayment(
  tx: Db,
  id: number,
  paymentRefundId: number | undefined,
): Promise<void> {
  await tx.update(refunds).set({ paymentRefundId }).where(eq(refunds.id, id));
}

/** Marks a refund still being paid back 已退款; the refund, or undefined when it was not REFUNDING. */
export async function markRefundDone(tx: Db, id: number, at: Date): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'REFUNDED', completedAt: at })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'REFUNDING')))
    .returning();
  return row;
}

/** The id of the refund a gateway refund pays back, if any. */
export async function findRefundIdOfPayment(db: Db, paymentRefundId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.paymentRefundId, paymentRefundId));
  return row?.id;
}

/** A refund by its number with its order's number, only when it is the account's. */
export async function findRefundOfUser(db: Db, refundNo: string, userId: number) {
  const [row] = await db
    .select({ refund: refunds, orderNo: orders.orderNo })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.refundNo, refundNo), eq(refunds.userId, userId)));
  return row;
}

/** The current states of these tickets. */
export const ticketStates = (db: Db, ticketIds: readonly number[]) =>
  db
    .select({ id: tickets.id, status: tickets.status })
    .from(tickets)
    .where(inArray(tickets.id, [...ticketIds]));

/** One page of the account's refunds with their orders' numbers, newest first, and their count. */
export const refundsOfUser = (db: Db, userId: number, paging: Paging) =>
  pageWithTotal(
    db
      .select({ refund: refunds, orderNo: orders.orderNo })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.userId, userId))
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(refunds).where(eq(refunds.userId, userId)),
  );
