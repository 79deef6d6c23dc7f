import { boolean, date, index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow } from './columns';

/** Where a protocol or announcement shows: CI check-in terms, IN the home page, REG member terms. */
export type ContentLocation = 'CI' | 'IN' | 'REG';

/** A slide of the home page's rotating banner. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** Site-relative image path, e.g. /images/banners/winter-routes.webp. */
  imagePath: text('image_path').notNull(),
  /** Where a click leads: a site route or an absolute https address. */
  linkUrl: text('link_url').notNull().default(''),
  sort: smallint('sort').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: timestamptzNow('created_at'),
});

/** The open-screen activity pop-up (main) and the thumbnail left on screen after closing it (aux). */
export const openBanners = pgTable('open_banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  mainBannerUrl: text('main_banner_url').notNull(),
  mainLinkUrl: text('main_link_url').notNull().default(''),
  auxBannerUrl: text('aux_banner_url').notNull(),
  auxLinkUrl: text('aux_link_url').notNull().default(''),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamptzNow('created_at'),
});

/** A service notice; content is sanitised HTML, summary the plain text shown in lists. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    /** Shown as the notice's createTime; a notice dated in the future stays hidden until then. */
    publishedAt: timestamptz('published_at').notNull(),
    /** 0 is the web site. */
    channel: smallint('channel').notNull().default(0),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('notices_channel_published_at_idx').on(t.channel, t.publishedAt)],
);

/** A thematic activity: a destination or a campaign, with its card image and rich content. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    imagePath: text('image_path').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(true),
    channel: smallint('channel').notNull().default(0),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('activities_channel_start_date_idx').on(t.channel, t.startDate)],
);

/** Terms a passenger reads and accepts: check-in (CI), member registration (REG). */
export const protocols = pgTable(
  'protocols',
  {
    id: serial('id').primaryKey(),
    location: text('location').$type<ContentLocation>().notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('protocols_location_idx').on(t.location, t.sort)],
);

/** A pop-up announcement for one location (IN is the home page), shown within its date window. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    location: text('location').$type<ContentLocation>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('announcements_location_idx').on(t.location, t.startsAt)],
);
