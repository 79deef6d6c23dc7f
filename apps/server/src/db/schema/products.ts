import { boolean, char, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Travel insurance sold at booking, per passenger and segment (docs/orders.md). */
export const insuranceProducts = pgTable('insurance_products', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Price per passenger per segment, fen. */
  price: integer('price').notNull(),
  /** One line on what it covers, e.g. 航空意外身故/伤残 最高保额300万元. */
  coverage: text('coverage').notNull(),
  insurer: text('insurer').notNull(),
  /** The policy terms shown before buying. */
  terms: text('terms').notNull(),
  sort: smallint('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * Meals sold ahead per passenger and segment. Which flights offer a meal depends on the flight's
 * length and cabin: business class serves its meal free (price 0).
 */
export const mealOptions = pgTable('meal_options', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  cabin: char('cabin', { length: 1 }).$type<'C' | 'Y'>().notNull(),
  /** Offered on flights whose block time is at least this long. */
  minBlockMinutes: smallint('min_block_minutes').notNull().default(0),
  /** Site-relative image path (drawn SVG, shipped with the site). */
  imagePath: text('image_path'),
  sort: smallint('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
