import { queryClient } from '@/lib/query-client';
import { ticketQueryOptions } from './api/query-tickets';
import { loadStoredSearch, toRequest } from './lib/stored-search';

export { storedSearchTip } from './search-tip';

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
