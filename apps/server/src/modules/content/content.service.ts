import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  type ActivityDetail,
  type ActivityListRequest,
  type Activity,
  type Announcement,
  type Banner,
  type Notice,
  type NoticeDetail,
  type NoticeListRequest,
  type OpenBanner,
  type Protocol,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { pagingOf } from '../../db/paging';
import type { ContentLocation } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { now } from '../../lib/clock';
import { chinaTimestamp } from '../../lib/china-time';
import { contentChanged } from '../../lib/memo-cache';
import {
  contentIdsByTitle,
  countContent,
  findActiveAnnouncement,
  findCurrentOpenBanner,
  findPublishedActivity,
  findVisibleNotice,
  insertActivities,
  insertAnnouncement,
  insertBanners,
  insertNotices,
  insertOpenBanner,
  insertProtocols,
  listLatestNotices,
  listProtocols,
  listPublishedActivities,
  listPublishedBanners,
  listVisibleNotices,
  type NewActivity,
  type NewAnnouncement,
  type NewBanner,
  type NewNotice,
  type NewOpenBanner,
  type NewProtocol,
} from './content.repository';

/** How many notices the home page's vertical ticker cycles through. */
export const NOTICE_TICKER_SIZE = 5;

export const ACTIVITY_NOT_FOUND = '活动不存在或已下线';
export const NOTICE_NOT_FOUND = '公告不存在或已下线';

// ---- rich text -------------------------------------------------------------------------------

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  // Besides site paths: the shared rule's schemes. Never javascript:, data: or //host.
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose address was refused would only leave a broken frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // A link that opens a new window must not hand it our window.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: attribs.target ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

/** Rich content with only ordinary formatting left: no scripts, event handlers or unsafe URLs. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, RICH_TEXT).trim();

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Plain text: every tag (and a script's body) removed, whitespace folded; for titles and summaries. */
export const plainText = (text: string) =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .trim();

/** A link or image address a page may safely use: site-relative or http(s); anything else becomes ''. */
export function safeUrl(url: string): string {
  const value = url.trim();
  if (value === '') return '';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return /^https?:\/\/[^\s/]/i.test(value) ? value : '';
}

const assertUrl = (url: string, what: string) => {
  if (url.trim() !== '' && safeUrl(url) === '')
    throw AppError.badRequest(`${what}需为站内路径或 http(s) 地址`);
  return url.trim();
};

// ---- reads -----------------------------------------------------------------------------------

/** Published banners in their sort order. */
export async function bannerList(db: Db): Promise<Banner[]> {
  const rows = await listPublishedBanners(db);
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    picRealRul: safeUrl(b.imagePath),
    webUrl: safeUrl(b.linkUrl),
  }));
}

/** The open-screen banner active now, or null when there is none. */
export async function currentOpenBanner(db: Db): Promise<OpenBanner | null> {
  const row = await findCurrentOpenBanner(db, now());
  if (!row) return null;
  return {
    mainBannerUrl: safeUrl(row.mainBannerUrl),
    mainLinkUrl: safeUrl(row.mainLinkUrl),
    auxBannerUrl: safeUrl(row.auxBannerUrl),
    auxLinkUrl: safeUrl(row.auxLinkUrl),
  };
}

type ActivityListQuery = z.output<typeof ActivityListRequest>;
type NoticeListQuery = z.output<typeof NoticeListRequest>;

/** An activity as the list shows it (the detail adds its content); the image address made safe. */
const activityCard = (a: Omit<Activity, 'activityImgPath'> & { imagePath: string }): Activity => ({
  id: a.id,
  title: a.title,
  activityImgPath: safeUrl(a.imagePath),
  summary: a.summary,
  startDate: a.startDate,
  endDate: a.endDate,
});

/** A page of published activities of a channel, newest first. */
export async function activityPage(
  db: Db,
  query: ActivityListQuery,
): Promise<{ rows: Activity[]; total: number }> {
  const { rows, total } = await listPublishedActivities(db, query.channel, pagingOf(query));
  return {
    rows: rows.map(activityCard),
    total,
  };
}

/** One published activity with its sanitised content; 404 when missing or taken down. */
export async function activityDetail(db: Db, id: number): Promise<ActivityDetail> {
  const a = await findPublishedActivity(db, id);
  if (!a) throw AppError.notFound(ACTIVITY_NOT_FOUND);
  return { ...activityCard(a), content: sanitizeRichText(a.content) };
}

const toNotice = (n: { id: number; title: string; summary: string; publishedAt: Date }): Notice => ({
  id: n.id,
  noticeTitle: n.title,
  contentIndex: n.summary,
  createTime: chinaTimestamp(n.publishedAt),
});

/** The latest notices of a channel for the ticker, newest first; empty when there are none. */
export async function noticeTicker(db: Db, channel: number): Promise<Notice[]> {
  return (await listLatestNotices(db, channel, now(), NOTICE_TICKER_SIZE)).map(toNotice);
}

/** A page of visible notices of a channel: pinned ones first, then newest first. */
export async function noticePage(db: Db, query: NoticeListQuery): Promise<{ rows: Notice[]; total: number }> {
  const { rows, total } = await listVisibleNotices(db, query.channel, now(), pagingOf(query));
  return { rows: rows.map(toNotice), total };
}

/** One visible notice with its sanitised content; 404 when missing, unpublished or not yet due. */
export async function noticeDetail(db: Db, id: number): Promise<NoticeDetail> {
  const n = await findVisibleNotice(db, id, now());
  if (!n) throw AppError.notFound(NOTICE_NOT_FOUND);
  return { ...toNotice(n), content: sanitizeRichText(n.content) };
}

/** The terms shown at a location, in their order, with sanitised content. */
export async function protocolList(db: Db, location: ContentLocation): Promise<Protocol[]> {
  const rows = await listProtocols(db, location);
  return rows.map((p) => ({ id: p.id, name: p.name, content: sanitizeRichText(p.content) }));
}

/** The one announcement active at a location now (latest start wins), or null. */
export async function currentAnnouncement(db: Db, location: ContentLocation): Promise<Announcement | null> {
  const a = await findActiveAnnouncement(db, location, now());
  if (!a) return null;
  return { id: a.id, title: a.title, content: sanitizeRichText(a.content) };
}

// ---- writes (the seed and, later, the back office) -------------------------------------------

/** Tells this process's home page cache at once; other processes learn from the version trigger. */
const changed = <T>(result: T): T => {
  contentChanged();
  return result;
};

const cleanBanner = (b: NewBanner): NewBanner => ({
  ...b,
  title: plainText(b.title),
  imagePath: assertUrl(b.imagePath, '图片地址'),
  linkUrl: assertUrl(b.linkUrl ?? '', '链接地址'),
});

/** Stores banners with plain titles and safe addresses; refuses an unsafe address. */
export async function createBanners(db: Db, rows: NewBanner[]) {
  if (!rows.length) return [];
  return changed(await insertBanners(db, rows.map(cleanBanner)));
}

/** Stores an open-screen banner with safe addresses; refuses an unsafe address. */
export async function createOpenBanner(db: Db, row: NewOpenBanner) {
  return changed(
    await insertOpenBanner(db, {
      ...row,
      title: plainText(row.title),
      mainBannerUrl: assertUrl(row.mainBannerUrl, '弹窗图片地址'),
      mainLinkUrl: assertUrl(row.mainLinkUrl ?? '', '弹窗链接地址'),
      auxBannerUrl: assertUrl(row.auxBannerUrl, '缩略图地址'),
      auxLinkUrl: assertUrl(row.auxLinkUrl ?? '', '缩略图链接地址'),
    }),
  );
}

/** A notice or an activity as stored: title and summary as plain text, the content sanitised. */
const cleanArticle = <T extends { title: string; summary: string; content: string }>(row: T): T => ({
  ...row,
  title: plainText(row.title),
  summary: plainText(row.summary),
  content: sanitizeRichText(row.content),
});

/** Stores notices with sanitised content and a plain-text summary. */
export async function createNotices(db: Db, rows: NewNotice[]) {
  if (!rows.length) return [];
  return changed(await insertNotices(db, rows.map(cleanArticle)));
}

/** Stores activities with sanitised content, a plain-text summary and a safe image address. */
export async function createActivities(db: Db, rows: NewActivity[]) {
  if (!rows.length) return [];
  return changed(
    await insertActivities(
      db,
      rows.map((a) => ({ ...cleanArticle(a), imagePath: assertUrl(a.imagePath, '图片地址') })),
    ),
  );
}

/** Stores protocols with sanitised content. */
export async function createProtocols(db: Db, rows: NewProtocol[]) {
  if (!rows.length) return [];
  return changed(
    await insertProtocols(
      db,
      rows.map((p) => ({ ...p, name: plainText(p.name), content: sanitizeRichText(p.content) })),
    ),
  );
}

/** Stores an announcement with sanitised content. */
export async function createAnnouncement(db: Db, row: NewAnnouncement) {
  return changed(
    await insertAnnouncement(db, {
      ...row,
      title: plainText(row.title),
      content: sanitizeRichText(row.content),
    }),
  );
}

export { contentIdsByTitle, countContent };
