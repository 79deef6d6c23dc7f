import {
  CABIN_NAMES,
  BookingMessages,
  CERT_TYPES,
  PASSENGER_TYPE_NAMES,
  TICKET_STATUS_NAMES,
  TIME_ZONE,
  maskCertNo,
  maskPhone,
  type PassengerType,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { dayjs, now } from '../../lib/clock';
import { airportWithCity } from '../network/network.service';
import { chinaLocal } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import { renderItineraryPdf, type ItineraryModel } from './itinerary.pdf';
import { findAirline, findCharges, findPassengers, findSegments, findTickets } from './itinerary.repository';
import { itineraryCode } from './verification';
import { findOrderForUser, orderOfTicket, type OrderRow } from '../orders/orders.service';

const TYPE_NAMES: Record<PassengerType, string> = { ...PASSENGER_TYPE_NAMES, HERO: '伤残军警' };

export interface Itinerary {
  orderNo: string;
  code: string;
  pdf: Buffer;
}

/**
 * The 电子行程单 of the caller's ticketed order as a PDF: passengers and their ticket numbers,
 * flights, the fare paid per passenger, and a verification code (with its QR code) that the site
 * can check later. Another account's order answers 404; an order not yet ticketed 409.
 */
export async function buildItinerary(db: Db, userId: number, orderNo: string): Promise<Itinerary> {
  const order = await findOrderForUser(db, userId, orderNo);
  return itineraryOf(db, order);
}

/**
 * The 电子行程单 of one passenger of a ticketed order, for ticket verification by number and name
 * (docs/trip-services.md): the same document and verification code as the order's, listing only
 * that passenger's tickets and fare, so a ticket number does not reveal fellow travellers.
 */
export async function buildPassengerItinerary(
  db: Db,
  ticket: { orderId: number; passengerId: number },
): Promise<Itinerary> {
  const order = await orderOfTicket(db, ticket);
  return itineraryOf(db, order, ticket.passengerId);
}

async function itineraryOf(db: Db, order: OrderRow, onlyPassengerId?: number): Promise<Itinerary> {
  if (order.status !== 'TICKETED') throw AppError.conflict(BookingMessages.itineraryNotReady);
  const [airline, segments, allPassengers, tickets, charges] = await Promise.all([
    findAirline(db),
    findSegments(db, order.id),
    findPassengers(db, order.id),
    findTickets(db, order.id),
    findCharges(db, order.id),
  ]);
  // The code covers every ticket of the order, whichever passengers the document lists.
  const ticketNos = tickets.filter((t) => t.ticketNo).map((t) => t.ticketNo!.trim());
  const shown = (passengerId: number) => onlyPassengerId === undefined || passengerId === onlyPassengerId;
  const passengers = allPassengers.filter((p) => shown(p.id));
  const numbered = tickets.filter((t) => t.ticketNo && shown(t.passengerId));
  const code = await itineraryCode(db, order.orderNo, ticketNos);
  const segmentById = new Map(segments.map((s) => [s.id, s]));
  const passengerById = new Map(passengers.map((p) => [p.id, p]));
  const ticketPassenger = new Map(tickets.map((t) => [t.id, t.passengerId]));

  const fares = passengers.map((p) => {
    const mine = charges.filter((c) => ticketPassenger.get(c.ticketId) === p.id);
    const sum = (kind: string) => mine.filter((c) => c.kind === kind).reduce((a, c) => a + c.amount, 0);
    return {
      passenger: p.name,
      type: TYPE_NAMES[p.type],
      fare: sum('FARE'),
      fund: sum('DEVELOPMENT_FUND'),
      fuel: sum('FUEL'),
      insurance: sum('INSURANCE'),
      meal: sum('MEAL'),
      coupon: sum('COUPON'),
      total: mine.reduce((a, c) => a + c.amount, 0),
    };
  });

  const model: ItineraryModel = {
    airline: {
      name: airline.name,
      englishName: airline.englishName,
      code: airline.code,
      hotline: airline.hotline,
      primaryColor: airline.primaryColor,
    },
    orderNo: order.orderNo,
    issuedAt: chinaLocal(order.ticketedAt ?? now()),
    contactName: order.contactName,
    contactPhone: maskPhone(order.contactPhone),
    code,
    qrText: `${airline.code}ITIN|${order.orderNo}|${code}|${ticketNos.join(',')}`,
    segments: segments.map((s) => {
      const dep = dayjs(s.departure).tz(TIME_ZONE);
      const arr = dayjs(s.arrival).tz(TIME_ZONE);
      const days = arr.startOf('day').diff(dep.startOf('day'), 'day');
      return {
        seq: s.seq,
        flightNo: s.flight_no,
        date: dep.format('YYYY-MM-DD'),
        depTime: dep.format('HH:mm'),
        arrTime: arr.format('HH:mm'),
        arrDayOffset: days > 0 ? `+${days}` : '',
        from: `${airportWithCity(s.origin_city, s.origin_airport)} ${s.origin}`,
        to: `${airportWithCity(s.destination_city, s.destination_airport)} ${s.destination}`,
        cabin: `${CABIN_NAMES[s.cabin]} ${s.booking_class}`,
        familyName: s.family_name ?? '',
        baggage: s.checked_baggage_kg ? `${s.checked_baggage_kg}KG` : '无免费托运',
        aircraft: s.aircraft_type,
      };
    }),
    tickets: numbered.map((t) => {
      const p = passengerById.get(t.passengerId)!;
      const s = segmentById.get(t.segmentId)!;
      return {
        passenger: p.name,
        type: TYPE_NAMES[p.type],
        cert: `${(CERT_TYPES as readonly string[]).includes(p.certType) ? p.certType : '证件'} ${maskCertNo(p.certNo)}`,
        segment: `${s.origin_city}-${s.destination_city}`,
        flightNo: s.flight_no,
        ticketNo: t.ticketNo!.trim(),
        status: TICKET_STATUS_NAMES[t.status],
      };
    }),
    fares,
    total: onlyPassengerId === undefined ? order.amountTotal : fares.reduce((a, f) => a + f.total, 0),
    notes: [
      '请携带购票时使用的有效身份证件，提前到达机场办理乘机手续；国内航班于起飞前45分钟停止办理值机。',
      `可在${airline.name}官网“客票验真”中输入客票号及验真码，或扫描右上角二维码，核验本行程单的真实性。`,
      `客票状态以${airline.name}系统实时记录为准；办理退票、改期或升舱后，本行程单所列相应客票随之失效。如需帮助，请致电${airline.hotline}。`,
    ],
    createdAt: now(),
  };
  return { orderNo: order.orderNo, code, pdf: await renderItineraryPdf(model) };
}

/** The airline's name, codes, hotline and colour, as printed on the site's documents. */
export const airlineOf = (db: Db) => findAirline(db);
