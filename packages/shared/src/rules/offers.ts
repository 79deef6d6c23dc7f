import type { FlightOffer, OfferPrice, PassengerPrice } from '../schemas/search';

/*
 * The price a search offer is shown at, shared by the results page and the low-price calendar so
 * that the date strip, the home page's calendar and the results never disagree (docs/rules.md).
 */

/** The adult (or hero) of a price: what "per person" means on the page. */
export const leadPassenger = (price: OfferPrice): PassengerPrice | undefined =>
  price.passengers.find((p) => p.type === 'ADT' || p.type === 'HERO') ?? price.passengers[0];

/** The cheapest family the whole party can book, or null when none can. */
export function cheapestPrice(offer: FlightOffer): OfferPrice | null {
  let best: OfferPrice | null = null;
  for (const price of offer.prices) {
    if (price.sellable && (!best || price.total < best.total)) best = price;
  }
  return best;
}

/** What an offer's card leads with: the lead passenger's fare (taxes apart) in its cheapest family. */
export function leadFare(offer: FlightOffer): number | null {
  const price = cheapestPrice(offer);
  const lead = price && leadPassenger(price);
  return lead ? lead.fare : null;
}

/** The lowest lead fare of a day's offers, direct or connecting: the calendar's price of that day. */
export function lowestLeadFare(offers: readonly FlightOffer[]): number | null {
  let lowest: number | null = null;
  for (const offer of offers) {
    const fare = leadFare(offer);
    if (fare !== null && (lowest === null || fare < lowest)) lowest = fare;
  }
  return lowest;
}
