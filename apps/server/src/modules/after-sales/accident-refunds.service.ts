import { eq } from 'drizzle-orm';
import { accidentRefundBasis } from '@jc/shared';
import type { Db } from '../../db/client';
import { flightInstances, orderPassengers, orderSegments, tickets } from '../../db/schema';
import { findOrderForUser } from '../orders/orders.service';

/**
 * For each issued ticket of the passenger's order: whether it qualifies for an involuntary refund
 * and why (docs/after-sales.md). 404 for another account's order.
 */
export async function checkAccidentRefund(db: Db, userId: number, orderNo: string) {
  const order = await findOrderForUser(db, userId, orderNo);
  const rows = await db
    .select({
      ticketNo: tickets.ticketNo,
      ticketStatus: tickets.status,
      passengerName: orderPassengers.name,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      flightStatus: flightInstances.status,
      scheduledDeparture: flightInstances.scheduledDeparture,
      estimatedDeparture: flightInstances.estimatedDeparture,
      actualDeparture: flightInstances.actualDeparture,
    })
    .from(tickets)
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .innerJoin(flightInstances, eq(flightInstances.id, tickets.flightInstanceId))
    .where(eq(tickets.orderId, order.id))
    .orderBy(orderSegments.seq, orderPassengers.seq);
  return rows
    .filter((r) => r.ticketNo !== null)
    .map((r) => ({
      ticketNo: r.ticketNo!,
      passengerName: r.passengerName,
      flightNo: r.flightNo,
      flightDate: r.flightDate,
      ticketStatus: r.ticketStatus,
      ...accidentRefundBasis(r),
    }));
}
