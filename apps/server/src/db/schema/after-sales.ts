import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RefundLine, RefundStatus } from '@jc/shared';
import { users } from './accounts';
import { orders } from './orders';
import { paymentRefunds } from './payments';

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

/**
 * A voluntary refund quote (docs/after-sales.md): valid REFUND_QUOTE_MINUTES; a newer quote naming
 * any of its tickets supersedes it, so only a ticket's latest quote can be confirmed.
 */
export const refundQuotes = pgTable(
  'refund_quotes',
  {
    id: serial('id').primaryKey(),
    quoteNo: text('quote_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ticketIds: integer('ticket_ids').array().notNull(),
    lines: jsonb('lines').$type<StoredRefundLine[]>().notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    status: text('status').$type<RefundQuoteStatus>().notNull().default('QUOTED'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ticketIds: integer('ticket_ids').array().notNull(),
    lines: jsonb('lines').$type<StoredRefundLine[]>().notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('REFUNDING'),
    paymentRefundId: integer('payment_refund_id').references(() => paymentRefunds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_amount', sql`${t.amount} >= 0 AND ${t.fee} >= 0`),
    check('refunds_status', sql`${t.status} IN ('REFUNDING', 'REFUNDED')`),
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_payment_refund_idx').on(t.paymentRefundId),
  ],
);
