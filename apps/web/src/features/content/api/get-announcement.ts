import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement, OkEnvelope } from '@jc/shared';
import { api } from '../../../lib/api-client';
import { dataOr } from '../lib/envelope';
import { contentKeys } from '../lib/query-keys';

/** IN is the home page's pop-up location (SPEC section 7, announcement pop-up). */
export type AnnouncementLocation = 'IN' | 'CI' | 'REG';

/** The announcement to pop up at a location; null when there is none (or on refusal). */
export async function getAnnouncement(
  location: AnnouncementLocation,
  signal?: AbortSignal,
): Promise<Announcement | null> {
  const envelope = await api.raw<OkEnvelope<Announcement | null>>('POST', '/v1/announcement', {
    body: { location },
    signal,
  });
  return dataOr(envelope, null);
}

export const announcementQueryOptions = (location: AnnouncementLocation) =>
  queryOptions({
    queryKey: contentKeys.announcement(location),
    queryFn: ({ signal }) => getAnnouncement(location, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useAnnouncement = (location: AnnouncementLocation) =>
  useQuery(announcementQueryOptions(location));
