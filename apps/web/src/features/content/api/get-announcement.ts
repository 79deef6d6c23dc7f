import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { contentKeys } from '../lib/query-keys';

/** IN is the home page's pop-up location (docs/rules.md, announcement pop-up). */
export type AnnouncementLocation = 'IN' | 'CI' | 'REG';

/** The announcement to pop up at a location; null when there is none (or on refusal). */
export const getAnnouncement = (location: AnnouncementLocation, signal?: AbortSignal) =>
  api.dataOr<Announcement, null>('POST', '/v1/announcement', null, { body: { location }, signal });

export const announcementQueryOptions = keyedQuery(contentKeys.announcement, getAnnouncement, {
  // A fresh answer for each visit of a page. Kept ten seconds, so that the answer the home page's
  // loader fetched with the pop-ups' code is the one they show, not asked for a second time.
  staleTime: 10_000,
  gcTime: 10_000,
});

export const useAnnouncement = (location: AnnouncementLocation) =>
  useQuery(announcementQueryOptions(location));
