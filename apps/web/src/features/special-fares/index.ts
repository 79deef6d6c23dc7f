// The special-fares feature's public entry (see docs/web.md).
export { useSpecialFares } from './api/get-special-fares';
export { DepartureSelect } from './components/departure-select';
export { FareRouteCard } from './components/fare-route-card';
export { CALENDAR_DAYS } from './components/low-price-calendar';
export { NoSpecialFares } from './components/no-special-fares';
export { airportCodeOf, savedDepartureAirport, saveRouteSearch } from './lib/route-search';

export { loadSpecialFaresStrip } from './load-strip';
