// The flight-search feature's public entry: the search form and the pieces other forms reuse
// (see docs/web.md).
export { CityPairField, type CityPairFieldProps } from './components/city-pair-field';
export { describePassengers } from './lib/passengers';
// Shown only when 修改 is opened on the Ticket page: loaded then.
export const loadModifySearchPanel = () => import('./components/modify-search-panel');
export { TicketSearchForm } from './components/ticket-search-form';
export type { CityValue } from './lib/airport-search';
