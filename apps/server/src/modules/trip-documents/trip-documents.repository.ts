import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { delayCertificates, tripDocumentMails } from '../../db/schema';

export type DelayCertificateRow = typeof delayCertificates.$inferSelect;
export type NewDelayCertificate = typeof delayCertificates.$inferInsert;

/** Stores a certificate unless one with its code exists; answers the stored row either way. */
export async function saveCertificate(db: Db, values: NewDelayCertificate): Promise<DelayCertificateRow> {
  await db.insert(delayCertificates).values(values).onConflictDoNothing({ target: delayCertificates.code });
  const [row] = await db.select().from(delayCertificates).where(eq(delayCertificates.code, values.code));
  return row!;
}

export async function findCertificateByCode(db: Db, code: string): Promise<DelayCertificateRow | undefined> {
  const [row] = await db.select().from(delayCertificates).where(eq(delayCertificates.code, code));
  return row;
}

/** Documents mailed since `since`: for a ticket, from a client address, and to an e-mail address. */
export async function countMailsSince(
  db: Db,
  who: { ticketNo: string; ip: string; email: string },
  hourAgo: Date,
  dayStart: Date,
) {
  const n = async (...where: Parameters<typeof and>) => {
    const [row] = await db
      .select({ n: count() })
      .from(tripDocumentMails)
      .where(and(...where));
    return row?.n ?? 0;
  };
  const [ticket, address, email] = await Promise.all([
    n(eq(tripDocumentMails.ticketNo, who.ticketNo), gte(tripDocumentMails.createdAt, hourAgo)),
    n(eq(tripDocumentMails.ip, who.ip), gte(tripDocumentMails.createdAt, hourAgo)),
    n(eq(tripDocumentMails.email, who.email), gte(tripDocumentMails.createdAt, dayStart)),
  ]);
  return { ticket, address, email };
}

export async function recordMail(db: Db, values: typeof tripDocumentMails.$inferInsert) {
  await db.insert(tripDocumentMails).values(values);
}
