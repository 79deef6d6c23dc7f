import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HistoryActor, OrderStatus, TicketStatus } from '@jc/shared';
import type { Db } from '../../db/client';
import { orderHistory, orders, tickets } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;

/** The order row, locked until the transaction ends: every state change of an order starts here. */
export async function lockOrderRow(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** Moves an order from one state to another; false when it was not in `from` (someone else moved it). */
export async function updateOrderStatus(
  tx: Db,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  at: Date,
  extra: Partial<Pick<OrderRow, 'paidAt' | 'ticketedAt' | 'cancelledAt' | 'cancelReason' | 'paymentMethod'>>,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: to, updatedAt: at, ...extra })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Moves the given tickets of an order that are in one of `from` to `to`; returns those moved. */
export async function updateTicketStatus(
  tx: Db,
  orderId: number,
  ticketIds: readonly number[] | 'all',
  from: readonly TicketStatus[],
  to: TicketStatus,
  at: Date,
  extra: Partial<Pick<TicketRow, 'issuedAt'>> = {},
): Promise<TicketRow[]> {
  return tx
    .update(tickets)
    .set({ status: to, updatedAt: at, ...extra })
    .where(
      and(
        eq(tickets.orderId, orderId),
        inArray(tickets.status, [...from]),
        ticketIds === 'all' ? sql`true` : inArray(tickets.id, [...ticketIds]),
      ),
    )
    .returning();
}

export async function insertHistory(
  tx: Db,
  rows: {
    orderId: number;
    ticketId?: number | null;
    at: Date;
    actor: HistoryActor;
    actorUserId?: number | null;
    fromStatus: string | null;
    toStatus: string;
    reason: string;
  }[],
) {
  if (rows.length > 0) await tx.insert(orderHistory).values(rows);
}
