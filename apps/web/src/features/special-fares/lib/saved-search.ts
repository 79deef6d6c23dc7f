import { TripType } from '@jc/shared/constants';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { restoreSavedSearch, type FlightSearchForm } from '@jc/shared/rules/flight-search';
import type { SpecialFare } from '@jc/shared';
import { DEFAULT_DEPARTURE_AIRPORT } from '../../../config/defaults';

/** SPEC section 3: the search form is saved locally as the ticket search. */
export const TICKET_SEARCH_KEY = 'ticketSearch';

const AIRPORT_CODE = /^[A-Z]{3}$/;

/** Where the visitor last searched from, else the home hub: the special fares start there. */
export function savedDepartureAirport(): string {
  try {
    const raw = localStorage.getItem(TICKET_SEARCH_KEY);
    const dep: unknown = raw ? (JSON.parse(raw) as { dep?: unknown }).dep : undefined;
    if (typeof dep === 'string' && AIRPORT_CODE.test(dep)) return dep;
  } catch {
    // Unreadable or malformed: start from the hub.
  }
  return DEFAULT_DEPARTURE_AIRPORT;
}

/** A query parameter as an airport code, or null when it is not one. */
export function airportCodeOf(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return AIRPORT_CODE.test(code) ? code : null;
}

/**
 * Saves a one-way search for a special fare's route on the chosen day, keeping the passenger
 * counts of the visitor's last search, so the Ticket page opens on exactly that search.
 */
export function saveFareSearch(
  fare: Pick<SpecialFare, 'orgAirport' | 'dstAirport' | 'orgCityName' | 'dstCityName'>,
  date: string,
) {
  const previous = (() => {
    try {
      return localStorage.getItem(TICKET_SEARCH_KEY);
    } catch {
      return null;
    }
  })();
  const base = restoreSavedSearch(previous, shanghaiDateOf());
  const form: FlightSearchForm = {
    ...base,
    dep: fare.orgAirport,
    arr: fare.dstAirport,
    depCity: fare.orgCityName,
    arrCity: fare.dstCityName,
    flightDate: date,
    endTime: '',
    hero: false,
    hasRt: TripType.OneWay,
  };
  try {
    localStorage.setItem(TICKET_SEARCH_KEY, JSON.stringify(form));
  } catch {
    // Storage refused (private mode): the Ticket page falls back to its default search.
  }
  return form;
}
