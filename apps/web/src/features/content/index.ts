// The content feature's public entry: what pages and other features may use (see docs/web.md).
import { withData } from '@/lib/query-client';
import { activitiesQueryOptions } from './api/get-activities';
import { announcementQueryOptions } from './api/get-announcement';
import { noticeBlockQueryOptions } from './api/get-notices';
import { openBannerQueryOptions } from './api/get-open-banner';
export { useActivities } from './api/get-activities';
export { useActivity } from './api/get-activity';
export { useNotice } from './api/get-notice';
export { useNotices } from './api/get-notices';
export { ActivityCard } from './components/activity-card';
export { HomeBanner } from './components/home-banner';
export { NoticeTicker } from './components/notice-ticker';
export { RichContent } from './components/rich-content';
export { activityPeriod, noticeDate, parseId } from './lib/format';

// The home page's blocks below the fold and on top of it: each is its own chunk, fetched after
// the first paint together with its data (the loaders are exported so the page can start them
// all together).
export const loadNoticeBlock = withData(() => import('./components/notice-block'), noticeBlockQueryOptions());
export const loadActivitySlider = withData(
  () => import('./components/activity-slider'),
  activitiesQueryOptions(),
);
export const loadMemberSignup = () => import('./components/member-signup');
export const loadHelpSidebar = () => import('./components/help-sidebar');
export const loadHomePopups = withData(
  () => import('./components/home-popups'),
  openBannerQueryOptions(),
  announcementQueryOptions('IN'),
);
