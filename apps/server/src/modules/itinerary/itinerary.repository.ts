import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { airlineSettings, orderCharges, orderPassengers, siteSecrets, tickets } from '../../db/schema';

export async function findAirline(db: Db) {
  const [row] = await db.select().from(airlineSettings).limit(1);
  return row!;
}

export interface ItinerarySegmentRow {
  id: number;
  seq: number;
  flight_no: string;
  departure: string;
  arrival: string;
  origin: string;
  destination: string;
  origin_city: string;
  origin_airport: string;
  destination_city: string;
  destination_airport: string;
  cabin: 'C' | 'Y';
  booking_class: string;
  family_name: string;
  checked_baggage_kg: number;
  aircraft_type: string;
}

/** The order's flights with their airports' names and the fare family's name and baggage. */
export function findSegments(db: Db, orderId: number) {
  return queryRows<ItinerarySegmentRow>(
    db,
    sql`SELECT s.id, s.seq, s.flight_no, s.departure, s.arrival, s.origin, s.destination,
               o.city_name AS origin_city, o.airport_name AS origin_airport,
               d.city_name AS destination_city, d.airport_name AS destination_airport,
               s.cabin, s.booking_class, f.name AS family_name, f.checked_baggage_kg,
               fi.aircraft_type
        FROM order_segments s
        JOIN airports o ON o.iata = s.origin
        JOIN airports d ON d.iata = s.destination
        JOIN flight_instances fi ON fi.id = s.flight_instance_id
        LEFT JOIN fare_families f ON f.code = s.family_code
        WHERE s.order_id = ${orderId}
        ORDER BY s.seq`,
  );
}

export function findPassengers(db: Db, orderId: number) {
  return db
    .select()
    .from(orderPassengers)
    .where(eq(orderPassengers.orderId, orderId))
    .orderBy(asc(orderPassengers.seq));
}

export function findTickets(db: Db, orderId: number) {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.id));
}

export function findCharges(db: Db, orderId: number) {
  return db
    .select()
    .from(orderCharges)
    .where(eq(orderCharges.orderId, orderId))
    .orderBy(asc(orderCharges.id));
}

/** The order a ticket number belongs to, and every numbered ticket of that order. */
export async function findOrderOfTicket(db: Db, ticketNo: string) {
  const rows = await queryRows<{ order_no: string; ticket_no: string }>(
    db,
    sql`SELECT o.order_no, t2.ticket_no
        FROM tickets t JOIN orders o ON o.id = t.order_id
        JOIN tickets t2 ON t2.order_id = o.id AND t2.ticket_no IS NOT NULL
        WHERE t.ticket_no = ${ticketNo}`,
  );
  if (rows.length === 0) return undefined;
  return { orderNo: rows[0]!.order_no, ticketNos: rows.map((r) => r.ticket_no.trim()) };
}

/** A server secret by name, made on first use; every process of the database reads the same one. */
export async function readOrCreateSecret(db: Db, name: string, fresh: string, at: Date): Promise<string> {
  await db.insert(siteSecrets).values({ name, value: fresh, createdAt: at }).onConflictDoNothing();
  const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, name));
  return row!.value;
}
