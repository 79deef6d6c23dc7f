import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow } from './columns';

/** The airline's own configuration: one row, editable from the back office. */
export const airlineSettings = pgTable('airline_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  englishName: text('english_name').notNull(),
  code: text('code').notNull(),
  hotline: text('hotline').notNull(),
  primaryColor: text('primary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  updatedAt: timestamptzNow('updated_at'),
});

/**
 * Server-side secrets generated on first use and shared by every process of one database (the
 * itinerary verification key): nothing to configure, and never sent to a client.
 */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/**
 * One row counting changes to what the home page shows (content, airports, airline settings). A
 * trigger on those tables bumps it in the writing transaction, so every server process on the
 * database can tell that its in-memory answers are out of date (docs/ARCHITECTURE.md, "Home page cache").
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
