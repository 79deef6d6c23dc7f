/**
 * Per-session markers of what the home page has already shown (docs/rules.md: loading the
 * home page clears session storage, so they last while the visitor stays on that page view).
 * Storage can be unavailable (private modes, disabled cookies): then nothing is remembered.
 */
export const sessionFlags = {
  has(key: string): boolean {
    try {
      return sessionStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  },
  set(key: string) {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Not remembered: the pop-up may show again, which is harmless.
    }
  },
};

export const POPUP_FLAGS = {
  activity: 'jc.home.activityPopupClosed',
  thumbnail: 'jc.home.activityThumbnailClosed',
  announcement: (id: number) => `jc.home.announcementClosed.${id}`,
} as const;
