import {
  ORDER_STATUS_NAMES,
  ORDER_TRANSITIONS,
  TICKET_STATUS_NAMES,
  TICKET_TRANSITIONS,
  canTransition,
  type HistoryActor,
  type OrderStatus,
  type TicketStatus,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import {
  insertHistory,
  lockOrderRow,
  updateOrderStatus,
  updateTicketStatus,
  type OrderRow,
  type TicketRow,
} from './order-state.repository';

export type { OrderRow, TicketRow };
export { lockOrderRow };

/** Who made a change, as the history records it. */
export interface Actor {
  actor: HistoryActor;
  userId?: number | null;
}

const STAMPS: Partial<Record<OrderStatus, 'paidAt' | 'ticketedAt' | 'cancelledAt'>> = {
  PAID: 'paidAt',
  TICKETED: 'ticketedAt',
  CANCELLED: 'cancelledAt',
};

/**
 * The one way an order changes state (docs/orders.md): the move must be allowed by
 * ORDER_TRANSITIONS and the order must still be in the state the caller read (a guarded UPDATE),
 * and a history row is written in the same transaction. Call with the order row locked.
 */
export async function moveOrder(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: OrderStatus,
  who: Actor,
  reason: string,
  extra: { paymentMethod?: OrderRow['paymentMethod']; cancelReason?: string } = {},
): Promise<void> {
  if (!canTransition(ORDER_TRANSITIONS, order.status, to))
    throw AppError.conflict(`订单${ORDER_STATUS_NAMES[order.status]}，不能变为${ORDER_STATUS_NAMES[to]}`);
  const at = now();
  const stamp = STAMPS[to];
  const moved = await updateOrderStatus(tx, order.id, order.status, to, at, {
    ...(stamp ? { [stamp]: at } : {}),
    ...extra,
  });
  if (!moved) throw AppError.conflict('订单状态已变化，请刷新后重试');
  await insertHistory(tx, [
    {
      orderId: order.id,
      at,
      actor: who.actor,
      actorUserId: who.userId ?? null,
      fromStatus: order.status,
      toStatus: to,
      reason,
    },
  ]);
  order.status = to;
}

/**
 * Moves tickets of an order from `from` to `to` (every allowed by TICKET_TRANSITIONS), with one
 * history row per ticket; returns the tickets moved. Tickets in another state are left alone.
 */
export async function moveTickets(
  tx: Db,
  orderId: number,
  ticketIds: readonly number[] | 'all',
  from: TicketStatus,
  to: TicketStatus,
  who: Actor,
  reason: string,
  extra: { issuedAt?: Date } = {},
): Promise<TicketRow[]> {
  if (!canTransition(TICKET_TRANSITIONS, from, to))
    throw AppError.conflict(`客票${TICKET_STATUS_NAMES[from]}，不能变为${TICKET_STATUS_NAMES[to]}`);
  const at = now();
  const moved = await updateTicketStatus(tx, orderId, ticketIds, [from], to, at, extra);
  await insertHistory(
    tx,
    moved.map((t) => ({
      orderId,
      ticketId: t.id,
      at,
      actor: who.actor,
      actorUserId: who.userId ?? null,
      fromStatus: from,
      toStatus: to,
      reason,
    })),
  );
  return moved;
}

/**
 * A history row for an event that does not change the order's state (e.g. a payment that arrived
 * after the order was cancelled, and its refund): who, when and why, from and to the same state.
 */
export async function noteOrder(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  who: Actor,
  reason: string,
): Promise<void> {
  await insertHistory(tx, [
    {
      orderId: order.id,
      at: now(),
      actor: who.actor,
      actorUserId: who.userId ?? null,
      fromStatus: order.status,
      toStatus: order.status,
      reason,
    },
  ]);
}
