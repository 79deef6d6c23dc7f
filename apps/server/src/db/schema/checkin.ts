import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flightInstances } from './network';
import { tickets, ticketRef } from './orders';
import { timestamptz } from './columns';
import { userRef } from './accounts';

export type CheckInStatus = 'CHECKED_IN' | 'CANCELLED';

/**
 * One seat taken at check-in (docs/trip-services.md). The partial unique indexes make a seat on a
 * flight, and a ticket, hold one live check-in whatever the concurrency; cancelling keeps the row.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    ticketId: ticketRef(),
    flightInstanceId: integer('flight_instance_id')
      .notNull()
      .references(() => flightInstances.id),
    seat: text('seat').notNull(),
    userId: userRef(),
    boardingPassNo: text('boarding_pass_no').notNull().unique(),
    /** The seat-selection coupon spent on a paid seat. */
    seatCouponId: integer('seat_coupon_id'),
    status: text('status').$type<CheckInStatus>().notNull().default('CHECKED_IN'),
    checkedInAt: timestamptz('checked_in_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    uniqueIndex('check_ins_one_per_seat')
      .on(t.flightInstanceId, t.seat)
      .where(sql`${t.status} = 'CHECKED_IN'`),
    uniqueIndex('check_ins_one_per_ticket')
      .on(t.ticketId)
      .where(sql`${t.status} = 'CHECKED_IN'`),
  ],
);

export type SeatCouponStatus = 'UNUSED' | 'USED';

/**
 * A seat-selection coupon: pays for one paid seat at check-in, for one aircraft model or any when
 * the model is null. The coupon shop sells them; check-in only spends and returns them.
 */
export const seatCoupons = pgTable(
  'seat_coupons',
  {
    id: serial('id').primaryKey(),
    userId: userRef({ onDelete: 'cascade' }),
    aircraftType: text('aircraft_type'),
    status: text('status').$type<SeatCouponStatus>().notNull().default('UNUSED'),
    /** The ticket whose paid seat it paid for, while used. */
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('seat_coupons_user_idx').on(t.userId, t.status)],
);

/**
 * Tickets an account found through the check-in form (name, certificate, phone, ticket number):
 * it may then check them in, as it may the tickets of its own orders.
 */
export const checkInGrants = pgTable(
  'check_in_grants',
  {
    userId: userRef({ onDelete: 'cascade' }),
    ticketId: ticketRef(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ticketId] })],
);
