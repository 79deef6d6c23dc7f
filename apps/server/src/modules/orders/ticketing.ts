import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { moveOrder, moveTickets, type Actor, type OrderRow, type TicketRow } from './order-state';
import { numberHeldTickets } from './ticketing.repository';

/**
 * Tickets a paid order (docs/orders.md): every HELD ticket gets its number (`929` + 10 digits
 * from `ticket_number_seq`) and becomes OPEN (未使用), each with a history row, and the order
 * moves PAID → TICKETED. Call inside the transaction that moved the order to PAID, with the order
 * row locked, so an order is never paid without its tickets.
 */
export async function issueTickets(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  who: Actor,
): Promise<TicketRow[]> {
  await numberHeldTickets(tx, order.id);
  const issued = await moveTickets(tx, order.id, 'all', 'HELD', 'OPEN', who, '出票', { issuedAt: now() });
  await moveOrder(tx, order, 'TICKETED', who, `出票完成，共${issued.length}张客票`);
  return issued;
}
