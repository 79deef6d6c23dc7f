import { PASSENGERS } from '@jc/shared/constants';
import type { PassengerCounts } from '@jc/shared/rules/flight-search';

export type CountKey = keyof PassengerCounts;

export const PASSENGER_ROWS: readonly {
  key: CountKey;
  label: string;
  age: string;
  range: { min: number; max: number };
}[] = [
  { key: 'adultNum', label: '成人', age: '12周岁（含）以上', range: PASSENGERS.adults },
  { key: 'childNum', label: '儿童', age: '2周岁（含）至12周岁', range: PASSENGERS.children },
  { key: 'infantNum', label: '婴儿', age: '14天（含）至2周岁', range: PASSENGERS.infants },
];

/** "2成人 1儿童": the counts that are not zero, adults always. */
export function describePassengers(counts: PassengerCounts) {
  return PASSENGER_ROWS.filter((row) => row.key === 'adultNum' || counts[row.key] > 0)
    .map((row) => `${counts[row.key]}${row.label}`)
    .join(' ');
}
