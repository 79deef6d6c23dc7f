import { useState, type ReactNode } from 'react';
import type { FlightSearchForm } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import {
  changeDepartureDate,
  changeTripType,
  swapCities,
  validateFlightSearch,
  type FlightSearchContext,
  type PassengerCounts,
} from '@jc/shared/rules/flight-search';
import { notify } from '@/components/antd/notify';
import { useAirports } from '@/lib/airports';
import type { CityValue } from '../lib/airport-search';

/** What the form shows after the first leg when the trip has further legs. */
export interface FurtherLegsSlots {
  form: FlightSearchForm;
  today: string;
  /** The form's passenger box and submit button, which then come after 添加一程. */
  passengers: ReactNode;
  submit: ReactNode;
}

/**
 * The further legs of a multi-leg trip, where the form edits them (the Ticket page's 修改 panel,
 * modify-search-panel.tsx): their state, rules and rows live there.
 */
export interface FurtherLegs {
  /** The trip type changed: a new multi-leg trip gets its second leg to fill in. */
  onTripType: (form: FlightSearchForm) => void;
  /** The first failing rule of the further legs, or null. */
  check: (form: FlightSearchForm, context: FlightSearchContext) => string | null;
  render: (slots: FurtherLegsSlots) => ReactNode;
}

interface TicketSearchOptions {
  /** The search the form starts from (or how to read it, once). */
  initial: FlightSearchForm | (() => FlightSearchForm);
  /** 查询 with a search that passes every rule. */
  onSearch: (form: FlightSearchForm) => void;
  /**
   * Choosing 多程 hands the search on at once instead of showing the further legs here (the home
   * form: the legs are filled in on the Ticket page).
   */
  onMultiLeg?: (form: FlightSearchForm) => void;
  /** The further legs, when this form edits them. */
  legs?: FurtherLegs;
}

/**
 * The ticket search form's state and its transitions, all through the shared rules: the home
 * page's form and the Ticket page's 修改 panel are this one hook with different starts and ends.
 */
export function useTicketSearch({ initial, onSearch, onMultiLeg, legs }: TicketSearchOptions) {
  const { data: airports } = useAirports();
  const [form, setForm] = useState(initial);
  const [departureOpen, setDepartureOpen] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);
  const today = shanghaiDateOf(new Date());

  return {
    form,
    today,
    departureOpen,
    returnOpen,
    setDepartureOpen,
    setReturnOpen,

    setTripType(hasRt: TripType) {
      const next = changeTripType(form, hasRt);
      if (hasRt === TripType.MultiLeg && onMultiLeg) return onMultiLeg(next);
      setForm(next);
      legs?.onTripType(next);
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

    /** 查询: the first failing rule as a warning, else the search goes on. */
    submit() {
      const context = { today: new Date(), knownAirports: airports };
      const problem = validateFlightSearch(form, context) ?? legs?.check(form, context);
      if (problem) void notify.warning(problem);
      else onSearch(form);
    },
  };
}
