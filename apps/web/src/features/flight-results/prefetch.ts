import { chineseDayLabel } from '@jc/shared/rules/dates';
import { queryClient } from '@/lib/query-client';
import { ticketQueryOptions } from './api/query-tickets';
import { loadStoredSearch, searchLegs, toRequest } from './lib/stored-search';

/**
 * Starts the stored search's query while the Ticket page's own code is still downloading (the
 * router calls it as the page's loader): the results arrive a round trip or two sooner, and the
 * page reads the same query from the cache. Kept small, as it ships with the app's entry.
 */
export function prefetchStoredSearch(police: boolean) {
  const search = loadStoredSearch(police);
  const request = search && toRequest(search, police);
  if (request) void queryClient.prefetchQuery(ticketQueryOptions(request));
}

/**
 * What the Ticket page says while its code arrives (the router shows it in the page's place): the
 * stored search in words, "正在查询成都至北京 12月5日 周六的航班…", so that the first paint already tells
 * the passenger what is being looked for. One string, drawn as one line of text.
 */
export function storedSearchTip(police: boolean): string {
  const search = loadStoredSearch(police);
  const first = search ? searchLegs(search)[0] : undefined;
  if (!first?.depCity || !first.arrCity) return '正在查询航班…';
  const day = first.flightDate ? ` ${chineseDayLabel(first.flightDate)}` : '';
  return `正在查询${first.depCity}至${first.arrCity}${day}的航班…`;
}
