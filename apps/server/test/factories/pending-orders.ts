import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PAY_MINUTES, type ChargeKind, type PassengerType } from '@jc/shared';
import { queryRows, type Db } from '../../src/db/client';
import {
  orderCharges,
  orderHistory,
  orderPassengers,
  orderSegments,
  orders,
  tickets,
} from '../../src/db/schema';
import { now } from '../../src/lib/clock';

export interface PendingOrderOptions {
  passengers?: { name: string; type?: PassengerType; certNo?: string }[];
  /** How many flights (consecutive flight instances after the seed's first future one). */
  segments?: number;
  /** A coupon takes the whole fare and no tax is due: the order costs ¥0. */
  zero?: boolean;
  /** Minutes from now to the payment deadline (default PAY_MINUTES). */
  payMinutes?: number;
  /** Only flights this accepts (e.g. by the status simulator's plan), picked at random among them. */
  flight?: (f: { flightNo: string; flightDate: string }) => boolean;
}

let counter = 0;
const FARE = 128_000;
const FUND = 5_000;
const FUEL = 2_000;

export type PendingOrder = Awaited<ReturnType<typeof createPendingOrder>>;

/**
 * An unpaid order straight in the database, as an appointment leaves it: passengers, segments,
 * one HELD ticket per passenger and segment, charge lines that add up to the amount, a history
 * row. Seats are not drawn from inventory (payment does not look at it).
 */
export async function createPendingOrder(app: { db: Db }, userId: number, options: PendingOrderOptions = {}) {
  counter += 1;
  const at = now();
  const nSegments = options.segments ?? 1;
  const flights = await queryRows<{
    id: number;
    flight_no: string;
    flight_date: string;
    origin: string;
    destination: string;
    scheduled_departure: string;
    scheduled_arrival: string;
  }>(
    app.db,
    sql`SELECT id, flight_no, flight_date::text AS flight_date, origin, destination,
               scheduled_departure, scheduled_arrival
        FROM flight_instances WHERE scheduled_departure > ${at.toISOString()}::timestamptz + interval '3 days'
        ORDER BY id LIMIT ${options.flight ? 3000 : nSegments} OFFSET ${options.flight ? 0 : randomInt(500)}`,
  ).then((rows) => {
    if (!options.flight) return rows;
    const wanted = rows.filter((f) => options.flight!({ flightNo: f.flight_no, flightDate: f.flight_date }));
    if (wanted.length < nSegments) throw new Error('no flight the test accepts');
    const from = randomInt(wanted.length - nSegments + 1);
    return wanted.slice(from, from + nSegments);
  });
  const people = options.passengers ?? [{ name: '张伟' }];
  const perTicket = options.zero
    ? { fare: 10_000, fund: 0, fuel: 0, coupon: -10_000 }
    : { fare: FARE, fund: FUND, fuel: FUEL, coupon: 0 };
  const nTickets = people.length * flights.length;
  const fareTotal = perTicket.fare * nTickets;
  const taxTotal = (perTicket.fund + perTicket.fuel) * nTickets;
  const discountTotal = -perTicket.coupon * nTickets;
  const orderNo = `JC${String(process.pid % 100000).padStart(5, '0')}${String(counter).padStart(5, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;

  return app.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        userId,
        tripType: flights.length > 1 ? 2 : 0,
        contactName: people[0]!.name,
        contactPhone: '13800138000',
        fareTotal,
        taxTotal,
        discountTotal,
        amountTotal: fareTotal + taxTotal - discountTotal,
        payDeadline: new Date(at.getTime() + (options.payMinutes ?? PAY_MINUTES) * 60_000),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const segs = await tx
      .insert(orderSegments)
      .values(
        flights.map((f, i) => ({
          orderId: order!.id,
          seq: i + 1,
          legIndex: i,
          flightInstanceId: f.id,
          flightNo: f.flight_no,
          flightDate: f.flight_date,
          origin: f.origin,
          destination: f.destination,
          departure: new Date(f.scheduled_departure),
          arrival: new Date(f.scheduled_arrival),
          cabin: 'Y' as const,
          bookingClass: 'M',
          familyCode: 'STANDARD',
        })),
      )
      .returning();
    const pax = await tx
      .insert(orderPassengers)
      .values(
        people.map((p, i) => ({
          orderId: order!.id,
          seq: i + 1,
          type: p.type ?? 'ADT',
          name: p.name,
          certType: '身份证',
          certNo: p.certNo ?? `1101011990${String(counter).padStart(6, '0')}${String(i).padStart(2, '0')}`,
          birthday: '1990-01-01',
          phone: '13800138000',
        })),
      )
      .returning();
    const held = await tx
      .insert(tickets)
      .values(
        pax.flatMap((p) =>
          segs.map((s) => ({
            orderId: order!.id,
            passengerId: p.id,
            segmentId: s.id,
            flightInstanceId: s.flightInstanceId,
            travellerKey: `身份证:${p.certNo}`,
            seated: true,
            cabin: 'Y' as const,
            bookingClass: 'M',
            familyCode: 'STANDARD',
            createdAt: at,
            updatedAt: at,
          })),
        ),
      )
      .returning();
    // Each ticket's charge lines, in the order an appointment writes them.
    const lines: { kind: ChargeKind; description: string; amount: number }[] = [
      { kind: 'FARE', description: '票价', amount: perTicket.fare },
      { kind: 'DEVELOPMENT_FUND', description: '民航发展基金', amount: perTicket.fund },
      { kind: 'FUEL', description: '燃油附加费', amount: perTicket.fuel },
    ];
    if (perTicket.coupon) lines.push({ kind: 'COUPON', description: '优惠券', amount: perTicket.coupon });
    await tx
      .insert(orderCharges)
      .values(held.flatMap((t) => lines.map((line) => ({ orderId: order!.id, ticketId: t.id, ...line }))));
    await tx.insert(orderHistory).values({
      orderId: order!.id,
      at,
      actor: 'passenger',
      actorUserId: userId,
      fromStatus: null,
      toStatus: 'PENDING_PAYMENT',
      reason: '提交订单',
    });
    return { order: order!, segments: segs, passengers: pax, tickets: held };
  });
}
