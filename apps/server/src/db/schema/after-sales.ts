import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ChangeStatus, RefundLine, RefundStatus, UpgradeStatus } from '@jc/shared';
import { flightInstances } from './network';
import { tickets, orderRef, ticketRef } from './orders';
import { paymentRefunds, payments } from './payments';
import { timestamptz } from './columns';
import { userRef } from './accounts';

export type RefundQuoteStatus = 'QUOTED' | 'CONFIRMED' | 'SUPERSEDED';

/** One ticket's line of a refund quote, as shown and as executed. */
export interface StoredRefundLine extends RefundLine {
  ticketId: number;
  ticketNo: string;
  passengerName: string;
  flightNo: string;
  flightDate: string;
  familyCode: string;
}

/** What a refund quote offers and the refund confirming it carries over: tickets, lines, money. */
const refundTerms = () => ({
  orderId: orderRef(),
  userId: userRef(),
  ticketIds: integer('ticket_ids').array().notNull(),
  lines: jsonb('lines').$type<StoredRefundLine[]>().notNull(),
  amount: integer('amount').notNull(),
  fee: integer('fee').notNull(),
});

/**
 * A voluntary refund quote (docs/after-sales.md): valid REFUND_QUOTE_MINUTES; a newer quote naming
 * any of its tickets supersedes it, so only a ticket's latest quote can be confirmed.
 */
export const refundQuotes = pgTable(
  'refund_quotes',
  {
    id: serial('id').primaryKey(),
    quoteNo: text('quote_no').notNull().unique(),
    ...refundTerms(),
    status: text('status').$type<RefundQuoteStatus>().notNull().default('QUOTED'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('refund_quotes_status', sql`${t.status} IN ('QUOTED', 'CONFIRMED', 'SUPERSEDED')`),
    index('refund_quotes_order_idx').on(t.orderId, t.status),
  ],
);

/**
 * A confirmed refund: its tickets 退票中 until the gateway pays the money back under the fixed
 * refund number RF<refundNo>, then 已退票. One per quote.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    quoteId: integer('quote_id')
      .notNull()
      .unique()
      .references(() => refundQuotes.id),
    ...refundTerms(),
    status: text('status').$type<RefundStatus>().notNull().default('REFUNDING'),
    paymentRefundId: integer('payment_refund_id').references(() => paymentRefunds.id),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('refunds_amount', sql`${t.amount} >= 0 AND ${t.fee} >= 0`),
    check('refunds_status', sql`${t.status} IN ('REFUNDING', 'REFUNDED')`),
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_payment_refund_idx').on(t.paymentRefundId),
  ],
);

/** The ticket a paid quote (an upgrade, a date change) replaces, and the one it issues when done. */
const paidQuoteTicket = () => ({
  orderId: orderRef(),
  userId: userRef(),
  ticketId: ticketRef(),
  newTicketId: integer('new_ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
});

/**
 * How far a paid quote got: valid until expiresAt, paid through a payment (the money sent back by
 * a payment refund when it fails), then done.
 */
const paidQuoteProgress = () => ({
  paymentId: integer('payment_id').references(() => payments.id),
  paymentRefundId: integer('payment_refund_id').references(() => paymentRefunds.id),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  paidAt: timestamptz('paid_at'),
  doneAt: timestamptz('done_at'),
});

/**
 * An upgrade of one economy ticket to business on the same flight (docs/after-sales.md): quoted,
 * paid through the order's gateways (a payment of purpose UPGRADE), then confirmed — the ticket
 * re-issued in business — or failed for want of a seat, the difference sent back under U<upgradeNo>.
 */
export const upgrades = pgTable(
  'upgrades',
  {
    id: serial('id').primaryKey(),
    upgradeNo: text('upgrade_no').notNull().unique(),
    ...paidQuoteTicket(),
    fromClass: text('from_class').notNull(),
    toClass: text('to_class').notNull(),
    businessFare: integer('business_fare').notNull(),
    paidFare: integer('paid_fare').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<Exclude<UpgradeStatus, 'EXPIRED'>>().notNull().default('QUOTED'),
    ...paidQuoteProgress(),
  },
  (t) => [
    check(
      'upgrades_amount',
      sql`${t.amount} >= 0 AND ${t.amount} = GREATEST(0, ${t.businessFare} - ${t.paidFare})`,
    ),
    check('upgrades_status', sql`${t.status} IN ('QUOTED', 'PAID', 'DONE', 'SUPERSEDED', 'FAILED')`),
    index('upgrades_user_idx').on(t.userId, t.createdAt),
    index('upgrades_ticket_idx').on(t.ticketId, t.status),
  ],
);

/**
 * A voluntary date change (docs/after-sales.md): one unused ticket moved to another flight of the
 * same route and cabin, for the change fee plus the fare difference when the new fare is higher.
 */
export const dateChanges = pgTable(
  'date_changes',
  {
    id: serial('id').primaryKey(),
    changeNo: text('change_no').notNull().unique(),
    ...paidQuoteTicket(),
    fromFlightId: integer('from_flight_id')
      .notNull()
      .references(() => flightInstances.id),
    toFlightId: integer('to_flight_id')
      .notNull()
      .references(() => flightInstances.id),
    fromClass: text('from_class').notNull(),
    toClass: text('to_class').notNull(),
    /** The fare family of the new class. */
    toFamilyCode: text('to_family_code').notNull(),
    paidFare: integer('paid_fare').notNull(),
    newFare: integer('new_fare').notNull(),
    feePercent: integer('fee_percent').notNull(),
    fee: integer('fee').notNull(),
    difference: integer('difference').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<Exclude<ChangeStatus, 'EXPIRED'>>().notNull().default('QUOTED'),
    ...paidQuoteProgress(),
  },
  (t) => [
    check(
      'date_changes_amount',
      sql`${t.fee} >= 0 AND ${t.difference} = GREATEST(0, ${t.newFare} - ${t.paidFare}) AND ${t.amount} = ${t.fee} + ${t.difference}`,
    ),
    check('date_changes_status', sql`${t.status} IN ('QUOTED', 'PAID', 'DONE', 'SUPERSEDED', 'FAILED')`),
    index('date_changes_user_idx').on(t.userId, t.createdAt),
    index('date_changes_ticket_idx').on(t.ticketId, t.status),
  ],
);
