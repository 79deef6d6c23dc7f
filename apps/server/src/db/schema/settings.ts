import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The airline's own configuration: one row, editable from the back office. */
export const airlineSettings = pgTable('airline_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  englishName: text('english_name').notNull(),
  code: text('code').notNull(),
  hotline: text('hotline').notNull(),
  primaryColor: text('primary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
