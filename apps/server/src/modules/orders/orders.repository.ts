import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ChargeKind, HistoryActor, OrderStatus, PassengerType } from '@jc/shared';
import type { Db } from '../../db/client';
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

/** Locks the account's row until the transaction ends: its orders are then placed one at a time. */
export async function lockAccountRow(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

/** Orders of the account waiting for payment whose deadline has not passed at `at`. */
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

/** Inserts an order with its segments, passengers, tickets, charges and first history row. */
export async function insertOrderRows(tx: Db, rows: NewOrderRows): Promise<{ id: number }> {
  const [order] = await tx.insert(orders).values(rows.order).returning({ id: orders.id });
  const orderId = order!.id;
  const segments = await tx
    .insert(orderSegments)
    .values(rows.segments.map((s) => ({ ...s, orderId })))
    .returning({ id: orderSegments.id, seq: orderSegments.seq });
  const passengers = await tx
    .insert(orderPassengers)
    .values(rows.passengers.map((p) => ({ ...p, orderId })))
    .returning({ id: orderPassengers.id, seq: orderPassengers.seq });
  const segmentId = new Map(segments.map((s) => [s.seq, s.id]));
  const passengerId = new Map(passengers.map((p) => [p.seq, p.id]));
  const at = rows.order.createdAt;
  const inserted = await tx
    .insert(tickets)
    .values(
      rows.tickets.map(({ passengerSeq, segmentSeq, ...t }) => ({
        ...t,
        orderId,
        passengerId: passengerId.get(passengerSeq)!,
        segmentId: segmentId.get(segmentSeq)!,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: tickets.id, passengerId: tickets.passengerId, segmentId: tickets.segmentId });
  const ticketId = new Map(inserted.map((t) => [`${t.passengerId}:${t.segmentId}`, t.id]));
  await tx.insert(orderCharges).values(
    rows.charges.map((c) => ({
      orderId,
      ticketId: ticketId.get(`${passengerId.get(c.passengerSeq)}:${segmentId.get(c.segmentSeq)}`)!,
      kind: c.kind,
      code: c.code,
      description: c.description,
      amount: c.amount,
    })),
  );
  await tx.insert(orderHistory).values({ ...rows.history, orderId, fromStatus: null });
  return { id: orderId };
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
export async function listOrders(
  db: Db,
  userId: number,
  status: OrderStatus | undefined,
  paging: { limit: number; offset: number },
) {
  const where = and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
      depCityName: sql<string>`(SELECT city_name FROM ${airports} WHERE iata = ${orderSegments.origin})`,
      arrCityName: sql<string>`(SELECT city_name FROM ${airports} WHERE iata = ${orderSegments.destination})`,
      departure: orderSegments.departure,
      arrival: orderSegments.arrival,
      cabin: orderSegments.cabin,
      bookingClass: orderSegments.bookingClass,
      familyCode: orderSegments.familyCode,
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

/** An order's tickets with the seq of their passenger and segment. */
export const ticketsOf = (db: Db, orderId: number) =>
  db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      passengerSeq: orderPassengers.seq,
      segmentSeq: orderSegments.seq,
    })
    .from(tickets)
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(orderSegments.seq), asc(orderPassengers.seq));

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
