// The flight-search feature's public entry: the search form and the pieces other forms reuse
// (see docs/web.md).
export { CityPairField, type CityPairFieldProps } from './components/city-pair-field';
export { ModifySearchPanel } from './components/modify-search-panel';
export { describePassengers } from './components/passenger-field';
export { TicketSearchForm } from './components/ticket-search-form';
export type { CityValue } from './lib/airport-search';
