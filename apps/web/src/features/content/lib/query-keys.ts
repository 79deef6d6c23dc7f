/** Query keys of the content feature in one place, so pages and home blocks share their caches. */
export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  openBanner: () => [...contentKeys.all, 'open-banner'] as const,
  announcement: (location: string) => [...contentKeys.all, 'announcement', location] as const,
  activities: () => [...contentKeys.all, 'activities'] as const,
  activity: (id: number) => [...contentKeys.all, 'activity', id] as const,
  noticeTicker: () => [...contentKeys.all, 'notice-ticker'] as const,
  noticeBlock: () => [...contentKeys.all, 'notice-block'] as const,
  notices: (pageNum: number, pageSize: number) =>
    [...contentKeys.all, 'notices', { pageNum, pageSize }] as const,
  notice: (id: number) => [...contentKeys.all, 'notice', id] as const,
};
