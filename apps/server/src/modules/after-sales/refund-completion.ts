import type { Db } from '../../db/client';
import { lockOrderRow, moveTickets, noteOrder } from '../orders/order-state';
import { findRefundIdOfPayment, markRefundDone } from './refunds.repository';

/**
 * Marks a voluntary refund done once its money is back (or when nothing was to be paid back): the
 * refund 已退款, its tickets 退票中 → 已退票. A refund already done is left alone, so a repeated
 * gateway answer changes nothing.
 */
export async function completeRefund(tx: Db, refundId: number, at: Date): Promise<void> {
  const done = await markRefundDone(tx, refundId, at);
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
  const id = await findRefundIdOfPayment(tx, paymentRefundId);
  if (id !== undefined) await completeRefund(tx, id, at);
}
