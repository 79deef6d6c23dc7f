import type { FlightSearchForm } from '@jc/shared';
import { TripType } from '@jc/shared/constants';

/** SPEC section 3: the search form is saved locally as the ticket search. */
export const TICKET_SEARCH_KEY = 'ticketSearch';

/** Saves the search for the Ticket page (and for the next visit's form). */
export function saveTicketSearch(form: FlightSearchForm) {
  try {
    localStorage.setItem(TICKET_SEARCH_KEY, JSON.stringify(form));
  } catch {
    // A full or blocked storage: the search still goes ahead, it just will not be remembered.
  }
}

/** The raw stored value, for restoreSavedSearch to judge. */
export function readStoredTicketSearch(): string | null {
  try {
    return localStorage.getItem(TICKET_SEARCH_KEY);
  } catch {
    return null;
  }
}

const TRIP_TYPES: readonly number[] = Object.values(TripType);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The search exactly as it was saved, for the page the search leads to: unlike the home form,
 * which restores with today's date, that page shows what was asked for. Null when nothing usable
 * is stored.
 */
export function loadSavedTicketSearch(): FlightSearchForm | null {
  const raw = readStoredTicketSearch();
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const strings = ['dep', 'arr', 'depCity', 'arrCity', 'flightDate', 'endTime'] as const;
  if (!strings.every((key) => typeof v[key] === 'string')) return null;
  if (!isCount(v.adultNum) || !isCount(v.childNum) || !isCount(v.infantNum)) return null;
  if (typeof v.hasRt !== 'number' || !TRIP_TYPES.includes(v.hasRt)) return null;
  return {
    dep: v.dep as string,
    arr: v.arr as string,
    depCity: v.depCity as string,
    arrCity: v.arrCity as string,
    flightDate: v.flightDate as string,
    endTime: v.endTime as string,
    adultNum: v.adultNum,
    childNum: v.childNum,
    infantNum: v.infantNum,
    hero: v.hero === true,
    hasRt: v.hasRt as TripType,
  };
}
