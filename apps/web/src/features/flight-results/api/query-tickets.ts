import { useQuery } from '@tanstack/react-query';
import type { TicketQueryRequest, TicketQueryResult } from '@jc/shared';
import { api } from '@/lib/api-client';
import { searchQuery } from '@/lib/endpoint-query';

/** docs/rules.md: POST /api/v1/ticket/query, every leg's offers with fare-family prices in fen. */
export const queryTickets = (body: TicketQueryRequest, signal?: AbortSignal) =>
  api.data<TicketQueryResult>('POST', '/v1/ticket/query', { body, signal });

export const ticketQueryKeys = {
  all: ['ticket-query'] as const,
  search: (body: TicketQueryRequest | null) => [...ticketQueryKeys.all, body] as const,
};

export const ticketQueryOptions = searchQuery(ticketQueryKeys.search, queryTickets, {
  // Seats and prices move: a result older than a minute is fetched again on the next visit.
  staleTime: 60_000,
});

/** The search's results; idle while the search is incomplete (body null). */
export const useTicketQuery = (body: TicketQueryRequest | null) => useQuery(ticketQueryOptions(body));
