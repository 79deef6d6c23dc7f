import { z } from 'zod';
import { Id, integer, okEnvelope, pageEnvelope, pageFields } from '../api';

/** Channel 0 is the web site (docs/rules.md sends channel 0 everywhere). */
const Channel = integer('渠道参数不正确', 0, 9).default(0);

/** Banner (docs/rules.md): picRealRul is the image path, webUrl where a click leads. */
export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  picRealRul: z.string(),
  webUrl: z.string(),
});
export type Banner = z.infer<typeof Banner>;
export const BannerListResponse = okEnvelope(z.array(Banner));

/** Open-screen banner: the activity pop-up (main) and the thumbnail left after closing it (aux). */
export const OpenBanner = z.object({
  mainBannerUrl: z.string(),
  mainLinkUrl: z.string(),
  auxBannerUrl: z.string(),
  auxLinkUrl: z.string(),
});
export type OpenBanner = z.infer<typeof OpenBanner>;
export const OpenBannerResponse = okEnvelope(OpenBanner.nullable());

export const ActivityListRequest = z.object({ channel: Channel, ...pageFields(100, 100) });
export const Activity = z.object({
  id: z.number().int(),
  title: z.string(),
  activityImgPath: z.string(),
  summary: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Activity = z.infer<typeof Activity>;
export const ActivityListResponse = pageEnvelope(Activity);
export const ActivityDetailRequest = z.object({ id: Id });
export const ActivityDetail = Activity.extend({ content: z.string().describe('已净化的富文本 HTML') });
export type ActivityDetail = z.infer<typeof ActivityDetail>;
export const ActivityDetailResponse = okEnvelope(ActivityDetail);

export const NoticeTickerRequest = z.object({ channel: Channel });
export const NoticeListRequest = z.object({ channel: Channel, ...pageFields(50, 4) });
/** Notice (docs/rules.md): contentIndex is the plain-text summary shown in lists. */
export const Notice = z.object({
  id: z.number().int(),
  noticeTitle: z.string(),
  contentIndex: z.string(),
  createTime: z.string().describe('YYYY-MM-DD HH:mm:ss，北京时间'),
});
export type Notice = z.infer<typeof Notice>;
export const NoticeTickerResponse = okEnvelope(z.array(Notice));
export const NoticeListResponse = pageEnvelope(Notice);
export const NoticeDetailRequest = z.object({ id: Id });
export const NoticeDetail = Notice.extend({ content: z.string().describe('已净化的富文本 HTML') });
export type NoticeDetail = z.infer<typeof NoticeDetail>;
export const NoticeDetailResponse = okEnvelope(NoticeDetail);

/** Where a protocol or announcement shows: CI check-in terms, IN the home page, REG member terms. */
export const ContentLocation = z.enum(['CI', 'IN', 'REG'], { message: '位置参数不正确' });
export const ProtocolListRequest = z.object({ location: ContentLocation });
export const Protocol = z.object({ id: z.number().int(), name: z.string(), content: z.string() });
export type Protocol = z.infer<typeof Protocol>;
export const ProtocolListResponse = okEnvelope(z.array(Protocol));

export const AnnouncementRequest = z.object({ location: ContentLocation });
export const Announcement = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementResponse = okEnvelope(Announcement.nullable());
