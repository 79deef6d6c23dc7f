import { and, count, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PassengerType, TicketStatus } from '@jc/shared';
import { queryRows, type Db } from '../../db/client';
import { checkInGrants, checkIns, seatCoupons, tickets, type SeatMap } from '../../db/schema';

/** A ticket with everything check-in decides on: passenger, order, flight, aircraft and live seat. */
export interface TicketContextRow {
  ticket_id: number;
  ticket_no: string;
  ticket_status: TicketStatus;
  cabin: 'C' | 'Y';
  seated: boolean;
  order_id: number;
  order_no: string;
  user_id: number;
  contact_phone: string;
  passenger_id: number;
  passenger_seq: number;
  passenger_type: PassengerType;
  passenger_name: string;
  cert_no: string;
  passenger_phone: string | null;
  accompanied_by: number | null;
  flight_instance_id: number;
  flight_no: string;
  flight_date: string;
  origin: string;
  destination: string;
  origin_name: string;
  destination_name: string;
  scheduled_departure: Date;
  scheduled_arrival: Date;
  aircraft_type: string;
  aircraft_name: string;
  seat_map: SeatMap;
  check_in_id: number | null;
  seat: string | null;
  boarding_pass_no: string | null;
  checked_in_at: Date | null;
}

/** An airport's name with its city once (北京首都国际机场, not 北京北京首都国际机场). */
const placeName = (a: SQL) =>
  sql`CASE WHEN ${a}.airport_name LIKE ${a}.city_name || '%' THEN ${a}.airport_name
           ELSE ${a}.city_name || ${a}.airport_name END`;

async function ticketContexts(db: Db, where: SQL): Promise<TicketContextRow[]> {
  const rows = await queryRows<TicketContextRow>(
    db,
    sql`SELECT t.id AS ticket_id, t.ticket_no, t.status AS ticket_status, t.cabin, t.seated,
               o.id AS order_id, o.order_no, o.user_id, o.contact_phone,
               p.id AS passenger_id, p.seq AS passenger_seq, p.type AS passenger_type,
               p.name AS passenger_name, p.cert_no, p.phone AS passenger_phone, p.accompanied_by,
               fi.id AS flight_instance_id, fi.flight_no, fi.flight_date::text AS flight_date,
               fi.origin, fi.destination,
               ${placeName(sql.raw('oa'))} AS origin_name,
               ${placeName(sql.raw('da'))} AS destination_name,
               fi.scheduled_departure, fi.scheduled_arrival, fi.aircraft_type,
               ac.name AS aircraft_name, ac.seat_map,
               c.id AS check_in_id, c.seat, c.boarding_pass_no, c.checked_in_at
        FROM tickets t
        JOIN orders o ON o.id = t.order_id
        JOIN order_passengers p ON p.id = t.passenger_id
        JOIN order_segments s ON s.id = t.segment_id
        JOIN flight_instances fi ON fi.id = t.flight_instance_id
        JOIN airports oa ON oa.iata = fi.origin
        JOIN airports da ON da.iata = fi.destination
        JOIN aircraft_types ac ON ac.code = fi.aircraft_type
        LEFT JOIN check_ins c ON c.ticket_id = t.id AND c.status = 'CHECKED_IN'
        WHERE t.ticket_no IS NOT NULL AND ${where}
        ORDER BY s.departure, s.seq, p.seq`,
  );
  // Raw SQL hands timestamps back as text on some drivers.
  return rows.map((r) => ({
    ...r,
    scheduled_departure: new Date(r.scheduled_departure),
    scheduled_arrival: new Date(r.scheduled_arrival),
    checked_in_at: r.checked_in_at === null ? null : new Date(r.checked_in_at),
  }));
}

export const findTicketContext = async (db: Db, ticketNo: string) =>
  (await ticketContexts(db, sql`t.ticket_no = ${ticketNo}`))[0];

/** Every issued ticket of one passenger of an order (their other segments). */
export const passengerTicketContexts = (db: Db, orderId: number, passengerId: number) =>
  ticketContexts(db, sql`t.order_id = ${orderId} AND t.passenger_id = ${passengerId}`);

/** Every issued ticket of the account's order with this number. */
export const orderTicketContexts = (db: Db, userId: number, orderNo: string) =>
  ticketContexts(db, sql`o.order_no = ${orderNo} AND o.user_id = ${userId}`);

/** Tickets of infants travelling with this adult on the same flight. */
export const infantTicketContexts = (db: Db, orderId: number, adultSeq: number, flightInstanceId: number) =>
  ticketContexts(
    db,
    sql`t.order_id = ${orderId} AND p.accompanied_by = ${adultSeq} AND p.type = 'INF'
        AND t.flight_instance_id = ${flightInstanceId}`,
  );

export async function hasGrant(db: Db, userId: number, ticketId: number) {
  const [row] = await db
    .select({ ticketId: checkInGrants.ticketId })
    .from(checkInGrants)
    .where(and(eq(checkInGrants.userId, userId), eq(checkInGrants.ticketId, ticketId)));
  return !!row;
}

export async function grantTickets(db: Db, userId: number, ticketIds: number[], at: Date) {
  if (ticketIds.length === 0) return;
  await db
    .insert(checkInGrants)
    .values(ticketIds.map((ticketId) => ({ userId, ticketId, createdAt: at })))
    .onConflictDoNothing();
}

/** Seats taken on a flight, with the ticket that holds each. */
export const takenSeats = (db: Db, flightInstanceId: number) =>
  db
    .select({ seat: checkIns.seat, ticketId: checkIns.ticketId })
    .from(checkIns)
    .where(and(eq(checkIns.flightInstanceId, flightInstanceId), eq(checkIns.status, 'CHECKED_IN')));

const couponFits = (userId: number, aircraftType: string) =>
  and(
    eq(seatCoupons.userId, userId),
    eq(seatCoupons.status, 'UNUSED'),
    or(isNull(seatCoupons.aircraftType), eq(seatCoupons.aircraftType, aircraftType)),
  );

export async function unusedSeatCoupons(db: Db, userId: number, aircraftType: string) {
  const [row] = await db.select({ n: count() }).from(seatCoupons).where(couponFits(userId, aircraftType));
  return row?.n ?? 0;
}

/** Spends one fitting coupon on the ticket (a model-bound one first); null when none is left. */
export async function spendSeatCoupon(
  tx: Db,
  userId: number,
  aircraftType: string,
  ticketId: number,
  at: Date,
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE seat_coupons SET status = 'USED', ticket_id = ${ticketId}, used_at = ${at}
        WHERE id = (SELECT id FROM seat_coupons
                    WHERE user_id = ${userId} AND status = 'UNUSED'
                      AND (aircraft_type IS NULL OR aircraft_type = ${aircraftType})
                    ORDER BY aircraft_type NULLS LAST, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  return row?.id ?? null;
}

export async function returnSeatCoupon(tx: Db, id: number) {
  await tx
    .update(seatCoupons)
    .set({ status: 'UNUSED', ticketId: null, usedAt: null })
    .where(eq(seatCoupons.id, id));
}

/** Locks the tickets and answers their current states. */
export async function lockTickets(tx: Db, ids: number[]) {
  return tx
    .select({ id: tickets.id, status: tickets.status })
    .from(tickets)
    .where(inArray(tickets.id, ids))
    .orderBy(tickets.id)
    .for('update');
}

export async function setTicketStatus(tx: Db, ids: number[], from: TicketStatus, to: TicketStatus, at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(tickets)
    .set({ status: to, updatedAt: at })
    .where(and(inArray(tickets.id, ids), eq(tickets.status, from)));
}

export async function insertCheckIn(tx: Db, values: typeof checkIns.$inferInsert) {
  const [row] = await tx.insert(checkIns).values(values).returning();
  return row!;
}

export async function liveCheckInOf(tx: Db, ticketId: number, lock = false) {
  const query = tx
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.ticketId, ticketId), eq(checkIns.status, 'CHECKED_IN')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markCancelled(tx: Db, id: number, at: Date) {
  await tx.update(checkIns).set({ status: 'CANCELLED', cancelledAt: at }).where(eq(checkIns.id, id));
}

/** The check-in's place in the flight's order of check-ins (the boarding pass's sequence number). */
export async function sequenceOf(db: Db, flightInstanceId: number, checkInId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(checkIns)
    .where(and(eq(checkIns.flightInstanceId, flightInstanceId), lte(checkIns.id, checkInId)));
  return row?.n ?? 1;
}
