import type { FlightSearchForm, SpecialFare } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { restoreSavedSearch } from '@jc/shared/rules/flight-search';
import { DEFAULT_DEPARTURE_AIRPORT } from '@/config/defaults';
import { readStoredTicketSearch, saveTicketSearch } from '@/lib/ticket-search';

const AIRPORT_CODE = /^[A-Z]{3}$/;

/** A query parameter as an airport code, or null when it is not one. */
export function airportCodeOf(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return AIRPORT_CODE.test(code) ? code : null;
}

/** Where the visitor last searched from, else the home hub: the special fares start there. */
export function savedDepartureAirport(): string {
  try {
    const raw = readStoredTicketSearch();
    const dep: unknown = raw ? (JSON.parse(raw) as { dep?: unknown }).dep : undefined;
    if (typeof dep === 'string' && AIRPORT_CODE.test(dep)) return dep;
  } catch {
    // Unreadable or malformed: start from the hub.
  }
  return DEFAULT_DEPARTURE_AIRPORT;
}

/**
 * Saves a one-way search for one route on the chosen day (a special fare, a flash sale), keeping
 * the passenger counts of the visitor's last search, so the Ticket page opens on exactly that search.
 */
export function saveRouteSearch(
  route: Pick<SpecialFare, 'orgAirport' | 'dstAirport' | 'orgCityName' | 'dstCityName'>,
  date: string,
) {
  const base = restoreSavedSearch(readStoredTicketSearch(), shanghaiDateOf(new Date()));
  const form: FlightSearchForm = {
    ...base,
    dep: route.orgAirport,
    arr: route.dstAirport,
    depCity: route.orgCityName,
    arrCity: route.dstCityName,
    flightDate: date,
    endTime: '',
    hero: false,
    hasRt: TripType.OneWay,
  };
  saveTicketSearch(form);
  return form;
}
