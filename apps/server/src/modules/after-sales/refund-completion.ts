import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import { lockOrderRow, moveTickets, noteOrder } from '../orders/order-state';

/**
 * Marks a voluntary refund done once its money is back (or when nothing was to be paid back): the
 * refund 已退款, its tickets 退票中 → 已退票. A refund already done is left alone, so a repeated
 * gateway answer changes nothing.
 */
export async function completeRefund(tx: Db, refundId: number, at: Date): Promise<void> {
  const [done] = await tx
    .update(refunds)
    .set({ status: 'REFUNDED', completedAt: at })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'REFUNDING')))
    .returning();
  if (!done) return;
  await moveTickets(
    tx,
    done.orderId,
    done.ticketIds,
    'REFUNDING',
    'REFUNDED',
    { actor: 'system' },
    '退款已原路退回',
  );
  const order = (await lockOrderRow(tx, done.orderId))!;
  await noteOrder(tx, order, { actor: 'system' }, `退票单${done.refundNo}已退款`);
}

/** The voluntary refund paid back by a gateway refund, if any. */
export async function completeRefundOfPayment(tx: Db, paymentRefundId: number, at: Date): Promise<void> {
  const [row] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.paymentRefundId, paymentRefundId));
  if (row) await completeRefund(tx, row.id, at);
}
