import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SpecialTravellerDetails, SpecialTravellerKind, SpecialTravellerStatus } from '@jc/shared';
import { users, userRef } from './accounts';
import { timestamptz, timestamptzNow } from './columns';

/**
 * A special traveller service application (docs/special-travellers.md): the passenger and flight,
 * the kind's own answers in `details`, and the state staff work it through. `departureAt` is the
 * flight's scheduled departure when applied, for the time rules and the staff queue's order.
 */
export const specialTravellerApplications = pgTable(
  'special_traveller_applications',
  {
    id: serial('id').primaryKey(),
    applicationNo: text('application_no').notNull().unique(),
    userId: userRef(),
    kind: text('kind').$type<SpecialTravellerKind>().notNull(),
    status: text('status').$type<SpecialTravellerStatus>().notNull().default('SUBMITTED'),
    passengerName: text('passenger_name').notNull(),
    certType: text('cert_type').notNull(),
    certNo: text('cert_no').notNull(),
    phone: text('phone').notNull(),
    flightNo: text('flight_no').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    departureAt: timestamptz('departure_at').notNull(),
    depCityName: text('dep_city_name').notNull(),
    arrCityName: text('arr_city_name').notNull(),
    ticketNo: text('ticket_no'),
    notes: text('notes'),
    details: jsonb('details').$type<SpecialTravellerDetails>().notNull(),
    statusNote: text('status_note'),
    /** The staff account that set the latest status; null while only the passenger acted. */
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamptz('handled_at'),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    check(
      'special_traveller_status',
      sql`${t.status} IN ('SUBMITTED', 'PROCESSING', 'CONFIRMED', 'REJECTED', 'CANCELLED')`,
    ),
    index('special_traveller_user_idx').on(t.userId, t.createdAt),
    index('special_traveller_queue_idx').on(t.status, t.departureAt),
  ],
);

/** The last sequence number given out per China day: ST + date + the day's sequence. */
export const specialTravellerCounters = pgTable('special_traveller_counters', {
  day: date('day', { mode: 'string' }).primaryKey(),
  last: integer('last').notNull(),
});
