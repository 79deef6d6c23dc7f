import {
  BookingMessages,
  CHARGE_KIND_NAMES,
  ORDER_STATUS_NAMES,
  PASSENGER_TYPE_NAMES,
  PAY_METHODS,
  PAY_MINUTES,
  TICKET_STATUS_NAMES,
  maskCertNo,
  orderStatusName,
  maskPhone,
  type BookedSegment,
  type OrderAvailableResult,
  type OrderDetail,
  type OrderListRequest,
  type OrderPrice,
  type OrderStatus,
  type OrderStatusResult,
  type OrderSummary,
  type PassengerType,
  type PassengerTypePrice,
  type PayMethod,
  type SegmentFlightOps,
  type TicketStatus,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { pagingOf } from '../../db/paging';
import { chinaDate, chinaLocal, isoChina } from '../../lib/china-time';
import { now } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/postgres';
import { AppError } from '../../lib/errors';
import { randomCode } from '../../lib/tokens';
import { couponById, returnCoupon } from '../coupons/coupons.service';
import { returnFlashSaleStock } from '../flash-sales/flash-sales.service';
import {
  fareFamilyRules,
  flightKey,
  flightSegmentOf,
  flightsForSale,
  releaseSeats,
} from '../flights/inventory.service';
import { RetryLater, enqueueJob } from '../jobs/jobs.service';
import { bookedFlightDelay } from '../flight-status/flight-status.service';
import { lockOrderRow, moveOrder, moveTickets, type Actor, type OrderRow } from './order-state';
import {
  chargesOf,
  countUnpaid,
  findOrderById,
  findOrderByNo,
  historyOf,
  issuedTicketByNo,
  issuedTicketsOnFlight,
  type IssuedTicketRow,
  insertOrderRows,
  listOrders,
  lockAccountCountUnpaid,
  passengersOf,
  segmentsOf,
  ticketStatusesOf,
  ticketsInStatus,
  ticketedTripsOf,
  ticketsOf,
} from './orders.repository';

export type { Actor, OrderRow };
export { lockOrderRow };

/** The job that cancels an unpaid order at its payment deadline (docs/jobs.md). */
export const ORDER_TIMEOUT_JOB = 'order-timeout';
export const orderTimeoutKey = (orderId: number) => `${ORDER_TIMEOUT_JOB}:${orderId}`;

const MINUTE_MS = 60_000;
const HERO_TYPE_NAME = '伤残军警';
const typeName = (type: PassengerType) => (type === 'HERO' ? HERO_TYPE_NAME : PASSENGER_TYPE_NAMES[type]);

// ------------------------------------------------------------------ placing (for booking)

/**
 * Locks the account's row for the order being placed and answers, under that lock, how many of
 * its orders wait for payment within their deadline: two orders of one account are taken one
 * after the other, so the unpaid limit holds whatever the concurrency.
 */
export async function lockAccountForOrder(tx: Db, userId: number): Promise<{ unpaid: number }> {
  const unpaid = await lockAccountCountUnpaid(tx, userId, now());
  if (unpaid === null) throw AppError.unauthorized();
  return { unpaid };
}

/** Unpaid orders of the account within their deadline, as the booking page is told before it orders. */
export const unpaidOrderCount = (db: Db, userId: number) => countUnpaid(db, userId, now());

export interface OrderDraft {
  userId: number;
  tripType: number;
  hero: boolean;
  contactName: string;
  contactPhone: string;
  price: Omit<OrderPrice, 'charges'> & {
    charges: Array<{
      passenger: number;
      segment: number;
      kind: OrderPrice['charges'][number]['kind'];
      code: string | null;
      description: string;
      amount: number;
    }>;
  };
  userCouponId: number | null;
  flashSaleRouteId: number | null;
  segments: Array<{
    legIndex: number;
    flightInstanceId: number;
    flightNo: string;
    flightDate: string;
    origin: string;
    destination: string;
    departure: Date;
    arrival: Date;
    cabin: 'C' | 'Y';
    bookingClass: string;
    familyCode: string;
  }>;
  passengers: Array<{
    type: PassengerType;
    name: string;
    certType: string;
    certNo: string;
    birthday: string;
    phone: string | null;
    heroCertNo: string | null;
    /** Index of the adult an infant travels with. */
    accompaniedBy: number | null;
    savedPassengerId: number | null;
    travellerKey: string;
  }>;
}

/** 20260310K7Q2M9XA3B: the China date, then 10 random characters (50 bits), so none is guessed from another. */
const newOrderNo = (at: Date) => `${chinaDate(at).replaceAll('-', '')}${randomCode(10)}`;

/**
 * Writes a new unpaid order (the caller holds the account, coupon, flash-sale and inventory locks
 * and has held the seats): order, segments, passengers, one HELD ticket per passenger per segment,
 * the charge lines, the first history row and the payment-deadline job, all in the caller's
 * transaction. The deadline is PAY_MINUTES after now.
 */
export async function createOrder(tx: Db, draft: OrderDraft) {
  const at = now();
  const payDeadline = new Date(at.getTime() + PAY_MINUTES * MINUTE_MS);
  const orderNo = newOrderNo(at);
  const { price } = draft;
  const { id } = await insertOrderRows(tx, {
    order: {
      orderNo,
      userId: draft.userId,
      status: 'PENDING_PAYMENT',
      tripType: draft.tripType,
      hero: draft.hero,
      contactName: draft.contactName,
      contactPhone: draft.contactPhone,
      fareTotal: price.fareTotal,
      taxTotal: price.taxTotal,
      insuranceTotal: price.insuranceTotal,
      mealTotal: price.mealTotal,
      discountTotal: price.discountTotal,
      amountTotal: price.amountTotal,
      userCouponId: draft.userCouponId,
      flashSaleRouteId: draft.flashSaleRouteId,
      payDeadline,
      createdAt: at,
      updatedAt: at,
    },
    segments: draft.segments.map((s, seq) => ({ ...s, seq })),
    passengers: draft.passengers.map((p, seq) => ({
      seq,
      type: p.type,
      name: p.name,
      certType: p.certType,
      certNo: p.certNo,
      birthday: p.birthday,
      phone: p.phone,
      heroCertNo: p.heroCertNo,
      accompaniedBy: p.accompaniedBy,
      savedPassengerId: p.savedPassengerId,
    })),
    tickets: draft.segments.flatMap((s, segmentSeq) =>
      draft.passengers.map((p, passengerSeq) => ({
        passengerSeq,
        segmentSeq,
        flightInstanceId: s.flightInstanceId,
        travellerKey: p.travellerKey,
        seated: p.type !== 'INF',
        cabin: s.cabin,
        bookingClass: s.bookingClass,
        familyCode: s.familyCode,
        status: 'HELD' as const,
      })),
    ),
    charges: price.charges.map((c) => ({
      passengerSeq: c.passenger,
      segmentSeq: c.segment,
      kind: c.kind,
      code: c.code,
      description: c.description,
      amount: c.amount,
    })),
    history: {
      at,
      actor: 'passenger',
      actorUserId: draft.userId,
      toStatus: 'PENDING_PAYMENT',
      reason: '旅客提交订单',
    },
  });
  await enqueueJob(tx, {
    kind: ORDER_TIMEOUT_JOB,
    payload: { orderId: id },
    runAt: payDeadline,
    dedupeKey: orderTimeoutKey(id),
  });
  return { id, orderNo, payDeadline, createdAt: at };
}

// ------------------------------------------------------------------ finding and cancelling

/** The account's order by its number; 404 订单不存在 for an unknown number or anyone else's. */
export async function findOrderForUser(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const order = await findOrderByNo(db, userId, orderNo);
  if (!order) throw AppError.notFound(BookingMessages.orderNotFound);
  return order;
}

/**
 * An order's tickets with the given numbers (each number once), or all of them, with seat, fare
 * family, passenger and segment, in travel order; read in the caller's transaction when given one.
 */
export const orderTickets = (db: Db, orderId: number, ticketNos?: readonly string[]) =>
  ticketsOf(db, orderId, ticketNos && [...new Set(ticketNos)]);

/**
 * Cancels an unpaid order whose row the caller has locked (lockOrderRow), in the caller's
 * transaction: its coupon comes back (unused, or expired if its time has passed), its flash-sale
 * stock goes back to the campaign, its seats go back on sale (inventory locked in flight order,
 * flights stamped for the search caches), its tickets HELD → VOID, with history rows. Locks are
 * taken in the order an appointment takes them (coupon, flash sale, inventory, then tickets), so
 * the two never wait on each other in a circle. 409 when the order is not unpaid any more.
 */
export async function cancelUnpaidOrder(tx: Db, order: OrderRow, who: Actor, reason: string): Promise<void> {
  if (order.status !== 'PENDING_PAYMENT') throw AppError.conflict(BookingMessages.orderNotCancellable);
  await moveOrder(tx, order, 'CANCELLED', who, reason, { cancelReason: reason });
  if (order.userCouponId !== null) await returnCoupon(tx, order.userCouponId, order.id);
  if (order.flashSaleRouteId !== null) await returnFlashSaleStock(tx, order.id);
  const held = await ticketsInStatus(tx, order.id, 'HELD');
  await releaseSeats(
    tx,
    held
      .filter((t) => t.seated)
      .map((t) => ({ flightId: t.flightInstanceId, code: t.bookingClass, seats: 1 })),
  );
  await moveTickets(tx, order.id, 'all', 'HELD', 'VOID', who, reason);
}

/** The passenger cancels an unpaid order of theirs; 404 for anyone else's, 409 once paid or cancelled. */
export async function cancelOrder(db: Db, userId: number, orderNo: string) {
  const found = await findOrderForUser(db, userId, orderNo);
  return db.transaction(async (tx) => {
    const order = (await lockOrderRow(tx, found.id))!;
    await cancelUnpaidOrder(tx, order, { actor: 'passenger', userId }, '旅客取消订单');
    return { orderNo: order.orderNo, status: order.status };
  });
}

/**
 * The payment-deadline job: cancels the order if it is still unpaid and its deadline has passed.
 * Safe to run twice and from any process (it re-checks under the order's lock); run early, it asks
 * to be run again at the deadline.
 */
export async function expireOrder(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, orderId);
    if (!order || order.status !== 'PENDING_PAYMENT') return;
    const early = order.payDeadline.getTime() - now().getTime();
    if (early > 0) throw new RetryLater(early, 'payment deadline not reached');
    await cancelUnpaidOrder(tx, order, { actor: 'system' }, `超过${PAY_MINUTES}分钟支付时限，系统自动取消`);
  });
}

// ------------------------------------------------------------------ reading

const payableNow = (order: OrderRow, at: Date) =>
  order.status === 'PENDING_PAYMENT' && at.getTime() < order.payDeadline.getTime();

/** Ways to pay an order of this amount: only zero when coupons bring it to 0. */
const payMethods = (amount: number): PayMethod[] =>
  amount === 0 ? ['zero'] : PAY_METHODS.filter((m) => m !== 'zero');

function summaryOf(
  order: OrderRow,
  segments: Awaited<ReturnType<typeof segmentsOf>>,
  names: string[],
  ticketStatuses: readonly TicketStatus[],
): OrderSummary {
  return {
    orderNo: order.orderNo,
    status: order.status,
    statusName: orderStatusName(order.status, ticketStatuses),
    tripType: order.tripType,
    // The flights flown: a segment left by a date change is replaced by its new flight's.
    segments: segments
      .filter((s) => !s.changedAway)
      .map((s) => ({
        flightNo: s.flightNo,
        depCityName: s.depCityName,
        arrCityName: s.arrCityName,
        departure: chinaLocal(s.departure),
        arrival: chinaLocal(s.arrival),
      })),
    passengerNames: names,
    amount: order.amountTotal,
    createdAt: isoChina(order.createdAt),
    payDeadline: order.status === 'PENDING_PAYMENT' ? isoChina(order.payDeadline) : null,
  };
}

/** One page of the account's orders, newest first, in one state or all. */
export async function orderPage(db: Db, userId: number, query: OrderListRequest) {
  const { rows, total } = await listOrders(db, userId, query.status, pagingOf(query));
  const ids = rows.map((o) => o.id);
  const [segments, passengers, ticketStatuses] = await Promise.all([
    segmentsOf(db, ids),
    passengersOf(db, ids),
    ticketStatusesOf(db, ids),
  ]);
  return {
    rows: rows.map((o) =>
      summaryOf(
        o,
        segments.filter((s) => s.orderId === o.id),
        passengers.filter((p) => p.orderId === o.id).map((p) => p.name),
        ticketStatuses.filter((t) => t.orderId === o.id).map((t) => t.status),
      ),
    ),
    total,
  };
}

/** What each passenger type pays per person over the whole trip, from the order's charge lines. */
function typePrices(
  passengers: { seq: number; type: PassengerType }[],
  charges: Awaited<ReturnType<typeof chargesOf>>,
): PassengerTypePrice[] {
  const types = [...new Set(passengers.map((p) => p.type))];
  return types.map((type) => {
    const count = passengers.filter((p) => p.type === type).length;
    const per = (kind: string) =>
      Math.round(
        charges.filter((c) => c.passengerType === type && c.kind === kind).reduce((a, c) => a + c.amount, 0) /
          count,
      );
    const fare = per('FARE');
    const developmentFund = per('DEVELOPMENT_FUND');
    const fuelSurcharge = per('FUEL');
    const total = fare + developmentFund + fuelSurcharge;
    return { type, count, fare, developmentFund, fuelSurcharge, total, subtotal: total * count };
  });
}

/** The account's order in full: segments, passengers masked, tickets, money, history, what can be done. */
export async function orderDetail(db: Db, userId: number, orderNo: string): Promise<OrderDetail> {
  const order = await findOrderForUser(db, userId, orderNo);
  const at = now();
  const [segments, passengers, tickets, charges, history, families] = await Promise.all([
    segmentsOf(db, [order.id]),
    passengersOf(db, [order.id]),
    ticketsOf(db, order.id),
    chargesOf(db, order.id),
    historyOf(db, order.id),
    fareFamilyRules(db),
  ]);
  const flights = await flightsForSale(db, segments);
  const legDate = new Map<number, string>();
  for (const s of segments) if (!legDate.has(s.legIndex)) legDate.set(s.legIndex, s.flightDate);
  const replacesEarlier = (s: (typeof segments)[number]) =>
    segments.some(
      (x) =>
        x.seq < s.seq &&
        x.legIndex === s.legIndex &&
        x.origin === s.origin &&
        x.destination === s.destination,
    );
  const bookedSegments: BookedSegment[] = segments.map((s) => {
    const flight = flights.get(flightKey(s.flightNo, s.flightDate))!;
    const family = families.find((f) => f.code === s.familyCode);
    return {
      // A date change adds the new flight as a segment of the same leg: its times are its own day's.
      ...flightSegmentOf(flight, replacesEarlier(s) ? s.flightDate : legDate.get(s.legIndex)!),
      seq: s.seq,
      legIndex: s.legIndex,
      cabin: s.cabin,
      bookingClass: s.bookingClass,
      familyCode: s.familyCode,
      familyName: family?.name ?? s.familyCode,
      departureAt: isoChina(s.departure),
    };
  });
  const usedFamilies = new Set(segments.map((s) => s.familyCode));
  const payable = payableNow(order, at);
  return {
    ...summaryOf(
      order,
      segments,
      passengers.map((p) => p.name),
      tickets.map((t) => t.status),
    ),
    hero: order.hero,
    contactName: order.contactName,
    contactPhone: maskPhone(order.contactPhone),
    bookedSegments,
    fareFamilies: families.filter((f) => usedFamilies.has(f.code)),
    passengers: passengers.map((p) => ({
      seq: p.seq,
      type: p.type,
      typeName: typeName(p.type),
      name: p.name,
      certType: p.certType,
      certNo: maskCertNo(p.certNo),
      phone: p.phone ? maskPhone(p.phone) : null,
    })),
    tickets: tickets.map((t) => ({
      ticketNo: t.ticketNo,
      status: t.status,
      statusName: TICKET_STATUS_NAMES[t.status],
      cabin: t.cabin,
      passengerSeq: t.passengerSeq,
      segmentSeq: t.segmentSeq,
    })),
    prices: typePrices(passengers, charges),
    charges: charges.map((c) => ({
      kind: c.kind,
      kindName: CHARGE_KIND_NAMES[c.kind],
      description: c.description,
      amount: c.amount,
      passengerSeq: c.passengerSeq,
      segmentSeq: c.segmentSeq,
    })),
    fareTotal: order.fareTotal,
    taxTotal: order.taxTotal,
    insuranceTotal: order.insuranceTotal,
    mealTotal: order.mealTotal,
    discountTotal: order.discountTotal,
    paymentMethod: order.paymentMethod,
    paidAt: order.paidAt && isoChina(order.paidAt),
    ticketedAt: order.ticketedAt && isoChina(order.ticketedAt),
    cancelledAt: order.cancelledAt && isoChina(order.cancelledAt),
    cancelReason: order.cancelReason,
    history: history.map((h) => ({
      at: isoChina(h.at),
      actor: h.actor,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      reason: h.reason,
      ticketNo: h.ticketNo,
    })),
    actions: {
      pay: payable,
      cancel: order.status === 'PENDING_PAYMENT',
      itinerary: order.status === 'TICKETED',
    },
    flightOps: segments.map((s) => segmentFlightOps(s, order.status === 'TICKETED', at)),
    serverTime: isoChina(at),
  };
}

/**
 * A booked flight as it operates at `at` (docs/trip-services.md): status, delay, and whether a
 * delay certificate can be had for it now (only a ticketed order's passengers hold tickets).
 */
function segmentFlightOps(
  s: { seq: number; flightNo: string; flightDate: string; departure: Date; arrival: Date },
  ticketed: boolean,
  at: Date,
): SegmentFlightOps {
  const { ops, delayMinutes, verdict } = bookedFlightDelay(s, at);
  return {
    segmentSeq: s.seq,
    status: ops.status,
    delayMinutes,
    delayReason: ops.delayReason,
    delayCertificate: ticketed && verdict.ok,
  };
}

/** The order's state now (the pay page polls it). */
export async function orderStatus(db: Db, userId: number, orderNo: string): Promise<OrderStatusResult> {
  const order = await findOrderForUser(db, userId, orderNo);
  return {
    orderNo: order.orderNo,
    status: order.status,
    statusName: ORDER_STATUS_NAMES[order.status],
    paidAt: order.paidAt && isoChina(order.paidAt),
    serverTime: isoChina(now()),
  };
}

const PAID_STATES: OrderStatus[] = ['PAID', 'TICKETED'];

/** Whether the order can be paid now and until when, by the server's clock, and how. */
export async function orderAvailability(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<OrderAvailableResult> {
  const order = await findOrderForUser(db, userId, orderNo);
  const at = now();
  const payable = payableNow(order, at);
  return {
    orderNo: order.orderNo,
    payable,
    reason: payable
      ? null
      : PAID_STATES.includes(order.status)
        ? '订单已支付'
        : BookingMessages.orderNotPayable,
    amount: order.amountTotal,
    payDeadline: isoChina(order.payDeadline),
    remainingSeconds: payable ? Math.floor((order.payDeadline.getTime() - at.getTime()) / 1000) : 0,
    serverTime: isoChina(at),
    methods: payable ? payMethods(order.amountTotal) : [],
  };
}

/** The coupon an order used, as it is now (used, or back to unused or expired after a cancellation). */
export async function orderCoupon(db: Db, userId: number, orderNo: string) {
  const order = await findOrderForUser(db, userId, orderNo);
  if (order.userCouponId === null) return null;
  const coupon = await couponById(db, order.userCouponId);
  if (!coupon) return null;
  return {
    id: coupon.id,
    couponName: coupon.couponName,
    couponType: coupon.couponType,
    couponAmount: coupon.amount,
    limitAmount: coupon.limitAmount,
    discount: order.discountTotal,
    status: coupon.status,
  };
}

/**
 * Whether a failed order broke `tickets_one_live_per_traveller`: a passenger already holds a live
 * ticket on one of its flights (the unique index decides, even between orders committed at once).
 */
export const isTravellerConflict = (error: unknown) =>
  isUniqueViolation(error, 'tickets_one_live_per_traveller');

/** How far back a departed flight still counts as the passenger's current trip (it may be in the air). */
const CURRENT_TRIP_HOURS = 12;

/**
 * The account's ticketed trips departing from CURRENT_TRIP_HOURS before `at` on, soonest first, each
 * with its fare family's conditions: what the assistant answers "my flight" questions from.
 */
export async function upcomingTrips(db: Db, userId: number, at: Date, limit = 20) {
  const since = new Date(at.getTime() - CURRENT_TRIP_HOURS * 3_600_000);
  const [rows, families] = await Promise.all([
    ticketedTripsOf(db, userId, since, limit),
    fareFamilyRules(db),
  ]);
  return rows.map((r) => ({ ...r, family: families.find((f) => f.code === r.familyCode) ?? null }));
}
export type UpcomingTrip = Awaited<ReturnType<typeof upcomingTrips>>[number];

// ------------------------------------------------------ tickets by number, flight and name

/** Ticket states of a passenger who holds (or held, for a cancelled flight) a seat on the flight. */
const HOLDING = new Set(['OPEN', 'CHECKED_IN', 'USED']);
const REFUNDED = new Set(['REFUNDING', 'REFUNDED']);

export type IssuedTicket = IssuedTicketRow & { ticketNo: string };

/** A passenger name as the ticket lookups compare it: no spaces, upper case. */
const nameKeyOf = (name: string) => name.replace(/\s+/g, '').toUpperCase();

/**
 * The passenger's issued ticket on a dated flight, found by name plus certificate number or ticket
 * number (docs/trip-services.md): a live one first; a refunded one counts only when the caller says
 * the flight was cancelled (its passengers were refunded because of it). Undefined when none.
 */
export async function passengerTicketOnFlight(
  db: Db,
  q: { flightNo: string; flightDate: string; passengerName: string; certNo: string; ticketNo: string },
): Promise<{ live?: IssuedTicket; refunded?: IssuedTicket }> {
  const rows = (await issuedTicketsOnFlight(
    db,
    q.flightNo,
    q.flightDate,
    nameKeyOf(q.passengerName),
  )) as IssuedTicket[];
  const mine = rows.filter(
    (r) =>
      (q.ticketNo && r.ticketNo === q.ticketNo) ||
      (q.certNo && r.certNo.toUpperCase() === q.certNo.toUpperCase()),
  );
  return {
    live: mine.find((r) => HOLDING.has(r.status)),
    refunded: mine.find((r) => REFUNDED.has(r.status)),
  };
}

/** The issued ticket with this number held by a passenger of this name, or undefined. */
export async function issuedTicketOf(db: Db, ticketNo: string, passengerName: string) {
  const [row] = await issuedTicketByNo(db, ticketNo, nameKeyOf(passengerName));
  return row as IssuedTicket | undefined;
}

/** The order a ticket belongs to (documents reached by ticket number and name, not by account). */
export async function orderOfTicket(db: Db, ticket: { orderId: number }): Promise<OrderRow> {
  const order = await findOrderById(db, ticket.orderId);
  if (!order) throw AppError.notFound(BookingMessages.orderNotFound);
  return order;
}
