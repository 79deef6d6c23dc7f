import { PAY_METHOD_NAMES, formatYuan } from '@jc/shared';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema';
import { noteOrder, type OrderRow } from '../orders/order-state';
import { changeQuotes } from './changes.repository';
import { upgradeQuotes } from './upgrades.repository';

type PaymentRow = typeof payments.$inferSelect;
/** The payment purposes that pay an after-sales quote (docs/after-sales.md). */
export type QuotePurpose = 'UPGRADE' | 'CHANGE';

/** What applying a payment means for each kind of quote: its table and its words. */
const PAID_QUOTES: Record<
  QuotePurpose,
  {
    markPaid(tx: Db, id: number, payment: PaymentRow, at: Date): Promise<{ no: string } | undefined>;
    /** The order history's line, e.g. 升舱单UG…：差价¥…已通过…付清. */
    note(no: string, amount: string, method: string): string;
    outcome: string;
    /** Why a payment that finds its quote no longer waiting is sent back. */
    lapsed: string;
  }
> = {
  UPGRADE: {
    markPaid: async (tx, id, payment, at) => {
      const paid = await upgradeQuotes.markPaid(tx, id, payment, at);
      return paid && { no: paid.upgradeNo };
    },
    note: (no, amount, method) => `升舱单${no}：差价${amount}已通过${method}付清`,
    outcome: '升舱差价已支付',
    lapsed: '升舱报价已失效',
  },
  CHANGE: {
    markPaid: async (tx, id, payment, at) => {
      const paid = await changeQuotes.markPaid(tx, id, payment, at);
      return paid && { no: paid.changeNo };
    },
    note: (no, amount, method) => `改期单${no}：改期费用${amount}已通过${method}付清`,
    outcome: '改期费用已支付',
    lapsed: '改期报价已失效',
  },
};

export const isQuotePurpose = (purpose: string): purpose is QuotePurpose =>
  purpose === 'UPGRADE' || purpose === 'CHANGE';

/**
 * Applies a gateway payment of an upgrade's difference or a date change's fee (called by the
 * payments module inside the notification's transaction, the order locked): a quote still waiting
 * for it becomes PAID and the order's history says so. Answers the outcome, or `lapsed` (why) when
 * the quote no longer waits (superseded, or paid another way): the caller then sends the money back.
 */
export async function applyQuotePayment(
  tx: Db,
  order: OrderRow,
  payment: PaymentRow & { purpose: QuotePurpose },
  at: Date,
): Promise<{ outcome: string } | { lapsed: string }> {
  const kind = PAID_QUOTES[payment.purpose];
  const paid =
    payment.purposeId === null ? undefined : await kind.markPaid(tx, payment.purposeId, payment, at);
  if (!paid) return { lapsed: kind.lapsed };
  await noteOrder(
    tx,
    order,
    { actor: 'gateway' },
    kind.note(paid.no, formatYuan(payment.amount), PAY_METHOD_NAMES[payment.method]),
  );
  return { outcome: kind.outcome };
}
