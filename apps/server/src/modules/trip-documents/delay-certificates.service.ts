import {
  DELAY_CERTIFICATE_KIND_NAMES,
  TripDocumentMessages,
  formatDelay,
  type DelayCertificateFacts,
  type DelayQuery,
  type DelayVerifyResult,
  type TripMailResult,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { chinaLocal, chinaLocalMs } from '../../lib/china-time';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../providers/mail';
import { bookedFlightDelay } from '../flight-status/flight-status.service';
import { airlineOf } from '../itinerary/itinerary.service';
import { airportWithCity } from '../network/network.service';
import { sameCode, signedCode } from '../itinerary/verification';
import { passengerTicketOnFlight, type IssuedTicket } from '../orders/orders.service';
import { renderDelayCertificatePdf } from './delay-certificate.pdf';
import {
  findCertificateByCode,
  saveCertificate,
  type DelayCertificateRow,
} from './trip-documents.repository';
import { checkMailLimits, queueTripMail } from './trip-mail';

/**
 * What a delay certificate for this passenger's flight states now (docs/trip-services.md): 404
 * when the passenger holds no ticket on it (name plus certificate or ticket number), 409 when the
 * flight left on time or has not left yet. Flight operations are read through the flight-status
 * module, tickets through the orders module.
 */
export async function delayFacts(
  db: Db,
  q: DelayQuery,
): Promise<{ facts: DelayCertificateFacts; ticket: IssuedTicket }> {
  const found = await passengerTicketOnFlight(db, q);
  const any = found.live ?? found.refunded;
  if (!any) throw AppError.notFound(TripDocumentMessages.passengerNotOnFlight);
  const { ops, delayMinutes, verdict } = bookedFlightDelay(any, now());
  // A refunded ticket counts only when the flight was cancelled (the passenger was refunded for it).
  const ticket = found.live ?? (verdict.ok && verdict.kind === 'CANCELLED' ? found.refunded : undefined);
  if (!ticket) throw AppError.notFound(TripDocumentMessages.passengerNotOnFlight);
  if (!verdict.ok) throw AppError.conflict(TripDocumentMessages[verdict.reason]);
  const cancelled = verdict.kind === 'CANCELLED';
  return {
    ticket,
    facts: {
      passengerName: ticket.passengerName,
      ticketNo: ticket.ticketNo,
      flightNo: ticket.flightNo,
      flightDate: ticket.flightDate,
      depAirport: ticket.origin,
      depCityName: ticket.depCityName,
      depAirportName: airportWithCity(ticket.depCityName, ticket.depAirportName),
      arrAirport: ticket.destination,
      arrCityName: ticket.arrCityName,
      arrAirportName: airportWithCity(ticket.arrCityName, ticket.arrAirportName),
      scheduledDeparture: chinaLocal(ticket.departure),
      scheduledArrival: chinaLocal(ticket.arrival),
      actualDeparture: cancelled ? null : chinaLocalMs(ops.actualDepartureMs),
      actualArrival: cancelled ? null : chinaLocalMs(ops.actualArrivalMs),
      delayMinutes: cancelled ? 0 : delayMinutes,
      delayReason: ops.delayReason,
      kind: verdict.kind,
      kindName: DELAY_CERTIFICATE_KIND_NAMES[verdict.kind],
      status: ops.status,
    },
  };
}

/** POST /api/v1/flight/delay/query. */
export const queryDelay = async (db: Db, q: DelayQuery) => (await delayFacts(db, q)).facts;

/** The statements the code signs: everything the certificate prints about the flight and passenger. */
const signedContent = (f: Omit<DelayCertificateFacts, 'status' | 'kindName'>) =>
  [
    'DELAY',
    f.ticketNo,
    f.passengerName,
    f.flightNo,
    f.flightDate,
    f.depAirport,
    f.arrAirport,
    f.kind,
    f.scheduledDeparture,
    f.scheduledArrival,
    f.actualDeparture ?? '',
    f.actualArrival ?? '',
    f.delayMinutes,
    f.delayReason ?? '',
  ].join('|');

const factsOf = (row: DelayCertificateRow): DelayCertificateFacts => ({
  passengerName: row.passengerName,
  ticketNo: row.ticketNo,
  flightNo: row.flightNo,
  flightDate: row.flightDate,
  depAirport: row.depAirport,
  depCityName: row.depCityName,
  depAirportName: row.depAirportName,
  arrAirport: row.arrAirport,
  arrCityName: row.arrCityName,
  arrAirportName: row.arrAirportName,
  scheduledDeparture: row.scheduledDeparture,
  scheduledArrival: row.scheduledArrival,
  actualDeparture: row.actualDeparture,
  actualArrival: row.actualArrival,
  delayMinutes: row.delayMinutes,
  delayReason: row.delayReason,
  kind: row.kind,
  kindName: DELAY_CERTIFICATE_KIND_NAMES[row.kind],
  status: row.status,
});

/**
 * POST /api/v1/flight/delay/sendMail: issues the certificate (stored under its verification code),
 * draws it as a PDF and queues it by mail, within the sending limits.
 */
export async function sendDelayCertificate(
  db: Db,
  mailer: Mailer,
  q: DelayQuery & { email: string },
  ip: string,
): Promise<TripMailResult & { pdf: Buffer }> {
  const { facts, ticket } = await delayFacts(db, q);
  const who = { kind: 'delay-certificate' as const, ticketNo: ticket.ticketNo, email: q.email, ip };
  await checkMailLimits(db, who);
  const code = await signedCode(db, signedContent(facts));
  const row = await saveCertificate(db, { ...facts, code, ticketId: ticket.ticketId, issuedAt: now() });
  const airline = await airlineOf(db);
  const certificate = factsOf(row);
  const pdf = await renderDelayCertificatePdf({
    airline,
    facts: certificate,
    code,
    qrText: `${airline.code}DELAY|${code}|${certificate.flightNo}|${certificate.flightDate}`,
    issuedAt: chinaLocal(row.issuedAt),
    createdAt: now(),
  });
  const title = certificate.kind === 'CANCELLED' ? '航班取消证明' : '航班延误证明';
  const what = certificate.kind === 'CANCELLED' ? '已取消' : `延误${formatDelay(certificate.delayMinutes)}`;
  await queueTripMail(db, mailer, who, {
    to: q.email,
    subject: `【${airline.name}】${title} ${certificate.flightNo} ${certificate.flightDate}`,
    text: [
      `尊敬的${certificate.passengerName}旅客：`,
      '',
      `您乘坐的 ${certificate.flightNo} 航班（${certificate.flightDate}，${certificate.depCityName}至${certificate.arrCityName}）${what}，${title}见附件（PDF）。`,
      `证明验证码：${code}，可在${airline.name}官网“航班延误证明”页面核验。`,
      '',
      `${airline.name} · 客服热线 ${airline.hotline}`,
    ].join('\n'),
    attachments: [
      {
        filename: `${title}-${certificate.flightNo}-${certificate.flightDate}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  });
  return { email: q.email, verifyCode: code, pdf };
}

/** POST /api/v1/flight/delay/verify: what the certificate with this code states, if it is genuine. */
export async function verifyDelayCertificate(db: Db, verifyCode: string): Promise<DelayVerifyResult> {
  const normalized = verifyCode.includes('-')
    ? verifyCode
    : `${verifyCode.slice(0, 4)}-${verifyCode.slice(4)}`;
  const row = await findCertificateByCode(db, normalized);
  const facts = row && factsOf(row);
  // The row must still say what the code signed: an altered row is no certificate.
  if (!row || !facts || !sameCode(row.code, await signedCode(db, signedContent(facts))))
    throw AppError.notFound(TripDocumentMessages.certificateNotFound);
  return { ...facts, verifyCode: row.code, issuedAt: chinaLocal(row.issuedAt) };
}
