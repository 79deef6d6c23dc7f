import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { sandboxPayRefunds, sandboxPayTrades } from '#src/db/schema';

/** The sandbox gateway's books: the trades it was asked to collect and the refunds it made. */
export type SandboxTrade = typeof sandboxPayTrades.$inferSelect;
export type SandboxRefund = typeof sandboxPayRefunds.$inferSelect;
export type SandboxProvider = SandboxTrade['provider'];

export async function findTradeByOut(
  db: Db,
  provider: SandboxProvider,
  merchantId: string,
  outTradeNo: string,
) {
  const [row] = await db
    .select()
    .from(sandboxPayTrades)
    .where(
      and(
        eq(sandboxPayTrades.provider, provider),
        eq(sandboxPayTrades.merchantId, merchantId),
        eq(sandboxPayTrades.outTradeNo, outTradeNo),
      ),
    );
  return row;
}

export async function findTradeByNo(db: Db, tradeNo: string) {
  const [row] = await db.select().from(sandboxPayTrades).where(eq(sandboxPayTrades.tradeNo, tradeNo));
  return row;
}

export async function findTradeById(db: Db, id: number) {
  const [row] = await db.select().from(sandboxPayTrades).where(eq(sandboxPayTrades.id, id));
  return row;
}

/** Adds a trade unless one with the same merchant number exists; returns the row now in the books. */
export async function insertTrade(db: Db, values: typeof sandboxPayTrades.$inferInsert) {
  await db.insert(sandboxPayTrades).values(values).onConflictDoNothing();
  return (await findTradeByOut(db, values.provider, values.merchantId, values.outTradeNo))!;
}

/** NOTPAY → SUCCESS while the trade has not expired; the row when this call paid it. */
export async function markTradePaid(db: Db, id: number, at: Date) {
  const [row] = await db
    .update(sandboxPayTrades)
    .set({ status: 'SUCCESS', paidAt: at })
    .where(
      and(
        eq(sandboxPayTrades.id, id),
        eq(sandboxPayTrades.status, 'NOTPAY'),
        gt(sandboxPayTrades.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

export async function markTradeClosed(db: Db, id: number) {
  await db
    .update(sandboxPayTrades)
    .set({ status: 'CLOSED' })
    .where(and(eq(sandboxPayTrades.id, id), eq(sandboxPayTrades.status, 'NOTPAY')));
}

export async function findRefund(db: Db, tradeId: number, outRefundNo: string) {
  const [row] = await db
    .select()
    .from(sandboxPayRefunds)
    .where(and(eq(sandboxPayRefunds.tradeId, tradeId), eq(sandboxPayRefunds.outRefundNo, outRefundNo)));
  return row;
}

/**
 * Records a refund and takes it off the trade in one guarded UPDATE (never more than was paid);
 * undefined when the trade cannot give that much back.
 */
export async function insertRefund(
  db: Db,
  trade: SandboxTrade,
  outRefundNo: string,
  refundNo: string,
  amount: number,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(sandboxPayTrades)
      .set({
        refunded: sql`${sandboxPayTrades.refunded} + ${amount}`,
        status: sql`CASE WHEN ${sandboxPayTrades.refunded} + ${amount} >= ${sandboxPayTrades.amount} THEN 'REFUND' ELSE ${sandboxPayTrades.status} END`,
      })
      .where(
        and(
          eq(sandboxPayTrades.id, trade.id),
          sql`${sandboxPayTrades.status} IN ('SUCCESS', 'REFUND')`,
          sql`${sandboxPayTrades.refunded} + ${amount} <= ${sandboxPayTrades.amount}`,
        ),
      )
      .returning({ id: sandboxPayTrades.id });
    if (taken.length === 0) return undefined;
    const [row] = await tx
      .insert(sandboxPayRefunds)
      .values({ tradeId: trade.id, outRefundNo, refundNo, amount, createdAt: at })
      .returning();
    return row;
  });
}
