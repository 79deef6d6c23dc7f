import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentNotifications, paymentRefunds, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** The order itself, or one upgrade (or change) of it, as a payment pays for it. */
export interface PaidFor {
  purpose: PaymentRow['purpose'];
  purposeId: number | null;
}
const ORDER_ITSELF: PaidFor = { purpose: 'ORDER', purposeId: null };
const sameFor = (paidFor: PaidFor) =>
  and(
    eq(payments.purpose, paidFor.purpose),
    paidFor.purposeId === null ? isNull(payments.purposeId) : eq(payments.purposeId, paidFor.purposeId),
  );

/** A trade of this order (or of what of it is paid) and method that may still be paid at `at`, for the same amount. */
export async function findOpenPayment(
  tx: Db,
  orderId: number,
  method: PaymentRow['method'],
  amount: number,
  at: Date,
  paidFor: PaidFor = ORDER_ITSELF,
) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        sameFor(paidFor),
        eq(payments.method, method),
        eq(payments.status, 'CREATED'),
        eq(payments.amount, amount),
        gt(payments.expiresAt, at),
      ),
    )
    .orderBy(payments.id)
    .limit(1);
  return row;
}

/** The order's other trades still open: a passenger who switches method leaves them behind. */
export async function findOtherOpenPayments(
  tx: Db,
  orderId: number,
  keepId: number,
  paidFor: PaidFor = ORDER_ITSELF,
) {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), sameFor(paidFor), eq(payments.status, 'CREATED')));
  return rows.filter((r) => r.id !== keepId);
}

export async function insertPayment(tx: Db, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** The paid trade of the order itself (not of an upgrade or change of it), if any. */
export async function findPaidOrderPayment(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'ORDER'), eq(payments.status, 'PAID')));
  return row;
}

export async function findPaymentByTradeNo(db: Db, outTradeNo: string) {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
  return row;
}

export async function lockPayment(tx: Db, id: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row!;
}

/** CREATED or CLOSED → PAID; false when it was already paid (a duplicate notification). */
export async function markPaymentPaid(tx: Db, id: number, providerTradeNo: string, paidAt: Date) {
  const rows = await tx
    .update(payments)
    .set({ status: 'PAID', providerTradeNo, paidAt })
    .where(and(eq(payments.id, id), inArray(payments.status, ['CREATED', 'CLOSED'])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function markPaymentClosed(db: Db, id: number) {
  await db
    .update(payments)
    .set({ status: 'CLOSED' })
    .where(and(eq(payments.id, id), eq(payments.status, 'CREATED')));
}

export async function markPaymentRefunded(tx: Db, id: number) {
  await tx
    .update(payments)
    .set({ status: 'REFUNDED' })
    .where(and(eq(payments.id, id), eq(payments.status, 'PAID')));
}

export async function insertNotification(db: Db, values: typeof paymentNotifications.$inferInsert) {
  await db.insert(paymentNotifications).values(values);
}

/** The refund of a payment, decided once: its fixed refund number makes a second one impossible. */
export async function insertRefund(tx: Db, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await tx.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRefund(db: Db, id: number) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

export async function markRefundSucceeded(tx: Db, id: number, providerRefundNo: string, at: Date) {
  const rows = await tx
    .update(paymentRefunds)
    .set({ status: 'SUCCEEDED', providerRefundNo, completedAt: at })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'PENDING')))
    .returning({ id: paymentRefunds.id });
  return rows.length === 1;
}

export async function findPaymentById(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}
