import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ChargeKind,
  HistoryActor,
  OrderStatus,
  PayMethod,
  PassengerType,
  TicketStatus,
} from '@jc/shared';
import { savedPassengers, userRef } from './accounts';
import { userCoupons } from './coupons';
import { flashSaleRoutes } from './flash-sales';
import { flightInstances } from './network';
import { timestamptz } from './columns';

/**
 * Orders and their tickets (docs/orders.md). An order holds 1–9 passengers and one or more
 * segments; each passenger gets one ticket per segment. Money is integer fen: the order's amount
 * is the sum of its charge lines, every line belonging to one ticket.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the passenger sees and every call names: opaque, not guessable from another. */
    orderNo: text('order_no').notNull().unique(),
    userId: userRef(),
    status: text('status').$type<OrderStatus>().notNull().default('PENDING_PAYMENT'),
    /** 0 one-way, 1 round trip, 2 multi-leg (the search's hasRt). */
    tripType: smallint('trip_type').notNull(),
    hero: boolean('hero').notNull().default(false),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    fareTotal: integer('fare_total').notNull(),
    taxTotal: integer('tax_total').notNull(),
    insuranceTotal: integer('insurance_total').notNull().default(0),
    mealTotal: integer('meal_total').notNull().default(0),
    /** The coupon's value, a positive number taken off the fares. */
    discountTotal: integer('discount_total').notNull().default(0),
    amountTotal: integer('amount_total').notNull(),
    userCouponId: integer('user_coupon_id').references(() => userCoupons.id),
    flashSaleRouteId: integer('flash_sale_route_id').references(() => flashSaleRoutes.id),
    payDeadline: timestamptz('pay_deadline').notNull(),
    paymentMethod: text('payment_method').$type<PayMethod>(),
    paidAt: timestamptz('paid_at'),
    ticketedAt: timestamptz('ticketed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check(
      'orders_amount_adds_up',
      sql`${t.amountTotal} = ${t.fareTotal} + ${t.taxTotal} + ${t.insuranceTotal} + ${t.mealTotal} - ${t.discountTotal}`,
    ),
    check('orders_amount_nonnegative', sql`${t.amountTotal} >= 0 AND ${t.discountTotal} >= 0`),
    check('orders_status', sql`${t.status} IN ('PENDING_PAYMENT', 'PAID', 'TICKETED', 'CANCELLED')`),
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('orders_pending_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.status} = 'PENDING_PAYMENT'`),
  ],
);

/** `order_id`, the order a row is part of: deleted with the order. */
export const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/** One flight of an order, in travel order; legIndex says which searched leg it belongs to. */
export const orderSegments = pgTable(
  'order_segments',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    seq: smallint('seq').notNull(),
    legIndex: smallint('leg_index').notNull(),
    flightInstanceId: integer('flight_instance_id')
      .notNull()
      .references(() => flightInstances.id),
    flightNo: text('flight_no').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    origin: char('origin', { length: 3 }).notNull(),
    destination: char('destination', { length: 3 }).notNull(),
    departure: timestamptz('departure').notNull(),
    arrival: timestamptz('arrival').notNull(),
    cabin: char('cabin', { length: 1 }).$type<'C' | 'Y'>().notNull(),
    bookingClass: char('booking_class', { length: 1 }).notNull(),
    familyCode: text('family_code').notNull(),
  },
  (t) => [
    unique('order_segments_seq').on(t.orderId, t.seq),
    index('order_segments_flight_idx').on(t.flightInstanceId),
  ],
);

/** A traveller of an order, as entered at booking (the full certificate number: the ticket needs it). */
export const orderPassengers = pgTable(
  'order_passengers',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    seq: smallint('seq').notNull(),
    type: text('type').$type<PassengerType>().notNull(),
    name: text('name').notNull(),
    certType: text('cert_type').notNull(),
    certNo: text('cert_no').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    phone: text('phone'),
    /** 伤残军人证 / 伤残人民警察证 number of a hero fare. */
    heroCertNo: text('hero_cert_no'),
    /** The seq of the adult an infant travels with. */
    accompaniedBy: smallint('accompanied_by'),
    savedPassengerId: integer('saved_passenger_id').references(() => savedPassengers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [unique('order_passengers_seq').on(t.orderId, t.seq)],
);

/** Ticket numbers: 929 and 10 digits, from one sequence so that no two orders draw the same. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', {
  startWith: 1_000_000_000,
  maxValue: 9_999_999_999,
});

/**
 * One passenger on one segment. From the order on it holds a seat (HELD); the number is issued
 * when the order is paid. `travellerKey` (certificate type and number) with the flight keeps one
 * live ticket per person per flight, whatever the concurrency.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => orderPassengers.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => orderSegments.id, { onDelete: 'cascade' }),
    flightInstanceId: integer('flight_instance_id')
      .notNull()
      .references(() => flightInstances.id),
    travellerKey: text('traveller_key').notNull(),
    /** Whether the ticket takes a seat from inventory (an infant does not). */
    seated: boolean('seated').notNull(),
    cabin: char('cabin', { length: 1 }).$type<'C' | 'Y'>().notNull(),
    bookingClass: char('booking_class', { length: 1 }).notNull(),
    familyCode: text('family_code').notNull(),
    ticketNo: char('ticket_no', { length: 13 }).unique(),
    status: text('status').$type<TicketStatus>().notNull().default('HELD'),
    /** The ticket this one replaced (an upgrade or a date change). */
    replacesTicketId: integer('replaces_ticket_id'),
    issuedAt: timestamptz('issued_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('tickets_one_live_per_traveller')
      .on(t.flightInstanceId, t.travellerKey)
      .where(sql`${t.status} IN ('HELD', 'OPEN', 'CHECKED_IN', 'USED', 'REFUNDING')`),
    check('tickets_number', sql`${t.ticketNo} IS NULL OR ${t.ticketNo} ~ '^929[0-9]{10}$'`),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_flight_idx').on(t.flightInstanceId, t.status),
  ],
);

/** `ticket_id`, the ticket a row is about: deleted with the ticket. */
export const ticketRef = () =>
  integer('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' });

/** A line of an order's money: positive for what is charged, negative for the coupon. */
export const orderCharges = pgTable(
  'order_charges',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    ticketId: ticketRef(),
    kind: text('kind').$type<ChargeKind>().notNull(),
    /** The insurance product, meal or user coupon the line is for. */
    code: text('code'),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    check(
      'order_charges_sign',
      sql`(${t.kind} = 'COUPON' AND ${t.amount} <= 0) OR (${t.kind} <> 'COUPON' AND ${t.amount} >= 0)`,
    ),
    index('order_charges_order_idx').on(t.orderId),
    index('order_charges_ticket_idx').on(t.ticketId),
  ],
);

/** Every change of an order's or a ticket's state: who, when, from, to, why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    actor: text('actor').$type<HistoryActor>().notNull(),
    actorUserId: integer('actor_user_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

/**
 * The first answer to a request sent with an Idempotency-Key, replayed for a repeat; a repeat
 * with another body is refused (docs/orders.md). status_code 0 marks a key reserved by a request
 * still running (no answer yet).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: userRef({ onDelete: 'cascade' }),
    /** The route the key was used on. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [unique('idempotency_keys_scope_key').on(t.userId, t.scope, t.key)],
);
