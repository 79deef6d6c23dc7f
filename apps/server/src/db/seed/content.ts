import type { Db } from '../client';
import { addDays, chinaToday } from '../../lib/clock';
import {
  contentIdsByTitle,
  countContent,
  createActivities,
  createAnnouncement,
  createBanners,
  createNotices,
  createOpenBanner,
  createProtocols,
} from '../../modules/content/content.service';
import { ACTIVITIES, ANNOUNCEMENT, BANNERS, NOTICES, OPEN_BANNER_ACTIVITY, PROTOCOLS } from './data/content';
import { airlineFiller } from './airline-text';
import { seedDayAt } from './seed-day';

// The home page's content (data/content.ts), dated from the seed day.

/**
 * Writes the home page's content into each content table that is still empty, in one transaction,
 * through the content service (so it is sanitised as any written content is). Safe to call on
 * every start.
 */
export async function seedContent(db: Db): Promise<void> {
  const fillAirline = await airlineFiller(db);
  const fill = (text: string) => fillAirline(text).trim();

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const counts = await countContent(t);

    if (counts.notices === 0)
      await createNotices(
        t,
        NOTICES.map((n) => ({
          title: fill(n.title),
          summary: fill(n.summary),
          content: fill(n.content),
          pinned: n.pinned ?? false,
          publishedAt: seedDayAt(-n.daysAgo, n.at),
        })),
      );

    if (counts.activities === 0)
      await createActivities(
        t,
        ACTIVITIES.map((a) => ({
          title: fill(a.title),
          imagePath: `/images/activities/${a.slug}.webp`,
          summary: fill(a.summary),
          content: fill(a.content),
          startDate: addDays(chinaToday(), a.startsIn),
          endDate: addDays(chinaToday(), a.endsIn),
        })),
      );

    const ids = await contentIdsByTitle(t);
    const activityLink = (title: string) => {
      const id = ids.activities.get(fill(title));
      return id ? `/ThematicActivityDetail?id=${id}` : '/ThematicActivity';
    };
    const noticeLink = (title: string) => {
      const id = ids.notices.get(fill(title));
      return id ? `/ServiceNoticeDetail?id=${id}` : '/ServiceNotice';
    };

    if (counts.banners === 0)
      await createBanners(
        t,
        BANNERS.map((b, i) => ({
          title: fill(b.title),
          imagePath: `/images/banners/${b.slug}.webp`,
          linkUrl: 'notice' in b.link ? noticeLink(b.link.notice) : activityLink(b.link.activity),
          sort: i + 1,
        })),
      );

    if (counts.openBanners === 0)
      await createOpenBanner(t, {
        title: '冬日暖阳 三亚特惠',
        mainBannerUrl: '/images/open/sanya-winter-popup.webp',
        mainLinkUrl: activityLink(OPEN_BANNER_ACTIVITY),
        auxBannerUrl: '/images/open/sanya-winter-thumb.webp',
        auxLinkUrl: activityLink(OPEN_BANNER_ACTIVITY),
        startsAt: seedDayAt(-7, '00:00'),
        endsAt: seedDayAt(120, '00:00'),
      });

    if (counts.protocols === 0)
      await createProtocols(
        t,
        PROTOCOLS.map((p, i) => ({
          location: p.location,
          name: fill(p.name),
          content: fill(p.content),
          sort: i + 1,
        })),
      );

    if (counts.announcements === 0)
      await createAnnouncement(t, {
        location: 'IN',
        title: ANNOUNCEMENT.title,
        content: fill(ANNOUNCEMENT.content),
        startsAt: seedDayAt(-7, '00:00'),
        endsAt: seedDayAt(120, '00:00'),
      });
  });
}
