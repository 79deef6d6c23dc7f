import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  BOARDING_MINUTES_BEFORE,
  CABIN_NAMES,
  CheckInServiceMessages as M,
  TICKET_STATUS_NAMES,
  checkInWindow,
  isPaidSeat,
  maskCertNo,
  seatRefusal,
  type BoardingPass,
  type CheckInForm,
  type CheckInSegment,
  type SeatMapView,
} from '@jc/shared';
import type { Db } from '../../db/client';
import type { SeatMapRow } from '../../db/schema';
import { chinaLocal } from '../../lib/china-time';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import { flightOpsOf } from '../flight-status/flight-status.service';
import {
  findTicketContext,
  grantTickets,
  hasGrant,
  infantTicketContexts,
  insertCheckIn,
  liveCheckInOf,
  lockTickets,
  markCancelled,
  orderTicketContexts,
  passengerTicketContexts,
  returnSeatCoupon,
  sequenceOf,
  setTicketStatus,
  spendSeatCoupon,
  takenSeats,
  unusedSeatCoupons,
  type TicketContextRow,
} from './checkin.repository';

/*
 * Online check-in (docs/trip-services.md): find the segments, pick a seat on the aircraft's map,
 * get a boarding pass, cancel. A ticket may be handled by the account that bought it or by one that
 * found it with the check-in form's five fields.
 */

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toUpperCase() === b.replace(/\s+/g, ' ').trim().toUpperCase();

/** The departure the window counts from: the estimated one when the flight is delayed. */
function departureOf(t: TicketContextRow, at: Date) {
  const ops = flightOpsOf(
    {
      flightNo: t.flight_no,
      flightDate: t.flight_date,
      scheduledDeparture: t.scheduled_departure,
      scheduledArrival: t.scheduled_arrival,
    },
    at,
  );
  const departure = new Date(ops.estimatedDepartureMs ?? t.scheduled_departure.getTime());
  const arrival = new Date(ops.estimatedArrivalMs ?? t.scheduled_arrival.getTime());
  return { ops, departure, arrival };
}

/** Whether the segment can be checked in now, or why not. */
function stateOf(
  t: TicketContextRow,
  at: Date,
): Pick<CheckInSegment, 'state' | 'reason' | 'opensAt' | 'closesAt'> {
  const { ops, departure } = departureOf(t, at);
  const window = checkInWindow(departure, at);
  const times = { opensAt: chinaLocal(window.opensAt), closesAt: chinaLocal(window.closesAt) };
  if (t.ticket_status === 'CHECKED_IN') return { state: 'checkedIn', reason: null, ...times };
  if (t.passenger_type === 'INF') return { state: 'unavailable', reason: M.infantWithAdult, ...times };
  if (t.ticket_status !== 'OPEN') {
    return {
      state: 'unavailable',
      reason: `${M.ticketNotCheckable}（${TICKET_STATUS_NAMES[t.ticket_status]}）`,
      ...times,
    };
  }
  if (ops.status === '取消') return { state: 'unavailable', reason: M.flightCancelled, ...times };
  if (window.state === 'notOpen') return { state: 'notOpen', reason: M.notOpen, ...times };
  if (window.state === 'closed') return { state: 'closed', reason: M.closed, ...times };
  return { state: 'open', reason: null, ...times };
}

/** The ticket's flight and airports, as the check-in list and the boarding pass name them. */
const flightOf = (t: TicketContextRow) => ({
  flightNo: t.flight_no,
  flightDate: t.flight_date,
  origin: t.origin,
  originName: t.origin_name,
  destination: t.destination,
  destinationName: t.destination_name,
});

async function segmentOf(db: Db, t: TicketContextRow, at: Date): Promise<CheckInSegment> {
  const { departure, arrival } = departureOf(t, at);
  const infants =
    t.passenger_type === 'ADT'
      ? await infantTicketContexts(db, t.order_id, t.passenger_seq, t.flight_instance_id)
      : [];
  return {
    orderNo: t.order_no,
    ticketNo: t.ticket_no,
    passengerName: t.passenger_name,
    passengerType: t.passenger_type,
    certNo: maskCertNo(t.cert_no),
    ...flightOf(t),
    departure: chinaLocal(departure),
    scheduledDeparture: chinaLocal(t.scheduled_departure),
    arrival: chinaLocal(arrival),
    cabin: t.cabin,
    cabinName: CABIN_NAMES[t.cabin],
    aircraftName: t.aircraft_name,
    ticketStatus: TICKET_STATUS_NAMES[t.ticket_status],
    ...stateOf(t, at),
    seat: t.seat,
    infantName: infants[0]?.passenger_name ?? null,
  };
}

const segmentsOf = (db: Db, rows: TicketContextRow[], at: Date) =>
  Promise.all(rows.map((row) => segmentOf(db, row, at)));

/**
 * The home form's lookup: the ticket whose number, passenger name, certificate, flight and phone
 * (the order's contact or the passenger's own) all match, then every segment of that passenger on
 * the order. Anything else answers one message, so the form does not tell which field was wrong.
 */
export async function lookUpCheckIn(db: Db, userId: number, form: CheckInForm, at = now()) {
  const ticket = await findTicketContext(db, form.ticketNo);
  const matches =
    ticket &&
    sameName(ticket.passenger_name, form.name) &&
    ticket.cert_no.toUpperCase() === form.certNo.toUpperCase() &&
    ticket.flight_no === form.flightNo.toUpperCase() &&
    (ticket.contact_phone === form.phone || ticket.passenger_phone === form.phone);
  if (!ticket || !matches) throw AppError.notFound(M.ticketNotFound);
  const rows = await passengerTicketContexts(db, ticket.order_id, ticket.passenger_id);
  await grantTickets(
    db,
    userId,
    rows.map((r) => r.ticket_id),
    at,
  );
  return { items: await segmentsOf(db, rows, at) };
}

/** Every passenger and segment of one of the account's orders. */
export async function orderCheckIn(db: Db, userId: number, orderNo: string, at = now()) {
  const rows = await orderTicketContexts(db, userId, orderNo);
  if (rows.length === 0) throw AppError.notFound('订单不存在或尚未出票');
  return { items: await segmentsOf(db, rows, at) };
}

/** The ticket, when the account bought it or found it with the form; 404 otherwise. */
async function ticketFor(db: Db, userId: number, ticketNo: string) {
  const ticket = await findTicketContext(db, ticketNo);
  if (!ticket) throw AppError.notFound(M.ticketNotFound);
  if (ticket.user_id !== userId && !(await hasGrant(db, userId, ticket.ticket_id))) {
    throw AppError.notFound(M.ticketNotFound);
  }
  return ticket;
}

const rowOfSeat = (t: TicketContextRow, seat: string) => {
  const match = /^(\d+)([A-Z])$/.exec(seat);
  const row = match ? t.seat_map.rows.find((r) => r.row === Number(match[1])) : undefined;
  return row && row.seats.includes(match![2]!) ? row : undefined;
};

async function takerOf(db: Db, userId: number, t: TicketContextRow) {
  const infants = await infantTicketContexts(db, t.order_id, t.passenger_seq, t.flight_instance_id);
  return {
    cabin: t.cabin,
    passengerType: t.passenger_type,
    withInfant: infants.length > 0,
    hasSeatCoupon: (await unusedSeatCoupons(db, userId, t.aircraft_type)) > 0,
    infants,
  };
}

/** The aircraft's seat map as this passenger may use it: taken seats, paid seats, and refusals. */
export async function seatMapFor(db: Db, userId: number, ticketNo: string, at = now()): Promise<SeatMapView> {
  const t = await ticketFor(db, userId, ticketNo);
  const state = stateOf(t, at);
  if (state.state !== 'open' && state.state !== 'checkedIn') throw AppError.conflict(state.reason!);
  const taken = new Map((await takenSeats(db, t.flight_instance_id)).map((s) => [s.seat, s.ticketId]));
  const taker = await takerOf(db, userId, t);
  const rowView = (row: SeatMapRow) => ({
    row: row.row,
    cabin: row.cabin,
    exit: !!row.exit,
    premium: !!row.premium,
    seats: row.seats.map((letter) => {
      if (!letter) return null;
      const seat = `${row.row}${letter}`;
      const holder = taken.get(seat);
      return {
        seat,
        state:
          holder === undefined
            ? ('free' as const)
            : holder === t.ticket_id
              ? ('mine' as const)
              : ('taken' as const),
        paid: isPaidSeat(row),
        refusal: seatRefusal(row, taker),
      };
    }),
  });
  return {
    ticketNo: t.ticket_no,
    flightNo: t.flight_no,
    flightDate: t.flight_date,
    aircraftName: t.aircraft_name,
    cabin: t.cabin,
    seatCoupons: await unusedSeatCoupons(db, userId, t.aircraft_type),
    rows: t.seat_map.rows.map(rowView),
  };
}

const newBoardingPassNo = () => `BP${String(randomInt(0, 1e10)).padStart(10, '0')}`;

/** Refusals that are about the request rather than the moment answer 400; the rest 409. */
const refuse = (message: string) =>
  message === M.seatUnknown || message === M.seatWrongCabin
    ? AppError.badRequest(message)
    : AppError.conflict(message);

interface SeatChoice {
  ticketNo: string;
  seat: string;
}

/**
 * Checks in one or more passengers of one flight in one transaction: all get their seat or none
 * does. The partial unique index on (flight, seat) lets one taker win a seat whatever the
 * concurrency; a paid seat spends one of the account's seat-selection coupons.
 */
async function checkInAll(db: Db, userId: number, choices: SeatChoice[], at: Date): Promise<BoardingPass[]> {
  const planned: { t: TicketContextRow; seat: string; paid: boolean; infants: TicketContextRow[] }[] = [];
  for (const choice of choices) {
    const t = await ticketFor(db, userId, choice.ticketNo);
    const state = stateOf(t, at);
    if (state.state === 'checkedIn') throw AppError.conflict(M.alreadyCheckedIn);
    if (state.state !== 'open') throw AppError.conflict(state.reason!);
    const row = rowOfSeat(t, choice.seat);
    if (!row) throw AppError.badRequest(M.seatUnknown);
    const taker = await takerOf(db, userId, t);
    const refusal = seatRefusal(row, { ...taker, hasSeatCoupon: true });
    if (refusal) throw refuse(refusal);
    planned.push({ t, seat: choice.seat, paid: isPaidSeat(row), infants: taker.infants });
  }
  if (new Set(planned.map((p) => p.t.flight_instance_id)).size > 1)
    throw AppError.badRequest(M.groupOtherFlight);

  try {
    await db.transaction(async (tx) => {
      const ids = planned.flatMap((p) => [p.t.ticket_id, ...p.infants.map((i) => i.ticket_id)]);
      const locked = await lockTickets(tx, ids);
      for (const p of planned) {
        const status = locked.find((l) => l.id === p.t.ticket_id)?.status;
        if (status === 'CHECKED_IN') throw AppError.conflict(M.alreadyCheckedIn);
        if (status !== 'OPEN') throw AppError.conflict(M.ticketNotCheckable);
        const couponId = p.paid
          ? await spendSeatCoupon(tx, userId, p.t.aircraft_type, p.t.ticket_id, at)
          : null;
        if (p.paid && couponId === null) throw AppError.conflict(M.couponRequired);
        await insertCheckIn(tx, {
          ticketId: p.t.ticket_id,
          flightInstanceId: p.t.flight_instance_id,
          seat: p.seat,
          userId,
          boardingPassNo: newBoardingPassNo(),
          seatCouponId: couponId,
          checkedInAt: at,
        });
        const infantIds = p.infants.filter((i) => i.ticket_status === 'OPEN').map((i) => i.ticket_id);
        await setTicketStatus(tx, [p.t.ticket_id, ...infantIds], 'OPEN', 'CHECKED_IN', at);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'check_ins_one_per_seat')) throw AppError.conflict(M.seatTaken);
    if (isUniqueViolation(error, 'check_ins_one_per_ticket')) throw AppError.conflict(M.alreadyCheckedIn);
    throw error;
  }
  return Promise.all(planned.map((p) => boardingPassOf(db, userId, p.t.ticket_no, at)));
}

export async function checkIn(db: Db, userId: number, choice: SeatChoice, at = now()) {
  const [pass] = await checkInAll(db, userId, [choice], at);
  return pass!;
}

/** Group check-in: several passengers of one order on one flight, each with their seat. */
export async function groupCheckIn(db: Db, userId: number, orderNo: string, seats: SeatChoice[], at = now()) {
  if (new Set(seats.map((s) => s.ticketNo)).size !== seats.length)
    throw AppError.badRequest(M.groupDuplicateTicket);
  if (new Set(seats.map((s) => s.seat)).size !== seats.length)
    throw AppError.badRequest(M.groupDuplicateSeat);
  for (const s of seats) {
    const t = await ticketFor(db, userId, s.ticketNo);
    if (t.order_no !== orderNo) throw AppError.notFound(M.ticketNotFound);
  }
  return { passes: await checkInAll(db, userId, seats, at) };
}

/** The boarding pass of a checked-in ticket, with its QR code. */
export async function boardingPassOf(
  db: Db,
  userId: number,
  ticketNo: string,
  at = now(),
): Promise<BoardingPass> {
  const t = await ticketFor(db, userId, ticketNo);
  const live = await liveCheckInOf(db, t.ticket_id);
  if (!live) throw AppError.conflict(M.notCheckedIn);
  const { ops, departure } = departureOf(t, at);
  const infants = await infantTicketContexts(db, t.order_id, t.passenger_seq, t.flight_instance_id);
  const sequence = await sequenceOf(db, t.flight_instance_id, live.id);
  const qrText = [
    'JC',
    live.boardingPassNo,
    t.ticket_no,
    t.flight_no,
    t.flight_date.replaceAll('-', ''),
    t.origin + t.destination,
    live.seat,
    String(sequence).padStart(3, '0'),
  ].join('|');
  return {
    boardingPassNo: live.boardingPassNo,
    ticketNo: t.ticket_no,
    passengerName: t.passenger_name,
    infantName: infants[0]?.passenger_name ?? null,
    ...flightOf(t),
    departure: chinaLocal(departure),
    boardingTime: chinaLocal(new Date(departure.getTime() - BOARDING_MINUTES_BEFORE * 60_000)),
    gate: ops.gate,
    seat: live.seat,
    cabinName: CABIN_NAMES[t.cabin],
    sequence,
    qrText,
    qrPng: await QRCode.toDataURL(qrText, { errorCorrectionLevel: 'M', margin: 1, scale: 6 }),
  };
}

/** Cancels check-in while it is still open: the seat goes back on the map, a spent coupon back to the account. */
export async function cancelCheckIn(db: Db, userId: number, ticketNo: string, at = now()) {
  const t = await ticketFor(db, userId, ticketNo);
  if (t.ticket_status !== 'CHECKED_IN') throw AppError.conflict(M.notCheckedIn);
  const { departure } = departureOf(t, at);
  if (checkInWindow(departure, at).state !== 'open') throw AppError.conflict(M.cancelClosed);
  const infants = await infantTicketContexts(db, t.order_id, t.passenger_seq, t.flight_instance_id);
  await db.transaction(async (tx) => {
    await lockTickets(tx, [t.ticket_id]);
    const live = await liveCheckInOf(tx, t.ticket_id, true);
    if (!live) throw AppError.conflict(M.notCheckedIn);
    await markCancelled(tx, live.id, at);
    if (live.seatCouponId !== null) await returnSeatCoupon(tx, live.seatCouponId);
    const ids = [
      t.ticket_id,
      ...infants.filter((i) => i.ticket_status === 'CHECKED_IN').map((i) => i.ticket_id),
    ];
    await setTicketStatus(tx, ids, 'CHECKED_IN', 'OPEN', at);
  });
  return (await segmentsOf(db, [(await findTicketContext(db, ticketNo))!], at))[0]!;
}
