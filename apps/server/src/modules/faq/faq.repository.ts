import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { FaqCategory } from '@jc/shared';
import type { Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import { faqBankState, faqEntries, faqQuestionLog } from '../../db/schema';

export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type NewFaqEntry = typeof faqEntries.$inferInsert;
export type NewFaqLog = typeof faqQuestionLog.$inferInsert;

// ---- the bank ---------------------------------------------------------------------------------

const visible = (category?: FaqCategory): SQL | undefined =>
  category
    ? and(eq(faqEntries.published, true), eq(faqEntries.category, category))
    : eq(faqEntries.published, true);

const listColumns = { id: faqEntries.id, question: faqEntries.question, category: faqEntries.category };

/** Published entries of one category (or all), in the bank's order. */
export async function listPublished(db: Db, category: FaqCategory | undefined, paging: Paging) {
  return pageWithTotal(
    db
      .select(listColumns)
      .from(faqEntries)
      .where(visible(category))
      .orderBy(asc(faqEntries.sort), asc(faqEntries.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(faqEntries).where(visible(category)),
  );
}

/** Published entries by id (the order is the caller's). */
export const listPublishedByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(listColumns)
        .from(faqEntries)
        .where(and(eq(faqEntries.published, true), inArray(faqEntries.id, ids)));

export const countPublishedByCategory = (db: Db) =>
  db
    .select({ category: faqEntries.category, n: count() })
    .from(faqEntries)
    .where(eq(faqEntries.published, true))
    .groupBy(faqEntries.category);

/** Every published entry with the text retrieval indexes. */
export const listIndexable = (db: Db) =>
  db
    .select({
      id: faqEntries.id,
      category: faqEntries.category,
      question: faqEntries.question,
      keywords: faqEntries.keywords,
      content: faqEntries.content,
    })
    .from(faqEntries)
    .where(eq(faqEntries.published, true));

export async function findPublished(db: Db, id: number): Promise<FaqEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.id, id), eq(faqEntries.published, true)))
    .limit(1);
  return row;
}

export async function findEntry(db: Db, id: number): Promise<FaqEntryRow | undefined> {
  const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id)).limit(1);
  return row;
}

export async function listAll(db: Db, category: FaqCategory | undefined, paging: Paging) {
  const where = category ? eq(faqEntries.category, category) : undefined;
  return pageWithTotal(
    db
      .select()
      .from(faqEntries)
      .where(where)
      .orderBy(asc(faqEntries.category), asc(faqEntries.sort), asc(faqEntries.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(faqEntries).where(where),
  );
}

export async function insertEntries(db: Db, rows: NewFaqEntry[]): Promise<FaqEntryRow[]> {
  return rows.length === 0 ? [] : db.insert(faqEntries).values(rows).returning();
}

export async function updateEntry(
  db: Db,
  id: number,
  values: Partial<Omit<NewFaqEntry, 'id' | 'createdAt'>>,
): Promise<FaqEntryRow | undefined> {
  const [row] = await db.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning();
  return row;
}

export async function deleteEntry(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  return rows.length > 0;
}

// ---- the bank's version -----------------------------------------------------------------------

/** The bank's version, or null when the bank was never seeded. One indexed row: cheap on every question. */
export async function bankVersion(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ version: faqBankState.version })
    .from(faqBankState)
    .where(eq(faqBankState.id, 1));
  return row?.version ?? null;
}

/** Creates the version row at 1 unless it exists; true when this call created it. */
export async function claimFirstVersion(db: Db, at: Date): Promise<boolean> {
  const rows = await db
    .insert(faqBankState)
    .values({ id: 1, version: 1, updatedAt: at })
    .onConflictDoNothing()
    .returning({ version: faqBankState.version });
  return rows.length > 0;
}

/** Raises the version (creating the row at 1); call inside the transaction of the edit. */
export async function bumpBankVersion(db: Db, at: Date): Promise<number> {
  const [row] = await db
    .insert(faqBankState)
    .values({ id: 1, version: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: faqBankState.id,
      set: { version: sql`${faqBankState.version} + 1`, updatedAt: at },
    })
    .returning({ version: faqBankState.version });
  return row!.version;
}

// ---- the question log -------------------------------------------------------------------------

export async function insertLog(db: Db, row: NewFaqLog): Promise<void> {
  await db.insert(faqQuestionLog).values(row);
}

export async function listLog(db: Db, answered: boolean | undefined, paging: Paging) {
  const where = answered === undefined ? undefined : eq(faqQuestionLog.answered, answered);
  return pageWithTotal(
    db
      .select({
        id: faqQuestionLog.id,
        question: faqQuestionLog.question,
        answered: faqQuestionLog.answered,
        topScore: faqQuestionLog.topScore,
        topQuestionTitle: faqEntries.question,
        intent: faqQuestionLog.intent,
        signedIn: faqQuestionLog.signedIn,
        askedAt: faqQuestionLog.askedAt,
      })
      .from(faqQuestionLog)
      .leftJoin(faqEntries, eq(faqEntries.id, faqQuestionLog.topEntryId))
      .where(where)
      .orderBy(desc(faqQuestionLog.askedAt), desc(faqQuestionLog.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(faqQuestionLog).where(where),
  );
}

/** The questions asked most often (as logged, after masking), with how many went unanswered. */
export const topQuestions = (db: Db, answered: boolean | undefined, limit: number) => {
  const unanswered = sql<number>`count(*) filter (where not ${faqQuestionLog.answered})`.mapWith(Number);
  return db
    .select({
      question: faqQuestionLog.question,
      count: count(),
      unanswered,
      lastAskedAt: max(faqQuestionLog.askedAt),
    })
    .from(faqQuestionLog)
    .where(answered === undefined ? undefined : eq(faqQuestionLog.answered, answered))
    .groupBy(faqQuestionLog.question)
    .orderBy(desc(count()), desc(max(faqQuestionLog.askedAt)))
    .limit(limit);
};
