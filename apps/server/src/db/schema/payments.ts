import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { PayMethod } from '@jc/shared';
import { orders } from './orders';
import { timestamptz } from './columns';

export const PAYMENT_STATUSES = ['CREATED', 'PAID', 'CLOSED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What a payment pays for: the order itself, or later an upgrade, a date change, an extra. */
export type PaymentPurpose = 'ORDER' | 'UPGRADE' | 'CHANGE' | 'ANCILLARY';

/**
 * One attempt to pay through a gateway, named by our merchant trade number (outTradeNo). A payment
 * is applied to its order exactly once: the PAID transition is a guarded UPDATE inside the
 * transaction that moves the order (docs/payments.md).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('ORDER'),
    /** The upgrade, change or extra order paid for; null for the order itself. */
    purposeId: integer('purpose_id'),
    method: text('method').$type<PayMethod>().notNull(),
    outTradeNo: text('out_trade_no').notNull().unique(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('CREATED'),
    /** The gateway's own transaction number, once paid. */
    providerTradeNo: text('provider_trade_no'),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [check('payments_amount', sql`${t.amount} >= 0`), index('payments_order_idx').on(t.orderId)],
);

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type GatewayRefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money sent back through the gateway. outRefundNo is fixed when the refund is decided, so a
 * retried request never refunds twice (the gateway answers the first result again).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    outRefundNo: text('out_refund_no').notNull().unique(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<GatewayRefundStatus>().notNull().default('PENDING'),
    providerRefundNo: text('provider_refund_no'),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('payment_refunds_amount', sql`${t.amount} > 0`),
    index('payment_refunds_payment_idx').on(t.paymentId),
  ],
);

/** Every notification a gateway sent us, verified or not, and what we did with it (an audit trail). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    outTradeNo: text('out_trade_no'),
    receivedAt: timestamptz('received_at').notNull(),
    verified: text('verified')
      .$type<'ok' | 'bad-signature' | 'bad-merchant' | 'bad-amount' | 'unknown-trade'>()
      .notNull(),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('payment_notifications_trade_idx').on(t.outTradeNo)],
);

/**
 * The sandbox gateway's own books (a real provider keeps these on its side): one row per trade it
 * was asked to collect, with its state as the provider sees it.
 */
export const sandboxPayTrades = pgTable(
  'sandbox_pay_trades',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<'wxpay' | 'alipay' | 'yeepay'>().notNull(),
    merchantId: text('merchant_id').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    tradeNo: text('trade_no').notNull().unique(),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    status: text('status').$type<'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND'>().notNull().default('NOTPAY'),
    refunded: integer('refunded').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [unique('sandbox_pay_trades_out').on(t.provider, t.merchantId, t.outTradeNo)],
);

/**
 * The sandbox gateway's refunds, one per refund number it was asked for: a repeated request with
 * the same number answers the first result again, as the real providers do.
 */
export const sandboxPayRefunds = pgTable(
  'sandbox_pay_refunds',
  {
    id: serial('id').primaryKey(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => sandboxPayTrades.id),
    outRefundNo: text('out_refund_no').notNull(),
    refundNo: text('refund_no').notNull().unique(),
    amount: integer('amount').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [unique('sandbox_pay_refunds_out').on(t.tradeId, t.outRefundNo)],
);
