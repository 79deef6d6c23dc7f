import type { TicketQueryRequest } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import type { ExtraLeg, TicketSearch } from '@/lib/ticket-search';
import { loadExtraLegs, loadSavedTicketSearch } from './saved-search';

/** The legs the search asks for, in order, with their cities for headings. */
export function searchLegs({ form, extraLegs }: TicketSearch): ExtraLeg[] {
  const first = {
    dep: form.dep,
    arr: form.arr,
    depCity: form.depCity,
    arrCity: form.arrCity,
    flightDate: form.flightDate,
  };
  if (form.hasRt === TripType.RoundTrip) {
    return [
      first,
      {
        dep: form.arr,
        arr: form.dep,
        depCity: form.arrCity,
        arrCity: form.depCity,
        flightDate: form.endTime,
      },
    ];
  }
  if (form.hasRt === TripType.MultiLeg) return [first, ...extraLegs];
  return [first];
}

/** The request, or null while a multi-leg search has fewer than two complete legs. */
export function toRequest(search: TicketSearch, hero: boolean): TicketQueryRequest | null {
  const legs = searchLegs(search);
  if (legs.some((l) => !l.dep || !l.arr || !l.flightDate)) return null;
  if (search.form.hasRt === TripType.MultiLeg && legs.length < 2) return null;
  return {
    hasRt: search.form.hasRt,
    legs: legs.map(({ dep, arr, flightDate }) => ({ dep, arr, flightDate })),
    adultNum: search.form.adultNum,
    childNum: search.form.childNum,
    infantNum: search.form.infantNum,
    hero,
  };
}

/** The search as stored, for the results page (its hero flag set on PoliceTicket); null if none. */
export function loadStoredSearch(police: boolean): TicketSearch | null {
  const form = loadSavedTicketSearch();
  if (!form) return null;
  return { form: { ...form, hero: police || form.hero }, extraLegs: loadExtraLegs() };
}
