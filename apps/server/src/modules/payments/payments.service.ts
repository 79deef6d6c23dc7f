import { randomInt } from 'node:crypto';
import {
  BookingMessages,
  PAY_METHOD_NAMES,
  PaymentMessages,
  TIME_ZONE,
  formatYuan,
  type OrderStatus,
  type PayMethod,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { isoChina } from '../../lib/china-time';
import { dayjs, now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import {
  GatewayError,
  type GatewayMethod,
  type GatewayName,
  type PaymentGateway,
} from '../../providers/payment';
import type { Acknowledgement, IncomingNotification } from '../../providers/payment/gateway';
import { completeRefundOfPayment } from '../after-sales/refund-completion';
import { enqueueJob } from '../jobs/jobs.service';
import { lockOrderRow, moveOrder, noteOrder, type OrderRow } from '../orders/order-state';
import { findOrderForUser } from '../orders/orders.service';
import { issueTickets } from '../orders/ticketing';
import {
  findOpenPayment,
  findOtherOpenPayments,
  findPaidOrderPayment,
  findPaymentById,
  findPaymentByTradeNo,
  findRefund,
  insertNotification,
  insertPayment,
  insertRefund,
  lockPayment,
  markPaymentClosed,
  markPaymentPaid,
  markPaymentRefunded,
  markRefundSucceeded,
  type PaidFor,
  type PaymentRow,
} from './payments.repository';
import { applyQuotePayment, isQuotePurpose } from '../after-sales/quote-payment';

/** The job that sends a payment back through its gateway (a payment that found no order to pay). */
export const PAYMENT_REFUND_JOB = 'payment-refund';
/** Refund attempts: 5 s doubling to an hour, then hourly, for about a day. */
export const REFUND_MAX_ATTEMPTS = 30;

export interface PayContext {
  db: Db;
  gateways: Partial<Record<GatewayMethod, PaymentGateway>>;
  /** The site's origin the gateways post notifications to. */
  notifyOrigin: string;
  airlineName: string;
}

/** Our merchant trade number: P, the China-time second, 9 random digits (unique in payments). */
const newOutTradeNo = (at: Date) =>
  `P${dayjs(at).tz(TIME_ZONE).format('YYMMDDHHmmss')}${String(randomInt(1e9)).padStart(9, '0')}`;

/** Refuses an order that cannot be paid now: unknown or another's (404), paid, cancelled or past its deadline (409). */
function assertPayable(order: OrderRow | undefined, at: Date): asserts order is OrderRow {
  if (!order) throw AppError.notFound(BookingMessages.orderNotFound);
  if (order.status === 'PAID' || order.status === 'TICKETED')
    throw AppError.conflict(PaymentMessages.alreadyPaid);
  if (order.status !== 'PENDING_PAYMENT' || order.payDeadline.getTime() <= at.getTime())
    throw AppError.conflict(BookingMessages.orderNotPayable);
}

export interface GatewayPayResult {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  url: string;
  expiresAt: string;
}

/**
 * Starts (or resumes) paying an order through a gateway: one trade per order and method while it
 * can be paid, so a repeat answers the same trade (the provider answers a repeated order with the
 * same code or cashier); trades of other methods left open are closed at their gateways.
 */
export async function payThroughGateway(
  ctx: PayContext,
  input: { userId: number; orderNo: string; method: GatewayMethod; returnUrl: string; clientIp: string },
): Promise<GatewayPayResult> {
  const gateway = gatewayOf(ctx, input.method);
  const at = now();
  const { order, payment, others } = await ctx.db.transaction(async (tx) => {
    const found = await findOrderForUser(tx, input.userId, input.orderNo);
    const order = (await lockOrderRow(tx, found.id))!;
    assertPayable(order, at);
    if (order.amountTotal === 0) throw AppError.conflict(PaymentMessages.useZeroPay);
    const payment =
      (await findOpenPayment(tx, order.id, input.method, order.amountTotal, at)) ??
      (await insertPayment(tx, {
        orderId: order.id,
        method: input.method,
        outTradeNo: newOutTradeNo(at),
        amount: order.amountTotal,
        expiresAt: order.payDeadline,
        createdAt: at,
      }));
    return { order, payment, others: await findOtherOpenPayments(tx, order.id, payment.id) };
  });
  // Network calls run outside the transaction: a slow gateway never holds the order's lock.
  const url = await sendTrade(ctx, gateway, payment, others, {
    subject: `${ctx.airlineName}机票 订单${order.orderNo}`,
    returnUrl: input.returnUrl,
    clientIp: input.clientIp,
  });
  return {
    orderNo: order.orderNo,
    outTradeNo: payment.outTradeNo,
    amount: payment.amount,
    url,
    expiresAt: isoChina(payment.expiresAt),
  };
}

/**
 * Opens (or finds again) the trade paying for something of an order other than the order itself —
 * an upgrade's difference — for one method; the caller holds the order's lock and has checked that
 * it can be paid. Answers the trade and the other open trades of the same thing (to close).
 */
export async function openTradeFor(
  tx: Db,
  input: {
    orderId: number;
    purpose: Exclude<PaidFor['purpose'], 'ORDER'>;
    purposeId: number;
    method: GatewayMethod;
    amount: number;
    expiresAt: Date;
    at: Date;
  },
): Promise<{ payment: PaymentRow; others: PaymentRow[] }> {
  const paidFor = { purpose: input.purpose, purposeId: input.purposeId };
  const payment =
    (await findOpenPayment(tx, input.orderId, input.method, input.amount, input.at, paidFor)) ??
    (await insertPayment(tx, {
      orderId: input.orderId,
      ...paidFor,
      method: input.method,
      outTradeNo: newOutTradeNo(input.at),
      amount: input.amount,
      expiresAt: input.expiresAt,
      createdAt: input.at,
    }));
  return { payment, others: await findOtherOpenPayments(tx, input.orderId, payment.id, paidFor) };
}

/**
 * Creates a trade at its gateway (outside any transaction) after closing the trades the passenger
 * left behind in other methods; answers the QR code's or the cashier's address.
 */
export async function sendTrade(
  ctx: PayContext,
  gateway: PaymentGateway,
  payment: PaymentRow,
  others: readonly PaymentRow[],
  input: { subject: string; returnUrl: string; clientIp: string },
): Promise<string> {
  for (const other of others) await closeQuietly(ctx, other);
  try {
    const created = await gateway.createTrade({
      outTradeNo: payment.outTradeNo,
      amount: payment.amount,
      subject: input.subject,
      notifyUrl: `${ctx.notifyOrigin}/api/pay/notify/${gateway.name}`,
      returnUrl: input.returnUrl,
      expiresAt: payment.expiresAt,
      clientIp: input.clientIp,
    });
    return created.url;
  } catch (err) {
    if (err instanceof GatewayError && /ORDERPAID|OPR40009/.test(err.code))
      throw AppError.conflict(PaymentMessages.alreadyPaid);
    throw new AppError(503, PaymentMessages.gatewayFailed);
  }
}

/** The gateway of a method, or 503 when it is not offered. */
export function gatewayOf(ctx: PayContext, method: GatewayMethod): PaymentGateway {
  const gateway = ctx.gateways[method];
  if (!gateway) throw new AppError(503, PaymentMessages.methodUnavailable);
  return gateway;
}

/** Closes a trade left open at its gateway; one that was paid meanwhile is left to its notification. */
async function closeQuietly(ctx: PayContext, payment: PaymentRow) {
  const gateway = payment.method === 'zero' ? undefined : ctx.gateways[payment.method];
  if (!gateway) return;
  try {
    await gateway.closeTrade(payment.outTradeNo);
    await markPaymentClosed(ctx.db, payment.id);
  } catch {
    // Paid, or the gateway is unreachable: its notification (or a late refund) settles it.
  }
}

/** Pays an order that coupons brought to ¥0 and tickets it at once, in one transaction. */
export async function payZero(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ orderNo: string; status: OrderStatus }> {
  return db.transaction(async (tx) => {
    const found = await findOrderForUser(tx, userId, orderNo);
    const order = (await lockOrderRow(tx, found.id))!;
    const at = now();
    assertPayable(order, at);
    if (order.amountTotal !== 0) throw AppError.conflict(BookingMessages.zeroPayNotAllowed);
    const payment = await insertPayment(tx, {
      orderId: order.id,
      method: 'zero',
      outTradeNo: newOutTradeNo(at),
      amount: 0,
      status: 'PAID',
      paidAt: at,
      expiresAt: order.payDeadline,
      createdAt: at,
    });
    const who = { actor: 'passenger' as const, userId };
    await moveOrder(tx, order, 'PAID', who, `零元支付（${payment.outTradeNo}）`, { paymentMethod: 'zero' });
    await issueTickets(tx, order, { actor: 'system' });
    return { orderNo: order.orderNo, status: order.status };
  });
}

// ------------------------------------------------------------------------- notifications

type Verified = 'ok' | 'bad-signature' | 'bad-merchant' | 'bad-amount' | 'unknown-trade';

/**
 * Handles a gateway's payment notification and answers it in the gateway's format. A valid one
 * is applied exactly once: the order locked, the payment moved to PAID by a guarded UPDATE, and
 * in the same transaction the order paid and ticketed, or — when it is no longer waiting for
 * payment (cancelled at its deadline, or paid another way) — a refund decided under a fixed refund
 * number. A repeat only acknowledges. A bad signature, another merchant or another amount changes
 * nothing and is refused. Every notification is recorded.
 */
export async function handleNotification(
  ctx: PayContext,
  provider: GatewayName,
  incoming: IncomingNotification,
): Promise<Acknowledgement> {
  const gateway = Object.values(ctx.gateways).find((g) => g?.name === provider);
  if (!gateway) throw AppError.notFound('支付渠道未开通');
  const check = gateway.verifyNotification(incoming);
  const at = now();
  const record = (db: Db, outTradeNo: string | null, verified: Verified, outcome: string) =>
    insertNotification(db, {
      provider,
      outTradeNo: outTradeNo?.slice(0, 64) ?? null,
      receivedAt: at,
      verified,
      outcome,
      payload: check.fields ?? null,
    });
  const refuse = async (outTradeNo: string | null, verified: Verified, outcome: string) => {
    await record(ctx.db, outTradeNo, verified, outcome);
    return gateway.acknowledge(false, outcome);
  };

  if (!check.valid)
    return refuse(
      check.outTradeNo,
      'bad-signature',
      check.reason === 'malformed' ? '报文格式错误' : '签名错误',
    );
  if (check.merchantId !== gateway.merchantId) return refuse(check.outTradeNo, 'bad-merchant', '商户号不符');
  const payment = await findPaymentByTradeNo(ctx.db, check.outTradeNo);
  if (!payment || payment.method !== gateway.method)
    return refuse(check.outTradeNo, 'unknown-trade', '交易不存在');
  if (check.amount !== payment.amount)
    return refuse(check.outTradeNo, 'bad-amount', BookingMessages.payAmountMismatch);
  if (!check.paid) {
    await record(ctx.db, check.outTradeNo, 'ok', '非支付成功通知，未处理');
    return gateway.acknowledge(true);
  }

  await ctx.db.transaction(async (tx) => {
    // The order first, as the deadline job locks it: whichever commits first decides.
    const order = (await lockOrderRow(tx, payment.orderId))!;
    const locked = await lockPayment(tx, payment.id);
    let outcome: string;
    if (!(await markPaymentPaid(tx, locked.id, check.providerTradeNo, check.paidAt ?? at))) {
      outcome = '重复通知，已处理过';
    } else if (isQuotePurpose(locked.purpose)) {
      // An upgrade's difference or a date change's fee: applied to its quote if that still waits
      // for it, else sent back.
      const applied = await applyQuotePayment(tx, order, { ...locked, purpose: locked.purpose }, at);
      outcome =
        'outcome' in applied
          ? applied.outcome
          : await decideLateRefund(tx, order, locked, at, applied.lapsed);
    } else if (order.status === 'PENDING_PAYMENT') {
      const who = { actor: 'gateway' as const };
      await moveOrder(
        tx,
        order,
        'PAID',
        who,
        `${PAY_METHOD_NAMES[locked.method]}支付成功，交易号${check.providerTradeNo}`,
        {
          paymentMethod: locked.method,
        },
      );
      await issueTickets(tx, order, { actor: 'system' });
      outcome = '支付成功，已出票';
    } else {
      outcome = await decideLateRefund(tx, order, locked, at);
    }
    await record(tx, check.outTradeNo, 'ok', outcome);
  });
  return gateway.acknowledge(true);
}

/**
 * The payment found its order no longer waiting for it: the money goes back in full through the
 * same gateway under the fixed refund number R<outTradeNo>, by a retried job queued in this
 * transaction; the order keeps its state and its history says why.
 */
async function decideLateRefund(
  tx: Db,
  order: OrderRow,
  payment: PaymentRow,
  at: Date,
  stale?: string,
): Promise<string> {
  const why = stale
    ? `${stale}后收到${PAY_METHOD_NAMES[payment.method]}付款${formatYuan(payment.amount)}，将原路退回`
    : order.status === 'CANCELLED'
      ? `订单已取消后收到${PAY_METHOD_NAMES[payment.method]}付款${formatYuan(payment.amount)}，将原路退回`
      : `订单已通过其他方式支付，${PAY_METHOD_NAMES[payment.method]}付款${formatYuan(payment.amount)}将原路退回`;
  const refund = await insertRefund(tx, {
    paymentId: payment.id,
    outRefundNo: `R${payment.outTradeNo}`,
    amount: payment.amount,
    reason: why,
    createdAt: at,
  });
  if (refund)
    await enqueueJob(tx, {
      kind: PAYMENT_REFUND_JOB,
      payload: { refundId: refund.id },
      runAt: at,
      dedupeKey: `${PAYMENT_REFUND_JOB}:${refund.id}`,
      maxAttempts: REFUND_MAX_ATTEMPTS,
    });
  await noteOrder(tx, order, { actor: 'gateway' }, why);
  if (stale) return `${stale}，款项退回中`;
  return order.status === 'CANCELLED' ? '订单已取消，款项退回中' : '订单已支付，重复付款退回中';
}

/** The paid trade of the order itself, if any: what a refund of its tickets is paid back through. */
export const paidPaymentOfOrder = (db: Db, orderId: number) => findPaidOrderPayment(db, orderId);

/**
 * Decides a partial refund of a paid payment (a voluntary refund of some tickets) under a refund
 * number fixed by the caller, and queues its retried job in the caller's transaction; answers the
 * refund's id, or undefined when that number was decided already.
 */
export async function decideRefund(
  tx: Db,
  input: { paymentId: number; outRefundNo: string; amount: number; reason: string; at: Date },
): Promise<number | undefined> {
  const refund = await insertRefund(tx, {
    paymentId: input.paymentId,
    outRefundNo: input.outRefundNo,
    amount: input.amount,
    reason: input.reason,
    createdAt: input.at,
  });
  if (!refund) return undefined;
  await enqueueJob(tx, {
    kind: PAYMENT_REFUND_JOB,
    payload: { refundId: refund.id },
    runAt: input.at,
    dedupeKey: `${PAYMENT_REFUND_JOB}:${refund.id}`,
    maxAttempts: REFUND_MAX_ATTEMPTS,
  });
  return refund.id;
}

/**
 * Sends a decided refund through its gateway. The refund number is fixed, so a retry after a
 * lost answer never pays back twice; success marks the refund and the payment and notes the order.
 */
export async function runRefund(ctx: PayContext, refundId: number): Promise<void> {
  const refund = await findRefund(ctx.db, refundId);
  if (!refund || refund.status !== 'PENDING') return;
  const payment = (await findPaymentById(ctx.db, refund.paymentId))!;
  const gateway = payment.method === 'zero' ? undefined : ctx.gateways[payment.method];
  if (!gateway) throw new Error(`no gateway for ${payment.method}`);
  const result = await gateway.refund({
    outTradeNo: payment.outTradeNo,
    outRefundNo: refund.outRefundNo,
    totalAmount: payment.amount,
    refundAmount: refund.amount,
    reason: refund.reason,
  });
  await ctx.db.transaction(async (tx) => {
    const order = (await lockOrderRow(tx, payment.orderId))!;
    if (!(await markRefundSucceeded(tx, refund.id, result.providerRefundNo, now()))) return;
    // A voluntary refund of some tickets gives back part of the payment: the payment stays PAID.
    if (refund.amount === payment.amount) await markPaymentRefunded(tx, payment.id);
    await completeRefundOfPayment(tx, refund.id, now());
    await noteOrder(
      tx,
      order,
      { actor: 'gateway' },
      `退款${formatYuan(refund.amount)}已原路退回（退款单号${refund.outRefundNo}）`,
    );
  });
}

export type { PayMethod };
