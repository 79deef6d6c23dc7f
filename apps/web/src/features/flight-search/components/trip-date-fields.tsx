import type { FlightSearchForm } from '@jc/shared';
import { FLIGHT_HORIZON } from '@jc/shared/constants';
import { addCalendarDays } from '@jc/shared/rules/dates';
import { DateField } from './date-field';

type TripDates = Pick<FlightSearchForm, 'dep' | 'arr' | 'flightDate' | 'endTime'>;

interface TripDateFieldProps {
  /** 'search' on the home page, 'modify' in the Ticket page's 修改: ids and test ids start with it. */
  idPrefix: string;
  today: string;
  form: TripDates;
  onChange: (date: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** From today to the last day flights are sold (docs/rules.md). */
const bookable = (today: string) => ({
  minDate: today,
  maxDate: addCalendarDays(today, FLIGHT_HORIZON.daysAhead),
});

/** 出发日期 of a search form, its calendar priced for the chosen route. */
export function DepartureDateField({ idPrefix, today, form, ...picker }: TripDateFieldProps) {
  return (
    <DateField
      id={`${idPrefix}-departure-date`}
      label="出发日期"
      testId={`${idPrefix}-dep-date`}
      today={today}
      value={form.flightDate}
      route={form.dep && form.arr ? { org: form.dep, dst: form.arr } : null}
      {...bookable(today)}
      {...picker}
    />
  );
}

/**
 * 返程日期: the calendar of the way back (priced arrival → departure) with the outbound day marked,
 * and a warning while the return is earlier than the departure.
 */
export function ReturnDateField({ idPrefix, today, form, ...picker }: TripDateFieldProps) {
  return (
    <DateField
      id={`${idPrefix}-return-date`}
      label="返程日期"
      testId={`${idPrefix}-ret-date`}
      today={today}
      value={form.endTime}
      route={form.dep && form.arr ? { org: form.arr, dst: form.dep } : null}
      markedDate={form.flightDate ? { date: form.flightDate, label: '去程' } : undefined}
      placement="bottomRight"
      warning={form.endTime && form.endTime < form.flightDate ? '返程早于出发日期' : null}
      {...bookable(today)}
      {...picker}
    />
  );
}
