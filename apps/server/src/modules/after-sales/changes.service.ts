import {
  CHANGE_QUOTE_MINUTES,
  CHANGE_STATUS_NAMES,
  CHANGE_WINDOW_DAYS,
  ChangeMessages,
  addCalendarDays,
  changeQuote,
  cheapestOpenClass,
  compareCalendarDates,
  formatYuan,
  nestedAvailability,
  passengerFare,
  type ChangeOption,
  type ChangeOptions,
  type ChangeView,
  type FareFamilyRules,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { chinaLocal } from '../../lib/china-time';
import { chinaToday, now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { randomCode } from '../../lib/tokens';
import {
  fareFamilyRules,
  flightSegmentOf,
  flightsForSale,
  isFlightOnSale,
  lockFlightsForSale,
  routeFlightsForSale,
  type FlightForSale,
  type InventoryClass,
} from '../flights/inventory.service';
import type { GatewayPayResult, PayContext } from '../payments/payments.service';
import {
  changeQuotes,
  findChangeViews,
  flightsHeldBy,
  segmentForFlight,
  type ChangeRow,
  type ChangeViewRow,
} from './changes.repository';
import {
  confirmPaidQuote,
  ownQuote,
  payQuote,
  quoteOpening,
  quoteStateView,
  writeQuote,
  type PaidQuoteFlow,
  type QuotePayInput,
} from './paid-quote';
import { findTicketById, findTicketOfUser, insertReplacingTicket, paidFareOf } from './paid-quote.repository';

/*
 * Voluntary date changes (docs/after-sales.md, "Date changes"): one unused ticket moved to another
 * flight of the same route and cabin, for the change fee of its fare family plus the fare
 * difference when the new fare is higher. Quote → pay through the order's gateways (nothing to pay
 * at ¥0) → confirm: re-issued on the new flight under the order's lock and both flights' inventory
 * locks, the new seat held and the old one given back in one transaction.
 */

/** Opaque, not guessable from another (60 random bits). */
const newChangeNo = () => `CG${randomCode(12)}`;

/** The widest date range one options call lists. */
const MAX_OPTION_DAYS = 14;

type ChangeTicket = NonNullable<Awaited<ReturnType<typeof findTicketOfUser>>>;

/** The caller's ticket, unused, on a flight not yet closed; else 404 or 409 with the reason. */
async function changeableTicket(db: Db, userId: number, ticketNo: string, at: Date) {
  const ticket = await findTicketOfUser(db, userId, ticketNo);
  if (!ticket) throw AppError.notFound(ChangeMessages.ticketNotFound);
  if (ticket.status !== 'OPEN') throw AppError.conflict(ChangeMessages.ticketNotChangeable);
  const flight = (await flightsForSale(db, [ticket])).values().next().value;
  if (!flight || !isFlightOnSale(flight, at)) throw AppError.conflict(ChangeMessages.departed);
  const families = await fareFamilyRules(db);
  const family = families.find((f) => f.code === ticket.familyCode);
  if (!family) throw new Error(`unknown fare family ${ticket.familyCode}`);
  return { ticket, flight, family, families };
}

/**
 * The cheapest class of the ticket's cabin with a seat on the flight, in the ticket's fare family
 * or a better one (docs/after-sales.md, "The price"), or null: a change never moves a ticket to a
 * family with dearer refunds and changes or less baggage than the passenger bought.
 */
function openClassOf(
  classes: readonly InventoryClass[],
  ticket: Pick<ChangeTicket, 'cabin' | 'familyCode'>,
  families: readonly FareFamilyRules[],
) {
  const sortOf = (code: string) => families.find((f) => f.code === code)?.sort ?? -1;
  const floor = sortOf(ticket.familyCode);
  return cheapestOpenClass(classes.filter((c) => c.cabin === ticket.cabin && sortOf(c.familyCode) >= floor));
}

/** A family's name by its code (the code itself for one no longer listed). */
const familyNameOf = (families: readonly FareFamilyRules[], code: string) =>
  families.find((f) => f.code === code)?.name ?? code;

/** The passenger's fare in `cls` on a flight of the route (the cabin's full fare × the class's percent). */
const fareIn = (
  flight: Pick<FlightForSale, 'economyFare' | 'businessFare'>,
  ticket: ChangeTicket,
  cls: InventoryClass,
) =>
  passengerFare({
    cabinFullFare: ticket.cabin === 'C' ? flight.businessFare : flight.economyFare,
    discountPercent: cls.discountPercent,
    passengerType: ticket.passengerType,
  });

/** One flight of the route as the change page lists it, priced for this ticket at `at`. */
function optionOf(
  flight: FlightForSale,
  ticket: ChangeTicket,
  family: FareFamilyRules,
  families: readonly FareFamilyRules[],
  paidFare: number,
  held: boolean,
  at: Date,
): ChangeOption {
  const current = flight.id === ticket.flightInstanceId;
  const cls = openClassOf(flight.classes, ticket, families);
  const unavailable = current
    ? '原航班'
    : !isFlightOnSale(flight, at)
      ? ChangeMessages.flightClosed
      : !cls
        ? ChangeMessages.soldOut
        : held
          ? ChangeMessages.alreadyHolding
          : null;
  const base = changeQuote(family.changeFees, ticket.departure, at, paidFare, 0);
  const priced = cls
    ? changeQuote(family.changeFees, ticket.departure, at, paidFare, fareIn(flight, ticket, cls))
    : null;
  return {
    segment: flightSegmentOf(flight, flight.flightDate),
    current,
    bookingClass: cls?.code ?? null,
    familyCode: cls?.familyCode ?? null,
    familyName: cls ? familyNameOf(families, cls.familyCode) : null,
    newFare: priced?.newFare ?? null,
    fee: base.fee,
    difference: priced?.difference ?? null,
    total: priced?.total ?? null,
    unavailable,
  };
}

/**
 * The flights of the ticket's route (same origin and destination) on the dates asked for (by
 * default ±3 days of its flight, never before today), each with what the change would cost now,
 * and the least total of each day for the page's date strip.
 */
export async function changeOptions(
  db: Db,
  userId: number,
  input: { ticketNo: string; fromDate?: string; toDate?: string },
): Promise<ChangeOptions> {
  const at = now();
  const {
    ticket,
    flight: currentFlight,
    family,
    families,
  } = await changeableTicket(db, userId, input.ticketNo, at);
  const today = chinaToday();
  let fromDate = input.fromDate ?? addCalendarDays(ticket.flightDate, -CHANGE_WINDOW_DAYS);
  const toDate = input.toDate ?? addCalendarDays(ticket.flightDate, CHANGE_WINDOW_DAYS);
  if (compareCalendarDates(fromDate, today) < 0) fromDate = today;
  if (
    compareCalendarDates(fromDate, toDate) > 0 ||
    compareCalendarDates(addCalendarDays(fromDate, MAX_OPTION_DAYS - 1), toDate) < 0
  )
    throw AppError.badRequest(`日期范围需为1至${MAX_OPTION_DAYS}天`);
  const [flights, paidFare] = await Promise.all([
    routeFlightsForSale(db, { origin: ticket.origin, destination: ticket.destination, fromDate, toDate }),
    paidFareOf(db, ticket.id),
  ]);
  const held = await flightsHeldBy(
    db,
    ticket.travellerKey,
    flights.map((f) => f.id),
  );
  const options = flights.map((f) =>
    optionOf(f, ticket, family, families, paidFare, f.id !== ticket.flightInstanceId && held.has(f.id), at),
  );
  const days = [];
  for (let d = fromDate; compareCalendarDates(d, toDate) <= 0; d = addCalendarDays(d, 1)) {
    const ofDay = options.filter((o) => o.segment.flightDate === d);
    const totals = ofDay.filter((o) => !o.unavailable).map((o) => o.total!);
    days.push({ date: d, flights: ofDay.length, lowestTotal: totals.length ? Math.min(...totals) : null });
  }
  const base = changeQuote(family.changeFees, ticket.departure, at, paidFare, 0);
  return {
    ticketNo: ticket.ticketNo!,
    orderNo: ticket.orderNo,
    passengerName: ticket.passengerName,
    cabin: ticket.cabin,
    familyCode: family.code,
    familyName: family.name,
    segment: flightSegmentOf(currentFlight, ticket.flightDate),
    paidFare,
    feePercent: base.feePercent,
    fee: base.fee,
    changeFees: family.changeFees,
    days,
    options,
  };
}

function toView(r: ChangeViewRow, families: readonly FareFamilyRules[], at: Date): ChangeView {
  const c = r.change;
  return {
    changeNo: c.changeNo,
    orderNo: r.orderNo,
    ticketNo: r.ticketNo,
    newTicketNo: r.newTicketNo,
    passengerName: r.passengerName,
    cabin: r.cabin,
    from: {
      flightNo: r.fromFlightNo,
      flightDate: r.fromFlightDate,
      departure: chinaLocal(r.fromDeparture),
      bookingClass: c.fromClass,
      familyName: familyNameOf(families, r.fromFamilyCode),
    },
    to: {
      flightNo: r.toFlightNo,
      flightDate: r.toFlightDate,
      departure: chinaLocal(r.toDeparture),
      bookingClass: c.toClass,
      familyName: familyNameOf(families, c.toFamilyCode),
    },
    paidFare: c.paidFare,
    newFare: c.newFare,
    feePercent: c.feePercent,
    fee: c.fee,
    difference: c.difference,
    amount: c.amount,
    ...quoteStateView(c, CHANGE_STATUS_NAMES, at),
  };
}

async function viewOf(db: Db, id: number): Promise<ChangeView> {
  const [[row], families] = await Promise.all([findChangeViews(db, [id]), fareFamilyRules(db)]);
  return toView(row!, families, now());
}

/**
 * Quotes moving the passenger's ticket to another flight of the same route and cabin: refused for
 * another account's or an unknown ticket (404), the same flight, another route or cabin (400), a
 * ticket not unused, a departed flight, a closed or full new flight, a passenger already on it
 * (409). Supersedes the ticket's earlier unpaid quotes.
 */
export async function applyChange(
  db: Db,
  userId: number,
  input: { ticketNo: string; flightNo: string; flightDate: string; cabin?: 'C' | 'Y' },
): Promise<ChangeView> {
  const at = now();
  const { ticket, family, families } = await changeableTicket(db, userId, input.ticketNo, at);
  if (input.cabin && input.cabin !== ticket.cabin) throw AppError.badRequest(ChangeMessages.otherCabin);
  if (await changeQuotes.hasPaid(db, ticket.id)) throw AppError.conflict(ChangeMessages.paidPending);
  const target = (await flightsForSale(db, [input])).values().next().value;
  if (!target) throw AppError.notFound(ChangeMessages.flightNotFound);
  if (target.origin !== ticket.origin || target.destination !== ticket.destination)
    throw AppError.badRequest(ChangeMessages.otherRoute);
  if (target.id === ticket.flightInstanceId) throw AppError.badRequest(ChangeMessages.sameFlight);
  if (!isFlightOnSale(target, at)) throw AppError.conflict(ChangeMessages.flightClosed);
  const cls = openClassOf(target.classes, ticket, families);
  if (!cls) throw AppError.conflict(ChangeMessages.soldOut);
  if ((await flightsHeldBy(db, ticket.travellerKey, [target.id])).size > 0)
    throw AppError.conflict(ChangeMessages.alreadyHolding);
  const paidFare = await paidFareOf(db, ticket.id);
  const q = changeQuote(family.changeFees, ticket.departure, at, paidFare, fareIn(target, ticket, cls));
  const id = await writeQuote(db, changeQuotes, {
    ...quoteOpening(ticket, userId, paidFare, at, CHANGE_QUOTE_MINUTES),
    changeNo: newChangeNo(),
    fromFlightId: ticket.flightInstanceId,
    toFlightId: target.id,
    toClass: cls.code,
    toFamilyCode: cls.familyCode,
    newFare: q.newFare,
    feePercent: q.feePercent,
    fee: q.fee,
    difference: q.difference,
    amount: q.total,
  });
  return viewOf(db, id);
}

/** The change's words, table and refund number in the shared paid-quote flow. */
const changeFlow: PaidQuoteFlow<ChangeRow> = {
  purpose: 'CHANGE',
  refundPrefix: 'C',
  numberOf: (c) => c.changeNo,
  messages: { ...ChangeMessages, notFound: ChangeMessages.changeNotFound },
  name: '改期',
  failedNote: (c, refusal) => `改期单${c.changeNo}：${refusal}，改期失败，${formatYuan(c.amount)}将原路退回`,
  store: changeQuotes,
};

/**
 * Starts paying a change's fee and difference through a gateway, as an order is paid: one trade
 * per change and method while the quote is open, valid until the quote expires.
 */
export async function payChange(ctx: PayContext, input: QuotePayInput): Promise<GatewayPayResult> {
  return payQuote(ctx, changeFlow, input);
}

/**
 * Re-issues the ticket on the new flight once the change is paid (or at once for ¥0, while the
 * quote is open). Under the order's lock, then both flights' inventory locks (in id order, as a
 * sale takes them): the quoted class must still have a seat, so the flight is never oversold; the
 * old seat goes back on sale in the same transaction. The old ticket 已改期, a new number on a
 * segment of the new flight, the money lines moved to it. When the new flight can no longer take
 * the passenger a paid change fails and its money goes back once under C<changeNo> (committed,
 * then 409); an unpaid one is refused. Confirming again answers the same change.
 */
export async function confirmChange(db: Db, userId: number, changeNo: string): Promise<ChangeView> {
  const found = await confirmPaidQuote(
    db,
    changeFlow,
    userId,
    changeNo,
    async (tx, { quote: change, at }) => {
      const old = await findTicketById(tx, change.ticketId);
      const sale = await lockFlightsForSale(tx, [change.fromFlightId, change.toFlightId]);
      const from = sale.get(change.fromFlightId)!;
      const to = sale.get(change.toFlightId)!;
      const cabinClasses = to.classes.filter((c) => c.cabin === old.cabin);
      const seatsLeft = nestedAvailability(cabinClasses)[change.toClass] ?? 0;
      const held = (await flightsHeldBy(tx, old.travellerKey, [change.toFlightId])).size > 0;
      const refusal =
        old.status !== 'OPEN'
          ? ChangeMessages.ticketNotChangeable
          : !isFlightOnSale(from, at)
            ? ChangeMessages.departed
            : !isFlightOnSale(to, at)
              ? ChangeMessages.flightClosed
              : held
                ? ChangeMessages.alreadyHolding
                : old.seated && seatsLeft < 1
                  ? ChangeMessages.soldOut
                  : null;
      if (refusal) return { refusal };
      const [views] = await findChangeViews(tx, [change.id]);
      const { toFlightNo, toFlightDate } = views!;
      const newFlight = (await flightsForSale(tx, [{ flightNo: toFlightNo, flightDate: toFlightDate }]))
        .values()
        .next().value!;
      return {
        old,
        state: 'CHANGED',
        movedNote: `改期至${toFlightNo} ${toFlightDate}（改期单${change.changeNo}）`,
        issue: async () => {
          const segmentId = await segmentForFlight(tx, old.segmentId, {
            id: change.toFlightId,
            flightNo: toFlightNo,
            flightDate: toFlightDate,
            departure: to.departure,
            arrival: newFlight.arrival,
            bookingClass: change.toClass,
            familyCode: change.toFamilyCode,
          });
          return insertReplacingTicket(tx, old, {
            segmentId,
            flightId: change.toFlightId,
            bookingClass: change.toClass,
            familyCode: change.toFamilyCode,
            at,
          });
        },
        seat: { flightId: change.toFlightId, code: change.toClass },
        doneNote: (newTicketNo) =>
          `改期完成（改期单${change.changeNo}）：原票号${old.ticketNo}已改期，新票号${newTicketNo}（${toFlightNo} ${toFlightDate}）`,
      };
    },
  );
  return viewOf(db, found.id);
}

/** One change of the account's, with its state. */
export async function changeOf(db: Db, userId: number, changeNo: string): Promise<ChangeView> {
  const change = await ownQuote(db, changeFlow, userId, changeNo);
  return viewOf(db, change.id);
}
