import { and, eq } from 'drizzle-orm';
import { PAY_METHOD_NAMES, formatYuan } from '@jc/shared';
import type { Db } from '../../db/client';
import { upgrades, type payments } from '../../db/schema';
import { noteOrder, type OrderRow } from '../orders/order-state';

/**
 * Applies a gateway payment of an upgrade's difference (called by the payments module inside the
 * notification's transaction, the order locked): a quote still waiting for it becomes PAID and the
 * order's history says so. Answers the outcome, or null when the quote no longer waits (superseded,
 * or paid another way): the caller then sends the money back.
 */
export async function applyUpgradePayment(
  tx: Db,
  order: OrderRow,
  payment: typeof payments.$inferSelect,
  at: Date,
): Promise<string | null> {
  if (payment.purposeId === null) return null;
  const [paid] = await tx
    .update(upgrades)
    .set({ status: 'PAID', paidAt: at, paymentId: payment.id })
    .where(
      and(
        eq(upgrades.id, payment.purposeId),
        eq(upgrades.status, 'QUOTED'),
        eq(upgrades.amount, payment.amount),
      ),
    )
    .returning();
  if (!paid) return null;
  await noteOrder(
    tx,
    order,
    { actor: 'gateway' },
    `升舱单${paid.upgradeNo}：差价${formatYuan(payment.amount)}已通过${PAY_METHOD_NAMES[payment.method]}付清`,
  );
  return '升舱差价已支付';
}
