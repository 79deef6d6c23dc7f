import {
  UPGRADE_QUOTE_MINUTES,
  UPGRADE_STATUS_NAMES,
  UpgradeMessages,
  cheapestOpenClass,
  formatYuan,
  passengerFare,
  upgradeDifference,
  type UpgradeView,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { pagingOf } from '../../db/paging';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { randomCode } from '../../lib/tokens';
import { flightsForSale, isFlightOnSale, lockFlightsForSale } from '../flights/inventory.service';
import type { GatewayPayResult, PayContext } from '../payments/payments.service';
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
import {
  findUpgradeViews,
  listUpgrades,
  upgradeQuotes,
  type UpgradeRow,
  type UpgradeViewRow,
} from './upgrades.repository';

/*
 * Upgrades (docs/after-sales.md): one unused economy ticket moved to business on the same flight
 * for the business fare less the fare paid. Quote → pay the difference through the order's
 * gateways (nothing to pay at ¥0) → confirm: the ticket re-issued in business under the order's
 * lock and the flight's inventory lock, so the last business seat goes to exactly one confirm.
 */

/** Opaque, not guessable from another (60 random bits). */
const newUpgradeNo = () => `UG${randomCode(12)}`;

function toView(r: UpgradeViewRow, at: Date): UpgradeView {
  const u = r.upgrade;
  return {
    upgradeNo: u.upgradeNo,
    orderNo: r.orderNo,
    ticketNo: r.ticketNo!,
    newTicketNo: r.newTicketNo,
    passengerName: r.passengerName,
    flightNo: r.flightNo,
    flightDate: r.flightDate,
    fromClass: u.fromClass,
    toClass: u.toClass,
    businessFare: u.businessFare,
    paidFare: u.paidFare,
    amount: u.amount,
    ...quoteStateView(u, UPGRADE_STATUS_NAMES, at),
  };
}

async function viewOf(db: Db, id: number): Promise<UpgradeView> {
  const [row] = await findUpgradeViews(db, [id]);
  return toView(row!, now());
}

/**
 * Quotes moving the passenger's economy ticket to business: refused for another account's or an
 * unknown ticket (404), a business ticket, a ticket not unused, a flight departed or no longer sold,
 * or no business seat left (409). Supersedes the ticket's earlier unpaid quotes.
 */
export async function applyUpgrade(db: Db, userId: number, ticketNo: string): Promise<UpgradeView> {
  const ticket = await findTicketOfUser(db, userId, ticketNo);
  if (!ticket) throw AppError.notFound(UpgradeMessages.ticketNotFound);
  if (ticket.cabin === 'C') throw AppError.conflict(UpgradeMessages.notEconomy);
  if (ticket.status !== 'OPEN') throw AppError.conflict(UpgradeMessages.ticketNotUpgradable);
  if (await upgradeQuotes.hasPaid(db, ticket.id)) throw AppError.conflict(UpgradeMessages.paidPending);
  const at = now();
  const flight = (await flightsForSale(db, [ticket])).values().next().value;
  if (!flight || !isFlightOnSale(flight, at)) throw AppError.conflict(UpgradeMessages.departed);
  const business = cheapestOpenClass(flight.classes.filter((c) => c.cabin === 'C'));
  if (!business) throw AppError.conflict(UpgradeMessages.soldOut);
  const businessFare = passengerFare({
    cabinFullFare: flight.businessFare,
    discountPercent: business.discountPercent,
    passengerType: ticket.passengerType,
  });
  const paidFare = await paidFareOf(db, ticket.id);
  const id = await writeQuote(db, upgradeQuotes, {
    ...quoteOpening(ticket, userId, paidFare, at, UPGRADE_QUOTE_MINUTES),
    upgradeNo: newUpgradeNo(),
    toClass: business.code,
    businessFare,
    amount: upgradeDifference(businessFare, paidFare),
  });
  return viewOf(db, id);
}

/** The upgrade's words, table and refund number in the shared paid-quote flow. */
const upgradeFlow: PaidQuoteFlow<UpgradeRow> = {
  purpose: 'UPGRADE',
  refundPrefix: 'U',
  numberOf: (u) => u.upgradeNo,
  messages: { ...UpgradeMessages, notFound: UpgradeMessages.upgradeNotFound },
  name: '升舱',
  failedNote: (u, refusal) => `升舱单${u.upgradeNo}：${refusal}，差价${formatYuan(u.amount)}将原路退回`,
  store: upgradeQuotes,
};

/**
 * Starts paying an upgrade's difference through a gateway, as an order is paid: one trade per
 * upgrade and method while the quote is open, valid until the quote expires.
 */
export async function payUpgrade(ctx: PayContext, input: QuotePayInput): Promise<GatewayPayResult> {
  return payQuote(ctx, upgradeFlow, input);
}

/**
 * Re-issues the ticket in business once its difference is paid (or at once for ¥0, while the quote
 * is open). Under the order's lock and then the flight's inventory lock: a business seat taken
 * without oversell, the economy seat given back, the old ticket 已升舱, a new ticket number, the
 * money lines moved to it. With no business seat left a paid upgrade fails and its difference goes
 * back under U<upgradeNo> (committed, then 409); an unpaid one is refused and never charged.
 * Confirming again answers the same upgrade.
 */
export async function confirmUpgrade(db: Db, userId: number, upgradeNo: string): Promise<UpgradeView> {
  const found = await confirmPaidQuote(db, upgradeFlow, userId, upgradeNo, async (tx, { quote, at }) => {
    const old = await findTicketById(tx, quote.ticketId);
    const sale = (await lockFlightsForSale(tx, [old.flightInstanceId])).get(old.flightInstanceId)!;
    const business = cheapestOpenClass(sale.classes.filter((c) => c.cabin === 'C'));
    const refusal =
      old.status !== 'OPEN'
        ? UpgradeMessages.ticketNotUpgradable
        : !isFlightOnSale(sale, at)
          ? UpgradeMessages.departed
          : !business
            ? UpgradeMessages.soldOut
            : null;
    if (refusal) return { refusal };
    const cls = business!;
    return {
      old,
      state: 'UPGRADED',
      movedNote: `升舱至公务舱（升舱单${quote.upgradeNo}）`,
      issue: () =>
        insertReplacingTicket(tx, old, {
          cabin: 'C',
          bookingClass: cls.code,
          familyCode: cls.familyCode,
          at,
        }),
      seat: { flightId: old.flightInstanceId, code: cls.code },
      done: { toClass: cls.code },
      doneNote: (newTicketNo) =>
        `升舱完成（升舱单${quote.upgradeNo}）：原票号${old.ticketNo}已升舱，新票号${newTicketNo}（公务舱${cls.code}）`,
    };
  });
  return viewOf(db, found.id);
}

/** One upgrade of the account's, with its state. */
export async function upgradeOf(db: Db, userId: number, upgradeNo: string): Promise<UpgradeView> {
  const upgrade = await ownQuote(db, upgradeFlow, userId, upgradeNo);
  return viewOf(db, upgrade.id);
}

/** The account's upgrades, newest first. */
export async function upgradePage(db: Db, userId: number, query: { pageNum: number; pageSize: number }) {
  const at = now();
  const { rows, total } = await listUpgrades(db, userId, pagingOf(query));
  return { total, rows: rows.map((r) => toView(r, at)) };
}
