import { PAY_METHOD_NAMES, formatYuan } from '@jc/shared';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema';
import { noteOrder, type OrderRow } from '../orders/order-state';
import { markChangePaid } from './changes.repository';

/**
 * Applies a gateway payment of a date change (called by the payments module inside the
 * notification's transaction, the order locked): a quote still waiting for it becomes PAID and the
 * order's history says so. Answers the outcome, or null when the quote no longer waits (superseded,
 * or paid another way): the caller then sends the money back.
 */
export async function applyChangePayment(
  tx: Db,
  order: OrderRow,
  payment: typeof payments.$inferSelect,
  at: Date,
): Promise<string | null> {
  if (payment.purposeId === null) return null;
  const paid = await markChangePaid(tx, payment.purposeId, payment.amount, payment.id, at);
  if (!paid) return null;
  await noteOrder(
    tx,
    order,
    { actor: 'gateway' },
    `改期单${paid.changeNo}：改期费用${formatYuan(payment.amount)}已通过${PAY_METHOD_NAMES[payment.method]}付清`,
  );
  return '改期费用已支付';
}
