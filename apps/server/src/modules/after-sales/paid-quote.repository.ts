import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dateChanges, upgrades } from '../../db/schema';

/*
 * The SQL the paid-quote flow (paid-quote.ts) asks of either quote table (upgrades, date_changes):
 * both have the same columns for its owner, ticket, states, amount, payment and refund.
 */

export type QuoteTable = typeof upgrades | typeof dateChanges;
export type QuoteRow = QuoteTable['$inferSelect'];

/** The quote statements of one table; `numberColumn` holds the number the passenger quotes (UG…, CG…). */
export function quoteStore<T extends QuoteTable>(
  table: T,
  numberColumn: typeof upgrades.upgradeNo | typeof dateChanges.changeNo,
) {
  type Row = T['$inferSelect'];
  // Drizzle cannot type a statement over a generic table; both tables share these columns.
  const t = table as QuoteTable;
  const quoteNo = numberColumn as typeof upgrades.upgradeNo;
  return {
    /** The account's quote by number; undefined when it is another's or unknown. */
    async findOfUser(db: Db, userId: number, no: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(quoteNo, no), eq(t.userId, userId)));
      return row as Row | undefined;
    },

    async lock(tx: Db, id: number): Promise<Row> {
      const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      return row! as Row;
    },

    async insert(tx: Db, values: T['$inferInsert']): Promise<Row> {
      const [row] = await tx
        .insert(t)
        .values(values as typeof upgrades.$inferInsert)
        .returning();
      return row! as Row;
    },

    async update(tx: Db, id: number, values: Partial<T['$inferInsert']>) {
      await tx.update(t).set(values).where(eq(t.id, id));
    },

    /** Marks the ticket's quotes still waiting for payment 已失效: a newer quote replaces them. */
    async supersedeOpen(tx: Db, ticketId: number) {
      await tx
        .update(t)
        .set({ status: 'SUPERSEDED' })
        .where(and(eq(t.ticketId, ticketId), eq(t.status, 'QUOTED')));
    },

    /** Whether the ticket has a paid quote waiting for its confirm. */
    async hasPaid(db: Db, ticketId: number) {
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.ticketId, ticketId), eq(t.status, 'PAID')));
      return !!row;
    },

    /** Applies a gateway payment to the quote it names while that still waits for exactly this amount. */
    async markPaid(tx: Db, id: number, payment: { id: number; amount: number }, at: Date) {
      const [row] = await tx
        .update(t)
        .set({ status: 'PAID', paidAt: at, paymentId: payment.id })
        .where(and(eq(t.id, id), eq(t.status, 'QUOTED'), eq(t.amount, payment.amount)))
        .returning();
      return row as Row | undefined;
    },
  };
}
