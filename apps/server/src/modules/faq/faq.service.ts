import {
  FAQ_CATEGORIES,
  FAQ_SUGGESTION_PAGE_SIZE,
  FaqAssistantMessages,
  type DialogueReply,
  type FaqAnswer,
  type FaqCategory,
  type FaqCategoryCount,
  type FaqEntry,
  type FaqItem,
  type FaqLogRow,
  type FaqSuggestion,
  type TripCard,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { pagingOf } from '../../db/paging';
import { AppError } from '../../lib/errors';
import { now } from '../../lib/clock';
import { chinaTimestamp } from '../../lib/china-time';
import { airlineHotline } from '../system/system.service';
import type { FaqBank } from './faq.bank';
import { detectTripIntent } from './faq.intent';
import { scrubQuestion } from './faq.privacy';
import {
  bumpBankVersion,
  claimFirstVersion,
  countPublishedByCategory,
  deleteEntry,
  findEntry,
  findPublished,
  insertEntries,
  insertLog,
  listAll,
  listLog,
  listPublished,
  listPublishedByIds,
  topQuestions,
  updateEntry,
  type FaqEntryRow,
  type NewFaqEntry,
} from './faq.repository';
import type { TripAnswerer } from './trip-answerer';

const toItem = (row: { id: number; question: string; category: FaqCategory }): FaqItem => ({
  id: row.id,
  questionTitle: row.question,
  category: row.category,
});

const toAnswer = (row: FaqEntryRow): FaqAnswer => ({
  ...toItem(row),
  content: row.content,
  updateTime: chinaTimestamp(row.updatedAt),
});

const toEntry = (row: FaqEntryRow): FaqEntry => ({
  ...toAnswer(row),
  keywords: row.keywords,
  sort: row.sort,
  published: row.published,
});

/**
 * One page of the published bank: by category in the bank's order, or, with a keyword, the entries
 * retrieval finds for it, best first (nothing when the keyword matches nothing well enough).
 */
export async function listQuestionBank(
  db: Db,
  bank: FaqBank,
  query: {
    pageNum: number;
    pageSize: number;
    category?: FaqCategory | undefined;
    keyword?: string | undefined;
  },
): Promise<{ rows: FaqItem[]; total: number }> {
  const paging = pagingOf(query);
  if (!query.keyword) {
    const { rows, total } = await listPublished(db, query.category, paging);
    return { rows: rows.map(toItem), total };
  }
  const index = await bank.current();
  const found = index.query(query.keyword, index.size).results;
  const matching = query.category ? found.filter((r) => r.category === query.category) : found;
  const pageIds = matching.slice(paging.offset, paging.offset + paging.limit).map((r) => r.id);
  const rows = await listPublishedByIds(db, pageIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: pageIds.flatMap((id) => (byId.has(id) ? [toItem(byId.get(id)!)] : [])),
    total: matching.length,
  };
}

/** Every category in the FAQ page's order with its number of published entries (0 included). */
export async function listCategories(db: Db): Promise<FaqCategoryCount[]> {
  const counts = new Map((await countPublishedByCategory(db)).map((row) => [row.category, row.n]));
  return FAQ_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

/** A published entry's answer; 404 when it does not exist or is unpublished. */
export async function answerById(db: Db, id: number): Promise<FaqAnswer> {
  const row = await findPublished(db, id);
  if (!row) throw AppError.notFound(FaqAssistantMessages.notFound);
  return toAnswer(row);
}

export interface Asker {
  /** The signed-in account, or null for a visitor. */
  userId: number | null;
  channel: number;
}

/**
 * Answers a free question: the asker's own trip cards first (signed-in askers with a trip question
 * only, built by the trip answerer from that account alone), then up to 4 bank entries ranked with
 * their confidence, or the fallback with the hotline when nothing fits. Every question is logged
 * with personal data masked and without the asker's identity.
 */
export async function askQuestion(
  db: Db,
  bank: FaqBank,
  trips: TripAnswerer,
  question: string,
  asker: Asker,
): Promise<DialogueReply> {
  const at = now();
  const masked = scrubQuestion(question);
  const intent = detectTripIntent(question);
  const index = await bank.current();
  // The masks (【手机号】…) are not the passenger's words: retrieval reads the question without them.
  const retrieval = index.query(masked.replace(/【[^】]*】/g, ' '), FAQ_SUGGESTION_PAGE_SIZE);

  let cards: TripCard[] = [];
  if (intent && asker.userId !== null) {
    cards = await trips.answer({ db, userId: asker.userId, intent, question, at });
  }

  await insertLog(db, {
    askedAt: at,
    channel: asker.channel,
    question: masked,
    answered: retrieval.answered || cards.length > 0,
    topScore: retrieval.topScore,
    topEntryId: retrieval.results[0]?.id ?? null,
    intent,
    signedIn: asker.userId !== null,
  });

  const suggestions: FaqSuggestion[] = retrieval.results.map((r) => ({
    id: r.id,
    questionTitle: r.question,
    category: r.category,
    score: r.score,
  }));
  const answered = suggestions.length > 0 || cards.length > 0;
  return {
    answered,
    suggestions,
    cards,
    intent,
    fallback: answered ? null : { message: FaqAssistantMessages.fallback, hotline: await airlineHotline(db) },
  };
}

// ---- back office ------------------------------------------------------------------------------

export interface EntryValues {
  category: FaqCategory;
  questionTitle: string;
  content: string;
  keywords: string;
  sort: number;
  published: boolean;
}

const columnsOf = (values: EntryValues) => ({
  category: values.category,
  question: values.questionTitle,
  content: values.content,
  keywords: values.keywords,
  sort: values.sort,
  published: values.published,
});

/** Adds bank entries and raises the bank's version in one transaction (every process re-indexes). */
export async function createEntries(
  db: Db,
  bank: FaqBank | null,
  values: EntryValues[],
): Promise<FaqEntry[]> {
  const at = now();
  const rows = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const inserted = await insertEntries(
      t,
      values.map((v): NewFaqEntry => ({ ...columnsOf(v), createdAt: at, updatedAt: at })),
    );
    await bumpBankVersion(t, at);
    return inserted;
  });
  bank?.invalidate();
  return rows.map(toEntry);
}

/**
 * Seeds the bank once in the database's life: the first caller creates the version row and the
 * entries in one transaction; later starts (or a second process starting at the same time) find
 * the row and leave the bank as staff edited it, even emptied. Returns how many were added.
 */
export async function seedBankOnce(db: Db, values: EntryValues[]): Promise<number> {
  const at = now();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!(await claimFirstVersion(t, at))) return 0;
    const rows = await insertEntries(
      t,
      values.map((v): NewFaqEntry => ({ ...columnsOf(v), createdAt: at, updatedAt: at })),
    );
    return rows.length;
  });
}

/** Replaces an entry's fields and raises the bank's version; 404 for an unknown id. */
export async function editEntry(db: Db, bank: FaqBank, id: number, values: EntryValues): Promise<FaqEntry> {
  const at = now();
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const updated = await updateEntry(t, id, { ...columnsOf(values), updatedAt: at });
    if (!updated) throw AppError.notFound(FaqAssistantMessages.notFound);
    await bumpBankVersion(t, at);
    return updated;
  });
  bank.invalidate();
  return toEntry(row);
}

/** Deletes an entry (its log rows keep their text, losing the link) and raises the bank's version. */
export async function removeEntry(db: Db, bank: FaqBank, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!(await deleteEntry(t, id))) throw AppError.notFound(FaqAssistantMessages.notFound);
    await bumpBankVersion(t, now());
  });
  bank.invalidate();
  return { id };
}

export async function adminEntry(db: Db, id: number): Promise<FaqEntry> {
  const row = await findEntry(db, id);
  if (!row) throw AppError.notFound(FaqAssistantMessages.notFound);
  return toEntry(row);
}

export async function adminEntries(
  db: Db,
  query: { pageNum: number; pageSize: number; category?: FaqCategory },
) {
  const { rows, total } = await listAll(db, query.category, pagingOf(query));
  return { rows: rows.map(toEntry), total };
}

const answeredFlag = (value: 'true' | 'false' | undefined) =>
  value === undefined ? undefined : value === 'true';

/** The question log, newest first; optionally only the answered or the unanswered. */
export async function questionLog(
  db: Db,
  query: { pageNum: number; pageSize: number; answered?: 'true' | 'false' | undefined },
): Promise<{ rows: FaqLogRow[]; total: number }> {
  const { rows, total } = await listLog(db, answeredFlag(query.answered), pagingOf(query));
  return {
    rows: rows.map((row) => ({
      ...row,
      topScore: Math.round(row.topScore * 1000) / 1000,
      askedAt: chinaTimestamp(row.askedAt),
    })),
    total,
  };
}

/** The questions asked most often, with how many of them went unanswered. */
export async function mostAsked(db: Db, query: { limit: number; answered?: 'true' | 'false' | undefined }) {
  const rows = await topQuestions(db, answeredFlag(query.answered), query.limit);
  return rows.map((row) => ({
    question: row.question,
    count: row.count,
    unanswered: row.unanswered,
    lastAskedAt: row.lastAskedAt ? chinaTimestamp(new Date(row.lastAskedAt)) : '',
  }));
}
