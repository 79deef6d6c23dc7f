import { TripType } from '../constants';
import { isCalendarDate, resolveToday, type TodayInput } from './dates';
import { FareMessages } from './fares';
import { validatePassengerCounts, type PassengerCounts } from './flight-search';
import { SearchMessages, type SearchMessage } from './messages';

/**
 * The rules of a ticket search as the server receives it (POST /api/v1/ticket/query): the trip as
 * legs, the passengers as counts. The home page's form rules (validateFlightSearch) come first in
 * the browser; these are what the Ticket page's 修改 panel and multi-leg editor and the server
 * must agree on. Kept free of zod so the browser can use them.
 */

/** Most legs of a multi-leg (多程) search. */
export const MULTI_LEG_MAX = 4;

/**
 * One-stop connections search offers: through a hub, at the same airport, with at least the
 * minimum connection time and at most 6 hours on the ground.
 */
export const CONNECTION_MINUTES = { min: 60, max: 360 } as const;

/** Messages of the search call. The search form's own are reused; the rest are marked chosen. */
export const TicketQueryMessages = {
  citiesSame: SearchMessages.citiesSame,
  flightDateBeforeToday: SearchMessages.flightDateBeforeToday,
  returnBeforeDeparture: SearchMessages.returnBeforeDeparture,
  /** The fare calls' message, so the Ticket page's calendar strip and its results say the same. */
  airportNotFound: FareMessages.airportNotFound,
  flightDateInvalid: FareMessages.flightDateInvalid,
  /** Chosen. */
  oneWayLegs: '单程只能查询1个航段!',
  /** Chosen. */
  roundTripLegs: '往返行程需包含去程和返程2个航段!',
  /** Chosen: the return flies back from the arrival city to the departure city (any airport of each). */
  roundTripReverse: '返程需从到达城市返回出发城市!',
  /** Chosen. */
  multiLegCount: `多程需添加2至${MULTI_LEG_MAX}个航段!`,
  /** Chosen. */
  multiLegOrder: '多程各航段的出发日期需按行程先后排列!',
  /** Chosen: a transfer-tag query naming a flight that is not (or no longer) in the timetable. */
  flightNotFound: '未找到该航班',
  /** Chosen: a transfer-tag query whose flights do not connect (other city, order, over 24 hours apart). */
  notAConnection: '所选航班不构成中转行程',
} as const;
export type TicketQueryMessage = (typeof TicketQueryMessages)[keyof typeof TicketQueryMessages];

export interface TicketQueryLegInput {
  dep: string;
  arr: string;
  flightDate: string;
}

export interface TicketQueryInput extends PassengerCounts {
  hasRt: TripType;
  legs: readonly TicketQueryLegInput[];
}

export interface TicketQueryContext {
  /** 'YYYY-MM-DD' or an instant read on the Shanghai calendar. */
  today: TodayInput;
  /**
   * The city (code or name) of a served airport, undefined for an unknown code. When omitted,
   * airports are not checked (the browser picks them from the airport list).
   */
  cityOf?: (airportCode: string) => string | undefined;
}

function legCountMessage(hasRt: TripType, legs: number): TicketQueryMessage | null {
  if (hasRt === TripType.OneWay) return legs === 1 ? null : TicketQueryMessages.oneWayLegs;
  if (hasRt === TripType.RoundTrip) return legs === 2 ? null : TicketQueryMessages.roundTripLegs;
  return legs >= 2 && legs <= MULTI_LEG_MAX ? null : TicketQueryMessages.multiLegCount;
}

/**
 * A ticket search's rules; the first failing message or null. In order: the number of legs for the
 * trip type; each leg's airports (different, known, in different cities) and date (real, not before
 * today); a round trip's return (back between the same cities, not before the outbound); a
 * multi-leg trip's dates in order; then the passengers (docs/rules.md, word for word).
 */
export function validateTicketQuery(
  query: TicketQueryInput,
  { today, cityOf }: TicketQueryContext,
): TicketQueryMessage | SearchMessage | null {
  const countMessage = legCountMessage(query.hasRt, query.legs.length);
  if (countMessage) return countMessage;

  const day = resolveToday(today);
  for (const leg of query.legs) {
    if (leg.dep === leg.arr) return TicketQueryMessages.citiesSame;
    if (cityOf) {
      const depCity = cityOf(leg.dep);
      const arrCity = cityOf(leg.arr);
      if (depCity === undefined || arrCity === undefined) return TicketQueryMessages.airportNotFound;
      if (depCity === arrCity) return TicketQueryMessages.citiesSame;
    }
    if (!isCalendarDate(leg.flightDate)) return TicketQueryMessages.flightDateInvalid;
    if (leg.flightDate < day) return TicketQueryMessages.flightDateBeforeToday;
  }

  if (query.hasRt === TripType.RoundTrip) {
    const [out, back] = query.legs as [TicketQueryLegInput, TicketQueryLegInput];
    const city = cityOf ?? ((code: string) => code);
    if (city(back.dep) !== city(out.arr) || city(back.arr) !== city(out.dep)) {
      return TicketQueryMessages.roundTripReverse;
    }
    if (back.flightDate < out.flightDate) return TicketQueryMessages.returnBeforeDeparture;
  }
  if (query.hasRt === TripType.MultiLeg) {
    for (let i = 1; i < query.legs.length; i++) {
      if (query.legs[i]!.flightDate < query.legs[i - 1]!.flightDate) return TicketQueryMessages.multiLegOrder;
    }
  }

  return validatePassengerCounts(query);
}

/** Seats a party takes: adults and children; infants sit on a lap (docs/rules.md). */
export const seatsFor = ({ adultNum, childNum }: PassengerCounts): number => adultNum + childNum;
