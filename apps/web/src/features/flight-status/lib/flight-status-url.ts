import type { FlightStatusForm, FlightStatusSearchMode } from '@jc/shared/rules/flight-status';
import { FlightStatusMode } from '@jc/shared/constants';
import { normalizeFlightNo } from '@jc/shared/rules/flight-status';
import { paths } from '@/config/paths';

/**
 * The /flightDynamics address of a checked query: type 1 with the airport codes (and the city
 * names, so the results page can title itself without another call), type 2 with the flight number.
 */
export function flightStatusUrl(form: FlightStatusForm, mode: FlightStatusSearchMode): string {
  const query = new URLSearchParams({ type: String(mode) });
  if (mode === FlightStatusMode.ByRoute) {
    query.set('orgCity', form.orgCity.trim());
    query.set('dstCity', form.dstCity.trim());
    query.set('depCity', form.depCity.trim());
    query.set('arrCity', form.arrCity.trim());
  } else {
    query.set('flightNo', normalizeFlightNo(form.flightNo));
  }
  query.set('flightDate', form.flightDate);
  return `${paths.flightDynamics.path}?${query.toString()}`;
}

/** The query an address of /flightDynamics asks (the inverse of flightStatusUrl), or null when it asks none. */
export function flightStatusQueryOf(params: URLSearchParams): {
  mode: FlightStatusSearchMode;
  form: FlightStatusForm;
} | null {
  const type = params.get('type');
  if (type !== '1' && type !== '2') return null;
  const form: FlightStatusForm = {
    depCity: params.get('depCity') ?? '',
    arrCity: params.get('arrCity') ?? '',
    orgCity: params.get('orgCity') ?? '',
    dstCity: params.get('dstCity') ?? '',
    flightNo: params.get('flightNo') ?? '',
    flightDate: params.get('flightDate') ?? '',
  };
  return { mode: type === '1' ? FlightStatusMode.ByRoute : FlightStatusMode.ByFlightNo, form };
}
