import { queryOptions } from '@tanstack/react-query';
import type { TicketApplyResult } from '@jc/shared';
import { api } from '@/lib/api-client';
import { queryWhenSet } from '@/lib/endpoint-query';
import { bookingKeys } from '../lib/query-keys';
import { encodeSelection, NO_SELECTION, type UrlSelection } from '../lib/selection';

/** POST /api/v2/ticket/apply: the server re-prices the selection and says if it still sells. */
export const applyTicket = (sel: UrlSelection, signal?: AbortSignal) =>
  api.data<TicketApplyResult>('POST', '/v2/ticket/apply', { body: sel, signal });

export const applyTicketQueryOptions = (sel: UrlSelection) =>
  queryOptions({
    queryKey: bookingKeys.apply(encodeSelection(sel)),
    queryFn: ({ signal }) => applyTicket(sel, signal),
    staleTime: 60_000,
  });

export const useApplyTicket = queryWhenSet(applyTicketQueryOptions, NO_SELECTION);
