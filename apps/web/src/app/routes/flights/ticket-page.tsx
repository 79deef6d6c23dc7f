import { TicketResults } from '@/features/flight-results';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Ticket (docs/pages.md): search results, reached after the search is saved. */
export function TicketRoute() {
  useDocumentTitle('机票查询');
  return <TicketResults police={false} />;
}

/** PoliceTicket (docs/pages.md): the same search with hero fares and their certificate notice. */
export function PoliceTicketRoute() {
  useDocumentTitle('优待机票查询');
  return <TicketResults police />;
}
