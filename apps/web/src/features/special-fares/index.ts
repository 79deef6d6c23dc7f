// The special-fares feature's public entry (see docs/web.md).
import { airportsQueryOptions } from '@/lib/airports';
import { withData } from '@/lib/query-client';
import { specialFaresQueryOptions } from './api/get-special-fares';
import { savedDepartureAirport } from './lib/route-search';
export { useSpecialFares } from './api/get-special-fares';
export { DepartureSelect } from './components/departure-select';
export { FareRouteCard } from './components/fare-route-card';
export { CALENDAR_DAYS } from './components/low-price-calendar';
export { NoSpecialFares } from './components/no-special-fares';
export { airportCodeOf, savedDepartureAirport, saveRouteSearch } from './lib/route-search';

/**
 * The home page's special fares strip, its own chunk fetched after the first paint, with the
 * fares from the saved departure and the airport list its departure switcher names them from.
 */
export const loadSpecialFaresStrip = () =>
  withData(
    () => import('./components/special-fares-strip'),
    specialFaresQueryOptions(savedDepartureAirport()),
    airportsQueryOptions(),
  )();
