import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_TICKET_STATUSES } from '@jc/shared';
import { queryRows, type Db } from '../../db/client';
import { dateChanges, orderSegments, tickets } from '../../db/schema';
import { quoteStore } from './paid-quote.repository';

export type ChangeRow = typeof dateChanges.$inferSelect;

/** The flights (of `flightIds`) on which this traveller already holds a live ticket. */
export async function flightsHeldBy(db: Db, travellerKey: string, flightIds: readonly number[]) {
  if (flightIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ flightId: tickets.flightInstanceId })
    .from(tickets)
    .where(
      and(
        eq(tickets.travellerKey, travellerKey),
        inArray(tickets.flightInstanceId, [...flightIds]),
        inArray(tickets.status, [...LIVE_TICKET_STATUSES]),
      ),
    );
  return new Set(rows.map((r) => r.flightId));
}

/** The change quotes' statements of the paid-quote flow. */
export const changeQuotes = quoteStore(dateChanges, dateChanges.changeNo);

/**
 * The order's segment on the new flight: the one it already has for that flight and leg, else a
 * new one after its last (the old segment stays, with the changed ticket on it).
 */
export async function segmentForFlight(
  tx: Db,
  oldSegmentId: number,
  flight: {
    id: number;
    flightNo: string;
    flightDate: string;
    departure: Date;
    arrival: Date;
    bookingClass: string;
    familyCode: string;
  },
): Promise<number> {
  const [old] = await tx.select().from(orderSegments).where(eq(orderSegments.id, oldSegmentId));
  const [known] = await tx
    .select({ id: orderSegments.id })
    .from(orderSegments)
    .where(
      and(
        eq(orderSegments.orderId, old!.orderId),
        eq(orderSegments.flightInstanceId, flight.id),
        eq(orderSegments.legIndex, old!.legIndex),
      ),
    );
  if (known) return known.id;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO order_segments (order_id, seq, leg_index, flight_instance_id, flight_no, flight_date,
          origin, destination, departure, arrival, cabin, booking_class, family_code)
        SELECT ${old!.orderId}, max(seq) + 1, ${old!.legIndex}, ${flight.id}, ${flight.flightNo},
          ${flight.flightDate}::date, ${old!.origin}, ${old!.destination},
          ${flight.departure.toISOString()}::timestamptz, ${flight.arrival.toISOString()}::timestamptz,
          ${old!.cabin}, ${flight.bookingClass}, ${flight.familyCode}
        FROM order_segments WHERE order_id = ${old!.orderId}
        RETURNING id`,
  );
  return row!.id;
}

export interface ChangeViewRow {
  change: ChangeRow;
  orderNo: string;
  ticketNo: string;
  newTicketNo: string | null;
  passengerName: string;
  cabin: 'C' | 'Y';
  /** The changed ticket's fare family (the new ticket's is the change's toFamilyCode). */
  fromFamilyCode: string;
  fromFlightNo: string;
  fromFlightDate: string;
  fromDeparture: Date;
  toFlightNo: string;
  toFlightDate: string;
  toDeparture: Date;
}

/** Changes with what a passenger sees of them: order, tickets, passenger and both flights. */
export async function findChangeViews(db: Db, ids: readonly number[]): Promise<ChangeViewRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Omit<ChangeViewRow, 'change'> & { id: number }>(
    db,
    sql`SELECT c.id, o.order_no AS "orderNo", t.ticket_no AS "ticketNo", n.ticket_no AS "newTicketNo",
          p.name AS "passengerName", t.cabin::text AS cabin, t.family_code AS "fromFamilyCode",
          f.flight_no AS "fromFlightNo", f.flight_date::text AS "fromFlightDate", f.scheduled_departure AS "fromDeparture",
          g.flight_no AS "toFlightNo", g.flight_date::text AS "toFlightDate", g.scheduled_departure AS "toDeparture"
        FROM date_changes c
        JOIN orders o ON o.id = c.order_id
        JOIN tickets t ON t.id = c.ticket_id
        LEFT JOIN tickets n ON n.id = c.new_ticket_id
        JOIN order_passengers p ON p.id = t.passenger_id
        JOIN flight_instances f ON f.id = c.from_flight_id
        JOIN flight_instances g ON g.id = c.to_flight_id
        WHERE c.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const changes = await db
    .select()
    .from(dateChanges)
    .where(inArray(dateChanges.id, [...ids]));
  return rows.map(({ id, ...r }) => ({
    ...r,
    fromDeparture: new Date(r.fromDeparture),
    toDeparture: new Date(r.toDeparture),
    change: changes.find((c) => c.id === id)!,
  }));
}
