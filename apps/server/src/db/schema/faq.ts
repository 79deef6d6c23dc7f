import { boolean, index, integer, pgTable, real, serial, smallint, text } from 'drizzle-orm/pg-core';
import type { FaqCategory, TripIntent } from '@jc/shared';
import { timestamptz } from './columns';

/** One question of the FAQ bank with its plain-text answer; staff edit it in the back office. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    category: text('category').$type<FaqCategory>().notNull(),
    question: text('question').notNull(),
    /** Plain text, paragraphs separated by line breaks. */
    content: text('content').notNull(),
    /** Extra words retrieval should know the entry by, space-separated. */
    keywords: text('keywords').notNull().default(''),
    /** Order within the category; lower first. */
    sort: smallint('sort').notNull().default(100),
    published: boolean('published').notNull().default(true),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('faq_entries_category_sort_idx').on(t.category, t.sort, t.id)],
);

/**
 * One row: the bank's version, raised in the same transaction as every edit. Each server process
 * keeps a search index of the bank in memory and compares this number on each question, so an
 * edit made through any process reaches every process's index.
 */
export const faqBankState = pgTable('faq_bank_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** Questions asked, with personal data removed, for staff to see what is asked and what goes unanswered. */
export const faqQuestionLog = pgTable(
  'faq_question_log',
  {
    id: serial('id').primaryKey(),
    askedAt: timestamptz('asked_at').notNull(),
    channel: smallint('channel').notNull().default(0),
    /** The question with phone, ID, ticket numbers, e-mail addresses and detected names masked. */
    question: text('question').notNull(),
    answered: boolean('answered').notNull(),
    topScore: real('top_score').notNull(),
    topEntryId: integer('top_entry_id').references(() => faqEntries.id, { onDelete: 'set null' }),
    intent: text('intent').$type<TripIntent>(),
    signedIn: boolean('signed_in').notNull(),
  },
  (t) => [
    index('faq_question_log_asked_at_idx').on(t.askedAt),
    index('faq_question_log_question_idx').on(t.question),
  ],
);
