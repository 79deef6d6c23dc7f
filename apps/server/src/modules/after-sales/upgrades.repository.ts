import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { orderCharges, orderPassengers, orderSegments, orders, tickets, upgrades } from '../../db/schema';
import { quoteStore } from './paid-quote.repository';

export type UpgradeRow = typeof upgrades.$inferSelect;

/** A ticket of the account's orders by number, with what an upgrade quote needs; undefined if not theirs. */
export async function findTicketOfUser(db: Db, userId: number, ticketNo: string) {
  const [row] = await db
    .select({
      id: tickets.id,
      orderId: tickets.orderId,
      status: tickets.status,
      cabin: tickets.cabin,
      seated: tickets.seated,
      bookingClass: tickets.bookingClass,
      flightInstanceId: tickets.flightInstanceId,
      passengerType: orderPassengers.type,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
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

/** The upgrade quotes' statements of the paid-quote flow. */
export const upgradeQuotes = quoteStore(upgrades, upgrades.upgradeNo);

/**
 * Issues the business ticket that replaces `old` (same order, passenger, segment and flight): the
 * next number of the airline's sequence, 未使用 at once.
 */
export async function insertReplacingTicket(
  tx: Db,
  old: typeof tickets.$inferSelect,
  values: { bookingClass: string; familyCode: string; at: Date },
) {
  const [row] = await queryRows<{ id: number; ticketNo: string }>(
    tx,
    sql`INSERT INTO tickets (order_id, passenger_id, segment_id, flight_instance_id, traveller_key, seated,
          cabin, booking_class, family_code, ticket_no, status, replaces_ticket_id, issued_at, created_at, updated_at)
        VALUES (${old.orderId}, ${old.passengerId}, ${old.segmentId}, ${old.flightInstanceId}, ${old.travellerKey},
          ${old.seated}, 'C', ${values.bookingClass}, ${values.familyCode},
          '929' || lpad(nextval('ticket_number_seq')::text, 10, '0'), 'OPEN', ${old.id},
          ${values.at.toISOString()}::timestamptz, ${values.at.toISOString()}::timestamptz,
          ${values.at.toISOString()}::timestamptz)
        RETURNING id, ticket_no AS "ticketNo"`,
  );
  return row!;
}

/** The old ticket's money lines now belong to the ticket that replaced it. */
export async function moveCharges(tx: Db, fromTicketId: number, toTicketId: number) {
  await tx.update(orderCharges).set({ ticketId: toTicketId }).where(eq(orderCharges.ticketId, fromTicketId));
}

/** Upgrades with what a passenger sees of them: order, tickets, passenger and flight. */
function viewQuery(db: Db) {
  const newTickets = sql`(SELECT ticket_no FROM tickets n WHERE n.id = ${upgrades.newTicketId})`;
  return db
    .select({
      upgrade: upgrades,
      orderNo: orders.orderNo,
      ticketNo: tickets.ticketNo,
      newTicketNo: sql<string | null>`${newTickets}`,
      passengerName: orderPassengers.name,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
    })
    .from(upgrades)
    .innerJoin(orders, eq(orders.id, upgrades.orderId))
    .innerJoin(tickets, eq(tickets.id, upgrades.ticketId))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId));
}
export type UpgradeViewRow = Awaited<ReturnType<typeof findUpgradeViews>>[number];

export async function findUpgradeViews(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return viewQuery(db).where(inArray(upgrades.id, ids));
}

export async function countUpgrades(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(upgrades).where(eq(upgrades.userId, userId));
  return row!.n;
}

export async function pageUpgrades(db: Db, userId: number, pageNum: number, pageSize: number) {
  return viewQuery(db)
    .where(eq(upgrades.userId, userId))
    .orderBy(desc(upgrades.createdAt), desc(upgrades.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
}
