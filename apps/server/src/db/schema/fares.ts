import { char, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { flightInstances } from './network';

/** Fee as a share of the fare (percent) by time before departure, docs/rules.md. */
export interface FeeBands {
  /** ≥ 7 days before departure. */
  from7Days: number;
  /** 7 days to 48 hours. */
  from48Hours: number;
  /** 48 hours to 4 hours. */
  from4Hours: number;
  /** Under 4 hours, or after departure. */
  late: number;
}

export const fareFamilies = pgTable('fare_families', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  cabin: char('cabin', { length: 1 }).$type<'C' | 'Y'>().notNull(),
  sort: smallint('sort').notNull(),
  checkedBaggageKg: smallint('checked_baggage_kg').notNull(),
  carryOn: text('carry_on').notNull(),
  refundFees: jsonb('refund_fees').$type<FeeBands>().notNull(),
  changeFees: jsonb('change_fees').$type<FeeBands>().notNull(),
  /** Whether a ticket of this family may be upgraded to business. */
  upgradable: smallint('upgradable').notNull().default(1),
  /** Member mileage earned, percent of flown distance. */
  mileagePercent: smallint('mileage_percent').notNull(),
  description: text('description').notNull(),
});

/** A booking class (RBD): a price point of a cabin, as a discount of the full fare. */
export const bookingClasses = pgTable('booking_classes', {
  code: char('code', { length: 1 }).primaryKey(),
  cabin: char('cabin', { length: 1 }).$type<'C' | 'Y'>().notNull(),
  /** Percent of the cabin's full fare, 100 = full fare. */
  discountPercent: smallint('discount_percent').notNull(),
  familyCode: text('family_code')
    .notNull()
    .references(() => fareFamilies.code),
  /** Fare order within the cabin: 1 is the dearest; nesting follows it. */
  rank: smallint('rank').notNull(),
  /** Default booking limit as percent of cabin capacity (nested: this class and all cheaper ones). */
  defaultLimitPercent: smallint('default_limit_percent').notNull(),
});

/** Seats of one booking class on one flight: nested limits, sold counts. */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => flightInstances.id, { onDelete: 'cascade' }),
    classCode: char('class_code', { length: 1 })
      .notNull()
      .references(() => bookingClasses.code),
    /** Seats that may be sold in this class and all cheaper classes of the cabin together. */
    bookingLimit: smallint('booking_limit').notNull(),
    sold: smallint('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.classCode] })],
);
