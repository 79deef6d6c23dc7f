import {
  PASSENGER_TYPE_NAMES,
  TICKET_STATUS_NAMES,
  TripDocumentMessages,
  type PassengerType,
  type TicketVerifyResult,
  type TripMailResult,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { chinaLocal } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../providers/mail';
import { airlineOf, buildPassengerItinerary } from '../itinerary/itinerary.service';
import { issuedTicketOf, type IssuedTicket } from '../orders/orders.service';
import { checkMailLimits, queueTripMail } from './trip-mail';

const CABIN_NAMES = { Y: '经济舱', C: '公务舱' } as const;
const TYPE_NAMES: Record<PassengerType, string> = { ...PASSENGER_TYPE_NAMES, HERO: '伤残军警' };

async function ticketOf(db: Db, ticketNo: string, passengerName: string): Promise<IssuedTicket> {
  const ticket = await issuedTicketOf(db, ticketNo, passengerName);
  if (!ticket) throw AppError.notFound(TripDocumentMessages.ticketNotFound);
  return ticket;
}

/**
 * POST /api/v1/ticket/verify/query (docs/trip-services.md): whether the airline issued this ticket
 * number to a passenger of this name, with its state and flight. 404 for any other pair, so the
 * answer never tells whether the number exists.
 */
export async function verifyTicket(
  db: Db,
  q: { ticketNo: string; passengerName: string },
): Promise<TicketVerifyResult> {
  const t = await ticketOf(db, q.ticketNo, q.passengerName);
  return {
    genuine: true,
    ticketNo: t.ticketNo,
    passengerName: t.passengerName,
    passengerTypeName: TYPE_NAMES[t.passengerType],
    status: t.status,
    statusName: TICKET_STATUS_NAMES[t.status],
    issuedAt: t.issuedAt && chinaLocal(t.issuedAt),
    flightNo: t.flightNo,
    flightDate: t.flightDate,
    depAirport: t.origin,
    depCityName: t.depCityName,
    arrAirport: t.destination,
    arrCityName: t.arrCityName,
    departure: chinaLocal(t.departure),
    arrival: chinaLocal(t.arrival),
    cabin: t.cabin,
    cabinName: CABIN_NAMES[t.cabin],
    bookingClass: t.bookingClass,
  };
}

/**
 * POST /api/v1/ticket/verify/sendMail: the passenger's 电子行程单 (the itinerary module's PDF,
 * listing only this passenger) queued by mail, within the sending limits.
 */
export async function sendTicketItinerary(
  db: Db,
  mailer: Mailer,
  q: { ticketNo: string; passengerName: string; email: string },
  ip: string,
): Promise<TripMailResult> {
  const t = await ticketOf(db, q.ticketNo, q.passengerName);
  const who = { kind: 'itinerary' as const, ticketNo: t.ticketNo, email: q.email, ip };
  await checkMailLimits(db, who);
  const itinerary = await buildPassengerItinerary(db, t);
  const airline = await airlineOf(db);
  await queueTripMail(db, mailer, who, {
    to: q.email,
    subject: `【${airline.name}】电子客票行程单 ${t.ticketNo}`,
    text: [
      `尊敬的${t.passengerName}旅客：`,
      '',
      `您的客票 ${t.ticketNo}（${t.flightNo}，${t.flightDate}，${t.depCityName}至${t.arrCityName}）的电子客票行程单见附件（PDF）。`,
      `行程单验真码：${itinerary.code}，可在${airline.name}官网“客票验真”页面核验。`,
      '',
      `${airline.name} · 客服热线 ${airline.hotline}`,
    ].join('\n'),
    attachments: [
      { filename: `电子行程单-${t.ticketNo}.pdf`, content: itinerary.pdf, contentType: 'application/pdf' },
    ],
  });
  return { email: q.email, verifyCode: itinerary.code };
}
