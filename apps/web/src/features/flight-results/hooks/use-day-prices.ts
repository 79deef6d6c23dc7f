import { useLowPriceCalendar } from '@/lib/low-price-calendar';

/**
 * The cheapest adult fare of each day of the strip: the home form's low-price calendar call
 * (POST /api/v1/ticket/calender), asked for the strip's bookable days only.
 */
export function useDayPrices(route: { dep: string; arr: string } | null, from: string, days: number) {
  return useLowPriceCalendar(
    route && days > 0 ? { orgAirport: route.dep, dstAirport: route.arr, flightDate: from, days } : null,
  );
}
