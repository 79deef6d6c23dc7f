import { useState } from 'react';
import { TripType } from '@jc/shared/constants';
import { changeDepartureDate } from '@jc/shared/rules/flight-search';
import { saveTicketSearch, type TicketSearch } from '@/lib/ticket-search';
import { saveExtraLegs } from '../lib/saved-search';
import { loadStoredSearch, toRequest } from '../lib/stored-search';

/**
 * The search on screen: read once from 'ticketSearch' (exactly as saved), changed by the 修改 panel
 * or the date strip, and saved again each time so the home form and a reload see the same.
 */
export function useResultsSearch(police: boolean) {
  const [search, setSearch] = useState(() => loadStoredSearch(police));

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
