import { sql } from 'drizzle-orm';
import { execute, type Db } from '../../db/client';

/**
 * Gives every HELD ticket of the order that has no number yet the next number of the airline's
 * sequence, in ticket order: `929` and the sequence's 10 digits. The sequence never hands out a
 * number twice, whatever the concurrency; the unique index on ticket_no backs it up.
 */
export async function numberHeldTickets(tx: Db, orderId: number): Promise<number> {
  return execute(
    tx,
    sql`UPDATE tickets t SET ticket_no = n.ticket_no
        FROM (
          SELECT id, '929' || lpad(nextval('ticket_number_seq')::text, 10, '0') AS ticket_no
          FROM (SELECT id FROM tickets
                WHERE order_id = ${orderId} AND status = 'HELD' AND ticket_no IS NULL
                ORDER BY passenger_id, segment_id, id) held
        ) n
        WHERE t.id = n.id`,
  );
}
