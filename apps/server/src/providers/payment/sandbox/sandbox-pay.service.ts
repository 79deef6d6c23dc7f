import { randomInt } from 'node:crypto';
import type { Db } from '#src/db/client';
import { now, chinaToday } from '#src/lib/clock';
import { enqueueJob } from '#src/modules/jobs/jobs.service';
import {
  findRefund,
  findTradeById,
  findTradeByNo,
  findTradeByOut,
  insertRefund,
  insertTrade,
  markTradeClosed,
  markTradePaid,
  type SandboxProvider,
  type SandboxRefund,
  type SandboxTrade,
} from './sandbox-pay.repository';

export type { SandboxProvider, SandboxRefund, SandboxTrade };
export { findTradeById, findTradeByNo, findTradeByOut };

/** The job that delivers a sandbox trade's payment notification, retried on the provider's schedule. */
export const SANDBOX_NOTIFY_JOB = 'sandbox-pay-notify';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A provider-side transaction number in each provider's own shape. */
export function newProviderTradeNo(provider: SandboxProvider): string {
  const day = chinaToday().replace(/-/g, '');
  if (provider === 'wxpay') return `4200${digits(6)}${day}${digits(10)}`; // 28 digits
  if (provider === 'alipay') return `${day}22001${digits(15)}`; // 28 digits
  return `10${day}${digits(10)}`; // 易宝 uniqueOrderNo
}

export interface OpenTradeInput {
  provider: SandboxProvider;
  merchantId: string;
  outTradeNo: string;
  amount: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string | null;
  expiresAt: Date;
}

export type OpenTradeResult =
  | { ok: true; trade: SandboxTrade }
  | { ok: false; code: 'ORDERPAID' | 'ORDERCLOSED' | 'OUT_TRADE_NO_USED' | 'EXPIRED' | 'INVALID_AMOUNT' };

/**
 * Opens a trade in the sandbox's books, or finds the one already opened under the same merchant
 * trade number: the same amount answers that trade again (a real provider does the same for a
 * repeated unified order); another amount is refused.
 */
export async function openTrade(db: Db, input: OpenTradeInput): Promise<OpenTradeResult> {
  const at = now();
  if (!Number.isInteger(input.amount) || input.amount <= 0) return { ok: false, code: 'INVALID_AMOUNT' };
  const existing = await findTradeByOut(db, input.provider, input.merchantId, input.outTradeNo);
  if (existing) {
    if (existing.status === 'SUCCESS' || existing.status === 'REFUND')
      return { ok: false, code: 'ORDERPAID' };
    if (existing.status === 'CLOSED') return { ok: false, code: 'ORDERCLOSED' };
    if (existing.amount !== input.amount) return { ok: false, code: 'OUT_TRADE_NO_USED' };
    return { ok: true, trade: existing };
  }
  if (input.expiresAt.getTime() <= at.getTime()) return { ok: false, code: 'EXPIRED' };
  const trade = await insertTrade(db, {
    ...input,
    tradeNo: newProviderTradeNo(input.provider),
    createdAt: at,
  });
  return { ok: true, trade };
}

export type PayOutcome = 'paid' | 'already-paid' | 'closed' | 'expired' | 'not-found';

/**
 * The tester paid on the sandbox page: the trade becomes SUCCESS and its notification is queued
 * in the same transaction, so a paid trade always notifies (and only once is it queued).
 */
export async function payTrade(
  db: Db,
  tradeNo: string,
  maxAttempts: number,
): Promise<{ outcome: PayOutcome; trade?: SandboxTrade }> {
  return db.transaction(async (tx) => {
    const trade = await findTradeByNo(tx, tradeNo);
    if (!trade) return { outcome: 'not-found' as const };
    if (trade.status === 'SUCCESS' || trade.status === 'REFUND')
      return { outcome: 'already-paid' as const, trade };
    if (trade.status === 'CLOSED') return { outcome: 'closed' as const, trade };
    const at = now();
    const paid = await markTradePaid(tx, trade.id, at);
    if (!paid) {
      const again = (await findTradeByNo(tx, tradeNo))!;
      if (again.status === 'SUCCESS' || again.status === 'REFUND')
        return { outcome: 'already-paid' as const, trade: again };
      return {
        outcome: again.status === 'CLOSED' ? ('closed' as const) : ('expired' as const),
        trade: again,
      };
    }
    await enqueueJob(tx, {
      kind: SANDBOX_NOTIFY_JOB,
      payload: { tradeId: paid.id },
      runAt: at,
      dedupeKey: `${SANDBOX_NOTIFY_JOB}:${paid.id}`,
      maxAttempts,
    });
    return { outcome: 'paid' as const, trade: paid };
  });
}

/** Closes an unpaid trade; a paid one cannot be closed (the caller answers ORDERPAID). */
export async function closeTrade(db: Db, trade: SandboxTrade): Promise<'closed' | 'paid'> {
  if (trade.status === 'SUCCESS' || trade.status === 'REFUND') return 'paid';
  await markTradeClosed(db, trade.id);
  return 'closed';
}

export type RefundResult =
  { ok: true; refund: SandboxRefund } | { ok: false; code: 'TRADE_NOT_PAID' | 'REFUND_EXCEEDS' };

/**
 * Refunds part or all of a paid trade under the caller's refund number. A number already used
 * answers its first refund again: a retried request never pays back twice.
 */
export async function refundTrade(
  db: Db,
  trade: SandboxTrade,
  outRefundNo: string,
  amount: number,
): Promise<RefundResult> {
  const existing = await findRefund(db, trade.id, outRefundNo);
  if (existing) return { ok: true, refund: existing };
  if (trade.status !== 'SUCCESS' && trade.status !== 'REFUND') return { ok: false, code: 'TRADE_NOT_PAID' };
  try {
    const refund = await insertRefund(db, trade, outRefundNo, `50${digits(26)}`, amount, now());
    if (refund) return { ok: true, refund };
  } catch (err) {
    // Two requests with one refund number at once: the other one's insert won.
    const winner = await findRefund(db, trade.id, outRefundNo);
    if (winner) return { ok: true, refund: winner };
    throw err;
  }
  const again = await findRefund(db, trade.id, outRefundNo);
  return again ? { ok: true, refund: again } : { ok: false, code: 'REFUND_EXCEEDS' };
}
