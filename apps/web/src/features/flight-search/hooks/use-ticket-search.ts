import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FlightSearchForm } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import {
  changeDepartureDate,
  changeTripType,
  restoreSavedSearch,
  swapCities,
  validateFlightSearch,
  type PassengerCounts,
} from '@jc/shared/rules/flight-search';
import { paths } from '../../../config/paths';
import { useAirports } from '../api/get-airports';
import type { CityValue } from '../utils/airport-search';
import { readStoredTicketSearch, saveTicketSearch } from '../utils/ticket-search-storage';
import { notify } from '../../../components/antd/notify';

/**
 * The ticket search form's state and its SPEC section 4 transitions, all through the shared rules.
 * The form starts from the saved search (flightDate back to today, multi-leg back to one-way).
 */
export function useTicketSearch() {
  const navigate = useNavigate();
  const { data: airports } = useAirports();
  const [form, setForm] = useState<FlightSearchForm>(() =>
    restoreSavedSearch(readStoredTicketSearch(), new Date()),
  );
  const [departureOpen, setDepartureOpen] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);

  const today = shanghaiDateOf(new Date());

  const goToResults = (next: FlightSearchForm, hero: boolean) => {
    saveTicketSearch(next);
    navigate(hero ? paths.policeTicket.url() : paths.ticket.url());
  };

  return {
    form,
    today,
    departureOpen,
    returnOpen,
    setDepartureOpen,
    setReturnOpen,

    setTripType(hasRt: TripType) {
      const next = changeTripType(form, hasRt);
      // SPEC section 4: multi-leg saves the search and goes to the Ticket page.
      if (hasRt === TripType.MultiLeg) goToResults(next, false);
      else setForm(next);
    },

    setDeparture: ({ city, code }: CityValue) => setForm((f) => ({ ...f, depCity: city, dep: code })),
    setArrival: ({ city, code }: CityValue) => setForm((f) => ({ ...f, arrCity: city, arr: code })),
    swap: () => setForm(swapCities),

    pickDepartureDate(date: string) {
      const { form: next, openReturnCalendar } = changeDepartureDate(form, date);
      setForm(next);
      // The departure calendar closes on this same click; the return one opens once it has.
      if (openReturnCalendar) window.setTimeout(() => setReturnOpen(true), 0);
    },
    pickReturnDate: (date: string) => setForm((f) => ({ ...f, endTime: date })),

    setPassengers: (counts: PassengerCounts) => setForm((f) => ({ ...f, ...counts })),
    setHero: (hero: boolean) => setForm((f) => ({ ...f, hero })),

    /** 查询: the first failing rule as a warning, else save the search and open the results. */
    submit() {
      const problem = validateFlightSearch(form, { today: new Date(), knownAirports: airports });
      if (problem) {
        void notify.warning(problem);
        return;
      }
      goToResults(form, form.hero);
    },
  };
}
