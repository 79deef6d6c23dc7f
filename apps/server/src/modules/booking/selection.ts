import {
  BookingMessages,
  CONNECTION_MINUTES,
  TripType,
  flashSaleFare,
  passengerQuote,
  pickFamilyClass,
  type BookedSegment,
  type BookingSelection,
  type FareFamilyRules,
  type PassengerType,
  type PassengerTypePrice,
  type TicketPrice,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { isoChina } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import type { FlashSaleOffer } from '../flash-sales/flash-sales.service';
import {
  flightKey,
  flightSegmentOf,
  flightsForSale,
  isFlightOnSale,
  type FlightForSale,
  type InventoryClass,
  type SaleTerms,
} from '../flights/inventory.service';

/*
 * A selection from the results page (offer ids and fare families) resolved to dated flights, and
 * priced by the shared fare rules exactly as the search priced it: the same class pick, the same
 * passengerQuote per passenger and segment, so that search, apply and order agree to the fen.
 */

const MINUTE_MS = 60_000;
/** The search offers direct flights and one-stop connections. */
const MAX_FLIGHTS_PER_OFFER = 2;

export interface SelectedSegment {
  seq: number;
  legIndex: number;
  /** The date the leg was searched for: its first flight's date (day offsets count from it). */
  legDate: string;
  flight: FlightForSale;
  family: FareFamilyRules;
}

const invalid = () => AppError.badRequest(BookingMessages.selectionInvalid);

function legCountFits(hasRt: number, legs: number) {
  if (hasRt === TripType.OneWay) return legs === 1;
  if (hasRt === TripType.RoundTrip) return legs === 2;
  return legs >= 2 && legs <= 4;
}

/**
 * The selection's flights read from the database, in travel order, with their fare family; 400
 * 所选航班信息有误 when it is not something the search offers: the legs of its trip type, flights
 * that exist and connect (same airport, 60 minutes to 6 hours), legs in order, a round trip that
 * comes back, a known family of one cabin, no flight twice; on a flash-sale route, its one flight
 * on the route within the travel window in the route's family and cabin.
 */
export async function resolveSelection(
  db: Db,
  selection: Pick<BookingSelection, 'hasRt' | 'legs'>,
  families: readonly FareFamilyRules[],
  flash?: FlashSaleOffer,
): Promise<SelectedSegment[]> {
  if (!legCountFits(selection.hasRt, selection.legs.length)) throw invalid();
  const legs = selection.legs.map((leg) => {
    const family = families.find((f) => f.code === leg.familyCode);
    const flights = leg.offerId.split('+').map((part) => {
      const [flightNo, flightDate] = part.split('@') as [string, string];
      return { flightNo, flightDate };
    });
    if (!family || flights.length > MAX_FLIGHTS_PER_OFFER) throw invalid();
    return { family, flights };
  });
  const keys = legs.flatMap((l) => l.flights);
  if (new Set(keys.map((k) => flightKey(k.flightNo, k.flightDate))).size !== keys.length) throw invalid();
  const found = await flightsForSale(db, keys);

  const segments: SelectedSegment[] = [];
  legs.forEach((leg, legIndex) => {
    const flights = leg.flights.map((k) => found.get(flightKey(k.flightNo, k.flightDate)));
    if (flights.some((f) => !f)) throw invalid();
    const dated = flights as FlightForSale[];
    for (let i = 1; i < dated.length; i++) {
      const minutes = (dated[i]!.departure.getTime() - dated[i - 1]!.arrival.getTime()) / MINUTE_MS;
      if (dated[i - 1]!.destination !== dated[i]!.origin) throw invalid();
      if (minutes < CONNECTION_MINUTES.min || minutes > CONNECTION_MINUTES.max) throw invalid();
    }
    const previous = segments[segments.length - 1];
    if (previous && dated[0]!.departure.getTime() <= previous.flight.arrival.getTime()) throw invalid();
    for (const flight of dated) {
      if (!flight.classes.some((c) => c.familyCode === leg.family.code)) throw invalid();
      segments.push({
        seq: segments.length,
        legIndex,
        legDate: dated[0]!.flightDate,
        flight,
        family: leg.family,
      });
    }
  });

  if (selection.hasRt === TripType.RoundTrip) {
    const out = segments.filter((s) => s.legIndex === 0);
    const back = segments.filter((s) => s.legIndex === 1);
    if (
      back[0]!.flight.depCityCode !== out[out.length - 1]!.flight.arrCityCode ||
      back[back.length - 1]!.flight.arrCityCode !== out[0]!.flight.depCityCode
    ) {
      throw invalid();
    }
  }

  if (flash) {
    const only = segments[0]!;
    if (
      selection.hasRt !== TripType.OneWay ||
      segments.length !== 1 ||
      only.flight.origin !== flash.depCode ||
      only.flight.destination !== flash.arrCode ||
      only.flight.flightDate < flash.travelFrom ||
      only.flight.flightDate > flash.travelTo ||
      only.family.code !== flash.fareFamilyCode ||
      only.family.cabin !== flash.cabin
    ) {
      throw invalid();
    }
  }
  return segments;
}

/** The class a segment sells to the party, as the search picks it. */
export interface SegmentPick {
  segment: SelectedSegment;
  cls: InventoryClass;
  /** Seats the class can still sell (0 when the family has none). */
  seats: number;
  sellable: boolean;
}

/**
 * Each segment's class for `seats` seats from the given sale terms (the database's, locked for an
 * order): the family's cheapest class with the seats; when none, its dearest (not sellable, still
 * priced, as the search shows it).
 */
export function pickClasses(
  segments: readonly SelectedSegment[],
  terms: ReadonlyMap<number, SaleTerms>,
  seats: number,
): SegmentPick[] {
  return segments.map((segment) => {
    const sale = terms.get(segment.flight.id)!;
    const cabinClasses = sale.classes.filter((c) => c.cabin === segment.family.cabin);
    const pick = pickFamilyClass(cabinClasses, segment.family.code, seats);
    if (pick) return { segment, ...pick };
    const own = cabinClasses.filter((c) => c.familyCode === segment.family.code);
    const dearest = own.reduce((a, b) => (b.rank < a.rank ? b : a));
    return { segment, cls: dearest, seats: 0, sellable: false };
  });
}

/** The first reason the picked segments cannot be sold now, or null. */
export function saleRefusal(picks: readonly SegmentPick[], terms: ReadonlyMap<number, SaleTerms>, at: Date) {
  if (picks.some((p) => !isFlightOnSale(terms.get(p.segment.flight.id)!, at)))
    return BookingMessages.flightClosed;
  if (picks.some((p) => !p.sellable)) return BookingMessages.soldOut;
  return null;
}

/**
 * Fare and taxes of each passenger on each segment, by the shared fare rules on the picked class
 * and the route's fares in `terms`; a flash-sale route sells at its special price (flashSaleFare).
 */
export function ticketPrices(
  picks: readonly SegmentPick[],
  terms: ReadonlyMap<number, SaleTerms>,
  types: readonly PassengerType[],
  flash?: FlashSaleOffer,
): TicketPrice[] {
  return picks.flatMap((pick, segment) => {
    const sale = terms.get(pick.segment.flight.id)!;
    return types.map((passengerType, passenger) => {
      const quote = passengerQuote({
        cabinFullFare: pick.cls.cabin === 'Y' ? sale.economyFare : sale.businessFare,
        discountPercent: pick.cls.discountPercent,
        passengerType,
        fuelSurcharge: sale.fuelSurcharge,
      });
      return {
        passenger,
        segment,
        fare: flash ? flashSaleFare(passengerType, quote.fare, flash.specialPrice) : quote.fare,
        developmentFund: quote.taxes.developmentFund,
        fuelSurcharge: quote.taxes.fuelSurcharge,
      };
    });
  });
}

/** What one passenger of each type pays over the whole trip, and the type's subtotal. */
export function pricesByType(
  tickets: readonly TicketPrice[],
  types: readonly PassengerType[],
): PassengerTypePrice[] {
  const order = [...new Set(types)];
  return order.map((type) => {
    const count = types.filter((t) => t === type).length;
    const first = types.indexOf(type);
    const own = tickets.filter((t) => t.passenger === first);
    const fare = own.reduce((a, t) => a + t.fare, 0);
    const developmentFund = own.reduce((a, t) => a + t.developmentFund, 0);
    const fuelSurcharge = own.reduce((a, t) => a + t.fuelSurcharge, 0);
    const total = fare + developmentFund + fuelSurcharge;
    return { type, count, fare, developmentFund, fuelSurcharge, total, subtotal: total * count };
  });
}

/** A segment as the booking page shows it. */
export function bookedSegmentOf(pick: SegmentPick): BookedSegment {
  const { segment, cls } = pick;
  return {
    ...flightSegmentOf(segment.flight, segment.legDate),
    seq: segment.seq,
    legIndex: segment.legIndex,
    cabin: cls.cabin,
    bookingClass: cls.code,
    familyCode: segment.family.code,
    familyName: segment.family.name,
    departureAt: isoChina(segment.flight.departure),
  };
}
