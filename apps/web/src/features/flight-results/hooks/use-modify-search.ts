import { useState } from 'react';
import { App } from 'antd';
import type { FlightSearchForm } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import {
  changeDepartureDate,
  changeTripType,
  swapCities,
  validateFlightSearch,
  type PassengerCounts,
} from '@jc/shared/rules/flight-search';
import { useAirports } from '../../flight-search/api/get-airports';
import type { CityValue } from '../../flight-search/utils/airport-search';
import type { ExtraLeg } from '../utils/multi-leg-storage';
import type { ResultsSearch } from './use-results-search';

export const MAX_LEGS = 4;

const emptyLeg = (after: { arr: string; arrCity: string; flightDate: string }): ExtraLeg => ({
  dep: after.arr,
  depCity: after.arrCity,
  arr: '',
  arrCity: '',
  flightDate: after.flightDate,
});

/**
 * The 修改 panel's form: the home form's SPEC section 4 transitions and validateFlightSearch, starting
 * from the search on screen (its dates kept), plus the further legs of a multi-leg trip.
 */
export function useModifySearch(initial: ResultsSearch, onSearch: (next: ResultsSearch) => void) {
  const { message } = App.useApp();
  const { data: airports } = useAirports();
  const [form, setForm] = useState<FlightSearchForm>(initial.form);
  const [extraLegs, setExtraLegs] = useState<ExtraLeg[]>(() =>
    initial.form.hasRt === TripType.MultiLeg && initial.extraLegs.length === 0
      ? [emptyLeg(initial.form)]
      : initial.extraLegs,
  );
  const [returnOpen, setReturnOpen] = useState(false);
  const today = shanghaiDateOf(new Date());

  const setLeg = (index: number, patch: Partial<ExtraLeg>) =>
    setExtraLegs((legs) => legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg)));

  return {
    form,
    extraLegs,
    today,
    returnOpen,
    setReturnOpen,
    setTripType(hasRt: TripType) {
      setForm(changeTripType(form, hasRt));
      if (hasRt === TripType.MultiLeg && extraLegs.length === 0) setExtraLegs([emptyLeg(form)]);
    },
    setDeparture: ({ city, code }: CityValue) => setForm((f) => ({ ...f, depCity: city, dep: code })),
    setArrival: ({ city, code }: CityValue) => setForm((f) => ({ ...f, arrCity: city, arr: code })),
    swap: () => setForm(swapCities),
    pickDepartureDate(date: string) {
      const { form: next, openReturnCalendar } = changeDepartureDate(form, date);
      setForm(next);
      if (openReturnCalendar) window.setTimeout(() => setReturnOpen(true), 0);
    },
    pickReturnDate: (date: string) => setForm((f) => ({ ...f, endTime: date })),
    setPassengers: (counts: PassengerCounts) => setForm((f) => ({ ...f, ...counts })),

    setLegCity: (index: number, side: 'dep' | 'arr', { city, code }: CityValue) =>
      setLeg(index, side === 'dep' ? { dep: code, depCity: city } : { arr: code, arrCity: city }),
    swapLeg: (index: number) => {
      const leg = extraLegs[index];
      if (leg) setLeg(index, { dep: leg.arr, depCity: leg.arrCity, arr: leg.dep, arrCity: leg.depCity });
    },
    setLegDate: (index: number, flightDate: string) => setLeg(index, { flightDate }),
    addLeg() {
      if (extraLegs.length + 1 >= MAX_LEGS) return;
      setExtraLegs((legs) => [...legs, emptyLeg(legs[legs.length - 1] ?? form)]);
    },
    removeLeg: (index: number) => setExtraLegs((legs) => legs.filter((_, i) => i !== index)),

    /** The home form's rules on every leg, the first failing message as a warning; else search. */
    submit() {
      const context = { today: new Date(), knownAirports: airports };
      let problem: string | null = validateFlightSearch(form, context);
      if (!problem && form.hasRt === TripType.MultiLeg) {
        let previous = form.flightDate;
        for (const leg of extraLegs) {
          problem = validateFlightSearch({ ...form, ...leg, hasRt: TripType.OneWay, endTime: '' }, context);
          // Chosen: each leg departs on or after the one before it.
          if (!problem && leg.flightDate < previous) problem = '后一程的出发日期不能早于前一程!';
          if (problem) break;
          previous = leg.flightDate;
        }
      }
      if (problem) {
        void message.warning(problem);
        return;
      }
      onSearch({ form, extraLegs: form.hasRt === TripType.MultiLeg ? extraLegs : [] });
    },
  };
}
