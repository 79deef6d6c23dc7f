import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { fareFamilies } from './fares';
import { airports, routes } from './network';
import { timestamptz, timestamptzNow } from './columns';
import { userRef } from './accounts';

/** A flash-sale campaign (秒杀活动, the API's "subject"): on sale from startsAt until endsAt. */
export const flashSaleSubjects = pgTable(
  'flash_sale_subjects',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** Rules and fine print shown under the campaign. */
    description: text('description').notNull().default(''),
    /** Site-relative image path, e.g. /images/flash-sales/double-twelve.webp. */
    imagePath: text('image_path').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** An operator's switch: a disabled campaign is hidden whatever its dates. */
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    check('flash_sale_subjects_period', sql`${t.endsAt} > ${t.startsAt}`),
    index('flash_sale_subjects_period_idx').on(t.endsAt, t.startsAt),
  ],
);

/**
 * One route of a campaign: a limited stock of one-way seats at a special price on any of the
 * route's flights within the travel window. The stock is a counter so that a purchase can take
 * it with one guarded UPDATE (… SET stock_sold = stock_sold + n WHERE stock_sold + n <= stock_total),
 * which never oversells under a burst of buyers; the CHECKs hold the line even if a caller forgets.
 */
export const flashSaleRoutes = pgTable(
  'flash_sale_routes',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => flashSaleSubjects.id, { onDelete: 'cascade' }),
    depCode: char('dep_code', { length: 3 })
      .notNull()
      .references(() => airports.iata),
    arrCode: char('arr_code', { length: 3 })
      .notNull()
      .references(() => airports.iata),
    /** First and last local departure dates the special price may be flown on. */
    travelFrom: date('travel_from', { mode: 'string' }).notNull(),
    travelTo: date('travel_to', { mode: 'string' }).notNull(),
    cabin: char('cabin', { length: 1 }).$type<'C' | 'Y'>().notNull().default('Y'),
    /** Baggage and refund terms of the ticket sold (特惠经济 as a rule). */
    fareFamilyCode: text('fare_family_code')
      .notNull()
      .references(() => fareFamilies.code),
    /** Adult one-way price before taxes, fen. */
    specialPrice: integer('special_price').notNull(),
    /** The reference price shown struck through (the route's full fare of the cabin), fen. */
    originalPrice: integer('original_price').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockSold: integer('stock_sold').notNull().default(0),
    /** Seats one account may buy on this route over the whole campaign. */
    perUserLimit: smallint('per_user_limit').notNull().default(1),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    // The airline must fly the city pair: a flash sale on a route without flights cannot be booked.
    foreignKey({
      name: 'flash_sale_routes_route_fk',
      columns: [t.depCode, t.arrCode],
      foreignColumns: [routes.origin, routes.destination],
    }),
    check('flash_sale_routes_stock', sql`${t.stockSold} >= 0 AND ${t.stockSold} <= ${t.stockTotal}`),
    check('flash_sale_routes_stock_total', sql`${t.stockTotal} > 0`),
    check('flash_sale_routes_price', sql`${t.specialPrice} > 0 AND ${t.specialPrice} <= ${t.originalPrice}`),
    check('flash_sale_routes_limit', sql`${t.perUserLimit} >= 1`),
    check('flash_sale_routes_window', sql`${t.travelTo} >= ${t.travelFrom}`),
    index('flash_sale_routes_subject_idx').on(t.subjectId, t.sort),
  ],
);

/**
 * Seats an account took from a route's stock. orderId links the booking once orders exist;
 * cancelledAt marks a purchase whose seats went back to the stock (no longer counted to the limit).
 */
export const flashSalePurchases = pgTable(
  'flash_sale_purchases',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => flashSaleRoutes.id, { onDelete: 'cascade' }),
    userId: userRef({ onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamptzNow('created_at'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    check('flash_sale_purchases_quantity', sql`${t.quantity} > 0`),
    index('flash_sale_purchases_route_user_idx').on(t.routeId, t.userId),
  ],
);
