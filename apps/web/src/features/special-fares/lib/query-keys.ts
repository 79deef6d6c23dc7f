/** Query keys of the special fares feature. */
export const fareKeys = {
  all: ['special-fares'] as const,
  discount: (orgAirport: string) => [...fareKeys.all, 'discount', orgAirport] as const,
  calendar: (orgAirport: string, dstAirport: string, flightDate: string, days: number) =>
    [...fareKeys.all, 'calendar', { orgAirport, dstAirport, flightDate, days }] as const,
  airports: () => [...fareKeys.all, 'airports'] as const,
};
