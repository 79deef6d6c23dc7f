import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import { orderPassengers, orderSegments, orders, tickets, upgrades } from '../../db/schema';
import { quoteStore } from './paid-quote.repository';

export type UpgradeRow = typeof upgrades.$inferSelect;

/** The upgrade quotes' statements of the paid-quote flow. */
export const upgradeQuotes = quoteStore(upgrades, upgrades.upgradeNo);

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

/** One page of the account's upgrades, newest first, with how many it has. */
export function listUpgrades(db: Db, userId: number, paging: Paging) {
  return pageWithTotal(
    viewQuery(db)
      .where(eq(upgrades.userId, userId))
      .orderBy(desc(upgrades.createdAt), desc(upgrades.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(upgrades).where(eq(upgrades.userId, userId)),
  );
}
