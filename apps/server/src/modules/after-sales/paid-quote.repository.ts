import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  dateChanges,
  orderCharges,
  orderPassengers,
  orderSegments,
  orders,
  tickets,
  upgrades,
} from '../../db/schema';

/*
 * The SQL the paid-quote flow (paid-quote.ts) asks of either quote table (upgrades, date_changes):
 * both have the same columns for its owner, ticket, states, amount, payment and refund; and the
 * tickets a quote is of and replaces them with.
 */

export type QuoteTable = typeof upgrades | typeof dateChanges;
export type QuoteRow = QuoteTable['$inferSelect'];

/** The quote statements of one table; `numberColumn` holds the number the passenger quotes (UG…, CG…). */
export function quoteStore<T extends QuoteTable>(
  table: T,
  numberColumn: typeof upgrades.upgradeNo | typeof dateChanges.changeNo,
) {
  type Row = T['$inferSelect'];
  // Drizzle cannot type a statement over a generic table; both tables share these columns.
  const t = table as QuoteTable;
  const quoteNo = numberColumn as typeof upgrades.upgradeNo;
  return {
    /** The account's quote by number; undefined when it is another's or unknown. */
    async findOfUser(db: Db, userId: number, no: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(quoteNo, no), eq(t.userId, userId)));
      return row as Row | undefined;
    },

    async lock(tx: Db, id: number): Promise<Row> {
      const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      return row! as Row;
    },

    async insert(tx: Db, values: T['$inferInsert']): Promise<Row> {
      const [row] = await tx
        .insert(t)
        .values(values as typeof upgrades.$inferInsert)
        .returning();
      return row! as Row;
    },

    async update(tx: Db, id: number, values: Partial<T['$inferInsert']>) {
      await tx.update(t).set(values).where(eq(t.id, id));
    },

    /** Marks the ticket's quotes still waiting for payment 已失效: a newer quote replaces them. */
    async supersedeOpen(tx: Db, ticketId: number) {
      await tx
        .update(t)
        .set({ status: 'SUPERSEDED' })
        .where(and(eq(t.ticketId, ticketId), eq(t.status, 'QUOTED')));
    },

    /** Whether the ticket has a paid quote waiting for its confirm. */
    async hasPaid(db: Db, ticketId: number) {
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.ticketId, ticketId), eq(t.status, 'PAID')));
      return !!row;
    },

    /** Applies a gateway payment to the quote it names while that still waits for exactly this amount. */
    async markPaid(tx: Db, id: number, payment: { id: number; amount: number }, at: Date) {
      const [row] = await tx
        .update(t)
        .set({ status: 'PAID', paidAt: at, paymentId: payment.id })
        .where(and(eq(t.id, id), eq(t.status, 'QUOTED'), eq(t.amount, payment.amount)))
        .returning();
      return row as Row | undefined;
    },
  };
}

/** A ticket of the account's orders by number, with its passenger and segment; undefined if not theirs. */
export async function findTicketOfUser(db: Db, userId: number, ticketNo: string) {
  const [row] = await db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      orderId: tickets.orderId,
      orderNo: orders.orderNo,
      status: tickets.status,
      cabin: tickets.cabin,
      seated: tickets.seated,
      bookingClass: tickets.bookingClass,
      familyCode: tickets.familyCode,
      travellerKey: tickets.travellerKey,
      flightInstanceId: tickets.flightInstanceId,
      passengerType: orderPassengers.type,
      passengerName: orderPassengers.name,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      origin: orderSegments.origin,
      destination: orderSegments.destination,
      departure: orderSegments.departure,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .where(and(eq(tickets.ticketNo, ticketNo), eq(orders.userId, userId)));
  return row;
}

export async function findTicketById(db: Db, id: number) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

/** The fare the ticket paid (its FARE lines), in fen. */
export async function paidFareOf(db: Db, ticketId: number): Promise<number> {
  const rows = await db
    .select({ amount: orderCharges.amount })
    .from(orderCharges)
    .where(and(eq(orderCharges.ticketId, ticketId), eq(orderCharges.kind, 'FARE')));
  return rows.reduce((s, r) => s + r.amount, 0);
}

/**
 * Issues the ticket that replaces `old` (same order and passenger; its segment, flight and cabin
 * unless given): the next number of the airline's sequence, 未使用 at once.
 */
export async function insertReplacingTicket(
  tx: Db,
  old: typeof tickets.$inferSelect,
  values: {
    segmentId?: number;
    flightId?: number;
    cabin?: 'C' | 'Y';
    bookingClass: string;
    familyCode: string;
    at: Date;
  },
) {
  const at = values.at.toISOString();
  const [row] = await queryRows<{ id: number; ticketNo: string }>(
    tx,
    sql`INSERT INTO tickets (order_id, passenger_id, segment_id, flight_instance_id, traveller_key, seated,
          cabin, booking_class, family_code, ticket_no, status, replaces_ticket_id, issued_at, created_at, updated_at)
        VALUES (${old.orderId}, ${old.passengerId}, ${values.segmentId ?? old.segmentId},
          ${values.flightId ?? old.flightInstanceId}, ${old.travellerKey}, ${old.seated},
          ${values.cabin ?? old.cabin}, ${values.bookingClass}, ${values.familyCode},
          '929' || lpad(nextval('ticket_number_seq')::text, 10, '0'), 'OPEN', ${old.id},
          ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
        RETURNING id, ticket_no AS "ticketNo"`,
  );
  return row!;
}

/** The old ticket's money lines now belong to the ticket that replaced it. */
export async function moveCharges(tx: Db, fromTicketId: number, toTicketId: number) {
  await tx.update(orderCharges).set({ ticketId: toTicketId }).where(eq(orderCharges.ticketId, fromTicketId));
}
