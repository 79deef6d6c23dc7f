import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import {
  activities,
  announcements,
  banners,
  notices,
  openBanners,
  protocols,
  type ContentLocation,
} from '../../db/schema';

export type BannerRow = typeof banners.$inferSelect;
export type OpenBannerRow = typeof openBanners.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type ProtocolRow = typeof protocols.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;

export type NewBanner = typeof banners.$inferInsert;
export type NewOpenBanner = typeof openBanners.$inferInsert;
export type NewNotice = typeof notices.$inferInsert;
export type NewActivity = typeof activities.$inferInsert;
export type NewProtocol = typeof protocols.$inferInsert;
export type NewAnnouncement = typeof announcements.$inferInsert;

// ---- banners ---------------------------------------------------------------------------------

export const listPublishedBanners = (db: Db) =>
  db.select().from(banners).where(eq(banners.published, true)).orderBy(asc(banners.sort), asc(banners.id));

export async function findCurrentOpenBanner(db: Db, at: Date): Promise<OpenBannerRow | undefined> {
  const [row] = await db
    .select()
    .from(openBanners)
    .where(and(eq(openBanners.active, true), lte(openBanners.startsAt, at), gt(openBanners.endsAt, at)))
    .orderBy(desc(openBanners.startsAt), desc(openBanners.id))
    .limit(1);
  return row;
}

// ---- activities ------------------------------------------------------------------------------

const publishedActivities = (channel: number) =>
  and(eq(activities.published, true), eq(activities.channel, channel));

export async function listPublishedActivities(db: Db, channel: number, paging: Paging) {
  return pageWithTotal(
    db
      .select({
        id: activities.id,
        title: activities.title,
        imagePath: activities.imagePath,
        summary: activities.summary,
        startDate: activities.startDate,
        endDate: activities.endDate,
      })
      .from(activities)
      .where(publishedActivities(channel))
      .orderBy(desc(activities.startDate), desc(activities.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(activities).where(publishedActivities(channel)),
  );
}

export async function findPublishedActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.published, true)))
    .limit(1);
  return row;
}

// ---- notices ---------------------------------------------------------------------------------

/** Published on this channel and already past its publication time. */
const visibleNotices = (channel: number, at: Date) =>
  and(eq(notices.published, true), eq(notices.channel, channel), lte(notices.publishedAt, at));

const noticeSummary = {
  id: notices.id,
  title: notices.title,
  summary: notices.summary,
  publishedAt: notices.publishedAt,
};

export async function listVisibleNotices(db: Db, channel: number, at: Date, paging: Paging) {
  return pageWithTotal(
    db
      .select(noticeSummary)
      .from(notices)
      .where(visibleNotices(channel, at))
      .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(notices).where(visibleNotices(channel, at)),
  );
}

export const listLatestNotices = (db: Db, channel: number, at: Date, limit: number) =>
  db
    .select(noticeSummary)
    .from(notices)
    .where(visibleNotices(channel, at))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(limit);

export async function findVisibleNotice(db: Db, id: number, at: Date): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.published, true), lte(notices.publishedAt, at)))
    .limit(1);
  return row;
}

// ---- protocols and announcements -------------------------------------------------------------

export const listProtocols = (db: Db, location: ContentLocation) =>
  db
    .select()
    .from(protocols)
    .where(eq(protocols.location, location))
    .orderBy(asc(protocols.sort), asc(protocols.id));

export async function findActiveAnnouncement(
  db: Db,
  location: ContentLocation,
  at: Date,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.location, location),
        eq(announcements.active, true),
        lte(announcements.startsAt, at),
        gt(announcements.endsAt, at),
      ),
    )
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(1);
  return row;
}

// ---- writes ----------------------------------------------------------------------------------

export const insertBanners = (db: Db, rows: NewBanner[]) =>
  db.insert(banners).values(rows).returning({ id: banners.id });
export const insertOpenBanner = (db: Db, row: NewOpenBanner) =>
  db.insert(openBanners).values(row).returning({ id: openBanners.id });
export const insertNotices = (db: Db, rows: NewNotice[]) =>
  db.insert(notices).values(rows).returning({ id: notices.id, title: notices.title });
export const insertActivities = (db: Db, rows: NewActivity[]) =>
  db.insert(activities).values(rows).returning({ id: activities.id, title: activities.title });
export const insertProtocols = (db: Db, rows: NewProtocol[]) =>
  db.insert(protocols).values(rows).returning({ id: protocols.id });
export const insertAnnouncement = (db: Db, row: NewAnnouncement) =>
  db.insert(announcements).values(row).returning({ id: announcements.id });

/**
 * How many rows each content table holds (the seed writes only into empty ones). One query after
 * another: the seed calls this inside its transaction, whose single connection takes one at a time.
 */
export async function countContent(db: Db) {
  const count = async (table: Parameters<Db['$count']>[0]) => db.$count(table);
  return {
    banners: await count(banners),
    openBanners: await count(openBanners),
    notices: await count(notices),
    activities: await count(activities),
    protocols: await count(protocols),
    announcements: await count(announcements),
  };
}

/** Ids of activities and notices by title, for links between content (banners point at them). */
export async function contentIdsByTitle(db: Db) {
  // In sequence for the same reason as countContent.
  const a = await db.select({ id: activities.id, title: activities.title }).from(activities);
  const n = await db.select({ id: notices.id, title: notices.title }).from(notices);
  return {
    activities: new Map(a.map((r) => [r.title, r.id])),
    notices: new Map(n.map((r) => [r.title, r.id])),
  };
}
