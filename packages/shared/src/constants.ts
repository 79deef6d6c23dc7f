/** docs/rules.md: business constants and limits, the one place both sides read them from. */
export const BANNER_INTERVAL_MS = 4000;
export const NOTICE_TICKER_INTERVAL_MS = 3000;

export const ACTIVITY_SLIDER = {
  slidesPerView: 4,
  loop: true,
  autoplayDelayMs: 500,
  speedMs: 2000,
} as const;

export const SPECIAL_FARES_MAX = 9;
/** The service notice block shows the first notice large and items 2-4 listed. */
export const NOTICE_BLOCK_SIZE = 4;

export const FAQ_PAGE_SIZE = 12;
export const FAQ_SUGGESTION_PAGE_SIZE = 4;
export const FAQ_INPUT_MAX = 100;

export const PASSENGER_LIST_LIMIT = 500;
export const ACTIVITY_PAGE_SIZE = 100;
export const NOTICE_PAGE_SIZE = 4;

export const PASSENGERS = {
  adults: { min: 1, max: 5 },
  children: { min: 0, max: 4 },
  infants: { min: 0, max: 4 },
  total: 9,
  childrenAndInfantsMax: 4,
  childrenPerAdult: 3,
} as const;

export const ROUND_TRIP_DEFAULT_RETURN_DAYS = 2;

export const FLIGHT_STATUS_WINDOW = { monthsBack: 3, daysAhead: 3, defaultDaysAhead: 1 } as const;

export const TICKET_NUMBER_PREFIX = '929';
export const TICKET_NUMBER_PATTERN = /^929\d{10}$/;

/** Flight instances exist from this many days back (flight status) to this many days ahead (sales). */
export const FLIGHT_HORIZON = { daysBack: 92, daysAhead: 180 } as const;

export const TIME_ZONE = 'Asia/Shanghai';

/** Trip types of the search form (docs/rules.md: hasRt). */
export const TripType = { OneWay: 0, RoundTrip: 1, MultiLeg: 2 } as const;
export type TripType = (typeof TripType)[keyof typeof TripType];

/** Flight status search modes (docs/rules.md). */
export const FlightStatusMode = { ByRoute: 1, ByFlightNo: 2 } as const;
