import type { FlightSearchForm } from '@jc/shared';

/**
 * The ticket search as the browser remembers it: the home form saves it, the Ticket page reads and
 * rewrites it (features/flight-results/lib/saved-search.ts), the special fares and flash sales
 * write a one-way search of their route (features/special-fares/lib/route-search.ts). Everything
 * reads and writes it through the two functions here.
 */
const TICKET_SEARCH_KEY = 'ticketSearch';

/** A further leg of a multi-leg search (the first is the saved search's own dep/arr/flightDate). */
export interface ExtraLeg {
  dep: string;
  arr: string;
  depCity: string;
  arrCity: string;
  flightDate: string;
}

/** A whole search: the form, and for a multi-leg trip the legs after the first. */
export interface TicketSearch {
  form: FlightSearchForm;
  extraLegs: ExtraLeg[];
}

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
