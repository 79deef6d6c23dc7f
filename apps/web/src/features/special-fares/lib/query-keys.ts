/** Query keys of the special fares feature (the airports and the calendar are in lib/). */
export const fareKeys = {
  all: ['special-fares'] as const,
  discount: (orgAirport: string) => [...fareKeys.all, 'discount', orgAirport] as const,
};
