import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { OpsOverrideStatus } from '@jc/shared';
import { users, userRef } from './accounts';
import { timestamptz } from './columns';

/**
 * Operations staff's correction of one dated flight's record (docs/trip-services.md): laid over
 * the simulator's wherever flight status is read. One row per flight; clearing deletes it.
 */
export const flightOpsOverrides = pgTable(
  'flight_ops_overrides',
  {
    flightNo: text('flight_no').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    status: text('status').$type<OpsOverrideStatus>(),
    delayMinutes: smallint('delay_minutes'),
    gate: text('gate'),
    reason: text('reason'),
    note: text('note'),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flightNo, t.flightDate] })],
);

/**
 * A flight a passenger follows (关注) and what they were last told about it: a delay, a
 * cancellation or a gate change is sent once by SMS and e-mail. Booked flights are followed too,
 * with `booked` set, so one row holds what the passenger knows either way.
 */
export const flightFollows = pgTable(
  'flight_follows',
  {
    id: serial('id').primaryKey(),
    userId: userRef({ onDelete: 'cascade' }),
    flightNo: text('flight_no').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    /** Followed on /flightDynamics (else only watched because a ticket is held). */
    followed: boolean('followed').notNull().default(true),
    /** The last state the passenger was told or saw: status|delay minutes|gate. */
    lastState: text('last_state'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [unique('flight_follows_user_flight').on(t.userId, t.flightNo, t.flightDate)],
);
