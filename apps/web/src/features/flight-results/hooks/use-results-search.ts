import { useState } from 'react';
import type { TicketQueryRequest } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { changeDepartureDate } from '@jc/shared/rules/flight-search';
import { saveTicketSearch, type ExtraLeg, type TicketSearch } from '@/lib/ticket-search';
import { loadExtraLegs, loadSavedTicketSearch, saveExtraLegs } from '../lib/saved-search';

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

/**
 * The search on screen: read once from 'ticketSearch' (exactly as saved), changed by the 修改 panel
 * or the date strip, and saved again each time so the home form and a reload see the same.
 */
export function useResultsSearch(police: boolean) {
  const [search, setSearch] = useState<TicketSearch | null>(() => {
    const form = loadSavedTicketSearch();
    if (!form) return null;
    return { form: { ...form, hero: police || form.hero }, extraLegs: loadExtraLegs() };
  });

  const replace = (next: TicketSearch) => {
    saveTicketSearch(next.form);
    if (next.form.hasRt === TripType.MultiLeg) saveExtraLegs(next.extraLegs);
    setSearch(next);
  };

  /** The date strip: a new date for one leg, keeping a round trip's return after its departure. */
  const setLegDate = (legIndex: number, date: string) => {
    if (!search) return;
    const { form } = search;
    if (legIndex === 0) {
      replace({ ...search, form: changeDepartureDate(form, date).form });
    } else if (form.hasRt === TripType.RoundTrip) {
      replace({ ...search, form: { ...form, endTime: date } });
    } else {
      replace({
        ...search,
        extraLegs: search.extraLegs.map((leg, i) =>
          i === legIndex - 1 ? { ...leg, flightDate: date } : leg,
        ),
      });
    }
  };

  return { search, replace, setLegDate, request: search ? toRequest(search, police) : null };
}
