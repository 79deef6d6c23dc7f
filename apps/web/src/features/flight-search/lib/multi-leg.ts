import type { FlightSearchForm } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { validateFlightSearch, type FlightSearchContext } from '@jc/shared/rules/flight-search';
import type { ExtraLeg } from '@/lib/ticket-search';

/** A multi-leg trip has at most this many legs. */
export const MAX_LEGS = 4;

/** The next leg starts where the one before it ends, on the same day. */
export const legAfter = (previous: { arr: string; arrCity: string; flightDate: string }): ExtraLeg => ({
  dep: previous.arr,
  depCity: previous.arrCity,
  arr: '',
  arrCity: '',
  flightDate: previous.flightDate,
});

/** A multi-leg trip always shows at least its second leg to fill in. */
export const withSecondLeg = (form: FlightSearchForm, legs: ExtraLeg[]) =>
  form.hasRt === TripType.MultiLeg && legs.length === 0 ? [legAfter(form)] : legs;

/**
 * The first failing rule of a multi-leg trip's further legs, or null: the home form's rules on
 * every leg, each departing on or after the one before it.
 */
export function checkFurtherLegs(
  form: FlightSearchForm,
  legs: readonly ExtraLeg[],
  context: FlightSearchContext,
): string | null {
  if (form.hasRt !== TripType.MultiLeg) return null;
  let previous = form.flightDate;
  for (const leg of legs) {
    const problem = validateFlightSearch({ ...form, ...leg, hasRt: TripType.OneWay, endTime: '' }, context);
    if (problem) return problem;
    if (leg.flightDate < previous) return '后一程的出发日期不能早于前一程!';
    previous = leg.flightDate;
  }
  return null;
}
