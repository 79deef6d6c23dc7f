// The flight-results feature's public entry (see docs/web.md).
export { TicketResults } from './components/ticket-results';
export { ticketQueryOptions } from './api/query-tickets';
