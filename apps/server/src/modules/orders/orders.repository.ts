import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ChargeKind, HistoryActor, OrderStatus, PassengerType } from '@jc/shared';
import { queryRows, type Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import {
  airports,
  orderCharges,
  orderHistory,
  orderPassengers,
  orderSegments,
  orders,
  tickets,
  users,
} from '../../db/schema';
import type { OrderRow } from './order-state.repository';

/** The city and the airport name of an airport code of a segment, read in the same statement. */
const cityName = (iata: typeof orderSegments.origin | typeof orderSegments.destination) =>
  sql<string>`(SELECT city_name FROM ${airports} WHERE iata = ${iata})`;
const airportName = (iata: typeof orderSegments.origin | typeof orderSegments.destination) =>
  sql<string>`(SELECT airport_name FROM ${airports} WHERE iata = ${iata})`;

/**
 * Locks the account's row until the transaction ends (its orders are then placed one at a time)
 * and counts, under that lock, its orders waiting for payment whose deadline has not passed at
 * `at`; null when there is no such account. One statement: it is on every order's path.
 */
export async function lockAccountCountUnpaid(tx: Db, userId: number, at: Date): Promise<number | null> {
  const [row] = await tx
    .select({
      unpaid: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${and(
        eq(orders.userId, userId),
        eq(orders.status, 'PENDING_PAYMENT'),
        gt(orders.payDeadline, at),
      )})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row ? Number(row.unpaid) : null;
}

/** Orders of the account waiting for payment whose deadline has not passed at `at` (no lock). */
export async function countUnpaid(db: Db, userId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING_PAYMENT'), gt(orders.payDeadline, at)));
  return row?.n ?? 0;
}

export interface NewOrderRows {
  order: Omit<typeof orders.$inferInsert, 'id'>;
  segments: Omit<typeof orderSegments.$inferInsert, 'id' | 'orderId'>[];
  passengers: Omit<typeof orderPassengers.$inferInsert, 'id' | 'orderId'>[];
  /** One per passenger per segment, by their seq. */
  tickets: Array<
    Omit<
      typeof tickets.$inferInsert,
      'id' | 'orderId' | 'passengerId' | 'segmentId' | 'createdAt' | 'updatedAt'
    > & { passengerSeq: number; segmentSeq: number }
  >;
  /** Each on the ticket of its passenger and segment. */
  charges: Array<{
    passengerSeq: number;
    segmentSeq: number;
    kind: ChargeKind;
    code: string | null;
    description: string;
    amount: number;
  }>;
  history: { at: Date; actor: HistoryActor; actorUserId: number | null; toStatus: string; reason: string };
}

/**
 * Inserts an order with its segments, passengers, tickets, charges and first history row, in ONE
 * statement (data-modifying CTEs, each part handed over as JSON): an order is placed inside a
 * transaction whose locks others wait on, and one round trip instead of six keeps it short.
 */
export async function insertOrderRows(tx: Db, rows: NewOrderRows): Promise<{ id: number }> {
  const o = rows.order;
  const at = o.createdAt.toISOString();
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const segments = rows.segments.map((s) => ({
    seq: s.seq,
    leg_index: s.legIndex,
    flight_instance_id: s.flightInstanceId,
    flight_no: s.flightNo,
    flight_date: s.flightDate,
    origin: s.origin,
    destination: s.destination,
    departure: s.departure.toISOString(),
    arrival: s.arrival.toISOString(),
    cabin: s.cabin,
    booking_class: s.bookingClass,
    family_code: s.familyCode,
  }));
  const passengers = rows.passengers.map((p) => ({
    seq: p.seq,
    type: p.type,
    name: p.name,
    cert_type: p.certType,
    cert_no: p.certNo,
    birthday: p.birthday,
    phone: p.phone ?? null,
    hero_cert_no: p.heroCertNo ?? null,
    accompanied_by: p.accompaniedBy ?? null,
    saved_passenger_id: p.savedPassengerId ?? null,
  }));
  const ticketRows = rows.tickets.map((t) => ({
    passenger_seq: t.passengerSeq,
    segment_seq: t.segmentSeq,
    flight_instance_id: t.flightInstanceId,
    traveller_key: t.travellerKey,
    seated: t.seated,
    cabin: t.cabin,
    booking_class: t.bookingClass,
    family_code: t.familyCode,
  }));
  const charges = rows.charges.map((c) => ({
    passenger_seq: c.passengerSeq,
    segment_seq: c.segmentSeq,
    kind: c.kind,
    code: c.code,
    description: c.description,
    amount: c.amount,
  }));
  const h = rows.history;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`
    WITH o AS (
      INSERT INTO orders (order_no, user_id, status, trip_type, hero, contact_name, contact_phone,
        fare_total, tax_total, insurance_total, meal_total, discount_total, amount_total,
        user_coupon_id, flash_sale_route_id, pay_deadline, created_at, updated_at)
      VALUES (${o.orderNo}, ${o.userId}, ${o.status ?? 'PENDING_PAYMENT'}, ${o.tripType}, ${o.hero ?? false},
        ${o.contactName}, ${o.contactPhone}, ${o.fareTotal}, ${o.taxTotal}, ${o.insuranceTotal ?? 0},
        ${o.mealTotal ?? 0}, ${o.discountTotal ?? 0}, ${o.amountTotal}, ${o.userCouponId ?? null},
        ${o.flashSaleRouteId ?? null}, ${o.payDeadline.toISOString()}::timestamptz, ${at}::timestamptz,
        ${(o.updatedAt ?? o.createdAt).toISOString()}::timestamptz)
      RETURNING id
    ), s AS (
      INSERT INTO order_segments (order_id, seq, leg_index, flight_instance_id, flight_no, flight_date,
        origin, destination, departure, arrival, cabin, booking_class, family_code)
      SELECT o.id, x.seq, x.leg_index, x.flight_instance_id, x.flight_no, x.flight_date, x.origin,
        x.destination, x.departure, x.arrival, x.cabin, x.booking_class, x.family_code
      FROM o, jsonb_to_recordset(${json(segments)}) AS x(seq smallint, leg_index smallint,
        flight_instance_id int, flight_no text, flight_date date, origin char(3), destination char(3),
        departure timestamptz, arrival timestamptz, cabin char(1), booking_class char(1), family_code text)
      RETURNING id, seq
    ), p AS (
      INSERT INTO order_passengers (order_id, seq, type, name, cert_type, cert_no, birthday, phone,
        hero_cert_no, accompanied_by, saved_passenger_id)
      SELECT o.id, x.seq, x.type, x.name, x.cert_type, x.cert_no, x.birthday, x.phone, x.hero_cert_no,
        x.accompanied_by, x.saved_passenger_id
      FROM o, jsonb_to_recordset(${json(passengers)}) AS x(seq smallint, type text, name text,
        cert_type text, cert_no text, birthday date, phone text, hero_cert_no text,
        accompanied_by smallint, saved_passenger_id int)
      RETURNING id, seq
    ), t AS (
      INSERT INTO tickets (order_id, passenger_id, segment_id, flight_instance_id, traveller_key, seated,
        cabin, booking_class, family_code, status, created_at, updated_at)
      SELECT o.id, p.id, s.id, x.flight_instance_id, x.traveller_key, x.seated, x.cabin, x.booking_class,
        x.family_code, 'HELD', ${at}::timestamptz, ${at}::timestamptz
      FROM o, jsonb_to_recordset(${json(ticketRows)}) AS x(passenger_seq smallint, segment_seq smallint,
        flight_instance_id int, traveller_key text, seated boolean, cabin char(1), booking_class char(1),
        family_code text)
      JOIN p ON p.seq = x.passenger_seq JOIN s ON s.seq = x.segment_seq
      RETURNING id, passenger_id, segment_id
    ), c AS (
      INSERT INTO order_charges (order_id, ticket_id, kind, code, description, amount)
      SELECT o.id, t.id, x.kind, x.code, x.description, x.amount
      FROM o, jsonb_to_recordset(${json(charges)}) AS x(passenger_seq smallint, segment_seq smallint,
        kind text, code text, description text, amount int)
      JOIN p ON p.seq = x.passenger_seq JOIN s ON s.seq = x.segment_seq
      JOIN t ON t.passenger_id = p.id AND t.segment_id = s.id
    ), h AS (
      INSERT INTO order_history (order_id, at, actor, actor_user_id, from_status, to_status, reason)
      SELECT o.id, ${h.at.toISOString()}::timestamptz, ${h.actor}, ${h.actorUserId}, NULL, ${h.toStatus}, ${h.reason}
      FROM o
    )
    SELECT id FROM o
  `,
  );
  return { id: row!.id };
}

/** An order by its number, only when it is the account's. */
export async function findOrderByNo(db: Db, userId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  return row;
}

/** The seats an order's tickets in `status` hold: flight, class and whether each is seated. */
export const ticketsInStatus = (db: Db, orderId: number, status: string) =>
  db
    .select({
      id: tickets.id,
      flightInstanceId: tickets.flightInstanceId,
      bookingClass: tickets.bookingClass,
      seated: tickets.seated,
    })
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), eq(tickets.status, status as never)));

/** One page of the account's orders, newest first, in one state or all. */
export async function listOrders(db: Db, userId: number, status: OrderStatus | undefined, paging: Paging) {
  const where = and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined);
  return pageWithTotal(
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(orders).where(where),
  );
}

/** The segments of some orders with their cities, in travel order. */
export function segmentsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderSegments.orderId,
      seq: orderSegments.seq,
      legIndex: orderSegments.legIndex,
      flightInstanceId: orderSegments.flightInstanceId,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      origin: orderSegments.origin,
      destination: orderSegments.destination,
      depCityName: cityName(orderSegments.origin),
      arrCityName: cityName(orderSegments.destination),
      departure: orderSegments.departure,
      arrival: orderSegments.arrival,
      cabin: orderSegments.cabin,
      bookingClass: orderSegments.bookingClass,
      familyCode: orderSegments.familyCode,
      /** Every ticket of the segment moved to another flight by a date change. */
      changedAway: sql<boolean>`(EXISTS (SELECT 1 FROM tickets t WHERE t.segment_id = order_segments.id)
        AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.segment_id = order_segments.id AND t.status <> 'CHANGED'))`,
    })
    .from(orderSegments)
    .where(inArray(orderSegments.orderId, [...orderIds]))
    .orderBy(asc(orderSegments.orderId), asc(orderSegments.seq));
}

/** The passengers of some orders, in their order. */
export function passengersOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderPassengers)
    .where(inArray(orderPassengers.orderId, [...orderIds]))
    .orderBy(asc(orderPassengers.orderId), asc(orderPassengers.seq));
}
export type OrderPassengerRow = Awaited<ReturnType<typeof passengersOf>>[number] & { type: PassengerType };

/** The states of some orders' tickets (for the name their state shows under). */
export function ticketStatusesOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: tickets.orderId, status: tickets.status })
    .from(tickets)
    .where(inArray(tickets.orderId, [...orderIds]));
}

/**
 * An order's tickets (all, or those with these numbers) with their seat, fare family, passenger
 * and segment: what the order detail shows and what a refund quote is worked out from.
 */
export const ticketsOf = (db: Db, orderId: number, ticketNos?: readonly string[]) =>
  db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      cabin: tickets.cabin,
      seated: tickets.seated,
      flightInstanceId: tickets.flightInstanceId,
      bookingClass: tickets.bookingClass,
      familyCode: tickets.familyCode,
      passengerSeq: orderPassengers.seq,
      passengerName: orderPassengers.name,
      segmentSeq: orderSegments.seq,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      departure: orderSegments.departure,
    })
    .from(tickets)
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .where(
      and(
        eq(tickets.orderId, orderId),
        ticketNos === undefined ? undefined : inArray(tickets.ticketNo, [...ticketNos]),
      ),
    )
    // A ticket replaced by an upgrade comes before the one that replaced it.
    .orderBy(asc(orderSegments.seq), asc(orderPassengers.seq), asc(tickets.id));

/** An order's charge lines with the seq of their ticket's passenger and segment. */
export const chargesOf = (db: Db, orderId: number) =>
  db
    .select({
      kind: orderCharges.kind,
      code: orderCharges.code,
      description: orderCharges.description,
      amount: orderCharges.amount,
      passengerSeq: orderPassengers.seq,
      passengerType: orderPassengers.type,
      segmentSeq: orderSegments.seq,
    })
    .from(orderCharges)
    .innerJoin(tickets, eq(tickets.id, orderCharges.ticketId))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .where(eq(orderCharges.orderId, orderId))
    .orderBy(asc(orderSegments.seq), asc(orderPassengers.seq), asc(orderCharges.id));

/** An order's history, oldest first, with the number of the ticket a row is about. */
export const historyOf = (db: Db, orderId: number) =>
  db
    .select({
      at: orderHistory.at,
      actor: orderHistory.actor,
      fromStatus: orderHistory.fromStatus,
      toStatus: orderHistory.toStatus,
      reason: orderHistory.reason,
      ticketNo: tickets.ticketNo,
    })
    .from(orderHistory)
    .leftJoin(tickets, eq(tickets.id, orderHistory.ticketId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));

/**
 * The account's tickets on flights departing from `since` on, soonest first: what a passenger
 * means by "my flight" (the assistant's trip cards read them).
 */
export const ticketedTripsOf = (db: Db, userId: number, since: Date, limit: number) =>
  db
    .select({
      orderNo: orders.orderNo,
      ticketNo: tickets.ticketNo,
      ticketStatus: tickets.status,
      passengerName: orderPassengers.name,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      origin: orderSegments.origin,
      destination: orderSegments.destination,
      depCityName: cityName(orderSegments.origin),
      arrCityName: cityName(orderSegments.destination),
      departure: orderSegments.departure,
      arrival: orderSegments.arrival,
      familyCode: orderSegments.familyCode,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'TICKETED'), gt(orderSegments.departure, since)))
    .orderBy(asc(orderSegments.departure), asc(orderPassengers.seq))
    .limit(limit);

/** The issued tickets (with a number) matching a flight or a number, with passenger, flight and airports. */
function issuedTicketQuery(db: Db) {
  return db
    .select({
      ticketId: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      cabin: tickets.cabin,
      bookingClass: tickets.bookingClass,
      issuedAt: tickets.issuedAt,
      orderId: orders.id,
      orderNo: orders.orderNo,
      passengerId: orderPassengers.id,
      passengerName: orderPassengers.name,
      passengerType: orderPassengers.type,
      certNo: orderPassengers.certNo,
      flightInstanceId: tickets.flightInstanceId,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      origin: orderSegments.origin,
      destination: orderSegments.destination,
      depCityName: cityName(orderSegments.origin),
      depAirportName: airportName(orderSegments.origin),
      arrCityName: cityName(orderSegments.destination),
      arrAirportName: airportName(orderSegments.destination),
      departure: orderSegments.departure,
      arrival: orderSegments.arrival,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId));
}
export type IssuedTicketRow = Awaited<ReturnType<ReturnType<typeof issuedTicketQuery>['execute']>>[number];

/** A passenger name compared without spaces and case (ZHANG/WEI, zhang / wei and 张伟 as typed). */
const nameKey = (column: typeof orderPassengers.name) => sql`upper(replace(${column}, ' ', ''))`;

/** The issued tickets on a dated flight held by a passenger of this name, newest first. */
export const issuedTicketsOnFlight = (db: Db, flightNo: string, flightDate: string, nameKeyValue: string) =>
  issuedTicketQuery(db)
    .where(
      and(
        eq(orderSegments.flightNo, flightNo),
        eq(orderSegments.flightDate, flightDate),
        sql`${tickets.ticketNo} IS NOT NULL`,
        eq(nameKey(orderPassengers.name), nameKeyValue),
      ),
    )
    .orderBy(desc(tickets.id));

/** The issued ticket with this number, when its passenger has this name. */
export const issuedTicketByNo = (db: Db, ticketNo: string, nameKeyValue: string) =>
  issuedTicketQuery(db)
    .where(and(eq(tickets.ticketNo, ticketNo), eq(nameKey(orderPassengers.name), nameKeyValue)))
    .limit(1);

/** An order by id, whoever's it is (for documents reached by ticket number and name). */
export async function findOrderById(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}
