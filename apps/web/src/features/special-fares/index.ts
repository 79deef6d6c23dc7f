// The special-fares feature's public entry (see docs/web.md).
export { useSpecialFares } from './api/get-special-fares';
export { DepartureSelect } from './components/departure-select';
export { FareRouteCard } from './components/fare-route-card';
export { CALENDAR_DAYS } from './components/low-price-calendar';
export { NoSpecialFares } from './components/no-special-fares';
export { airportCodeOf, savedDepartureAirport, saveRouteSearch } from './lib/route-search';

/** The home page's special fares strip, its own chunk fetched after the first paint. */
export const loadSpecialFaresStrip = () => import('./components/special-fares-strip');
