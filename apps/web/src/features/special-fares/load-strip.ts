import { airportsQueryOptions } from '@/lib/airports';
import { withData } from '@/lib/query-client';
import { specialFaresQueryOptions } from './api/get-special-fares';
import { savedDepartureAirport } from './lib/route-search';

/**
 * The home page's special fares strip, its own chunk fetched after the first paint, with the
 * fares from the saved departure and the airport list its departure switcher names them from.
 * (A module of its own: written in the entry file, its imports brought the departure select and
 * antd's Select into the home page's first render.)
 */
export const loadSpecialFaresStrip = () =>
  withData(
    () => import('./components/special-fares-strip'),
    specialFaresQueryOptions(savedDepartureAirport()),
    airportsQueryOptions(),
  )();
