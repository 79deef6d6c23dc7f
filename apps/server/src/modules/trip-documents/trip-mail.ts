import { TIME_ZONE, TRIP_MAIL_LIMITS, TripDocumentMessages } from '@jc/shared';
import type { Db } from '../../db/client';
import { dayjs, now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { MailMessage, Mailer } from '../../providers/mail';
import { countMailsSince, recordMail } from './trip-documents.repository';

export interface TripMailSender {
  kind: 'delay-certificate' | 'itinerary';
  ticketNo: string;
  email: string;
  ip: string;
}

/**
 * 429 when the ticket, the client address or the e-mail address has had its share of documents
 * (TRIP_MAIL_LIMITS: a sliding hour per ticket and address, the China day per e-mail address).
 */
export async function checkMailLimits(db: Db, who: TripMailSender) {
  const at = now();
  const counts = await countMailsSince(
    db,
    who,
    new Date(at.getTime() - 3_600_000),
    dayjs(at).tz(TIME_ZONE).startOf('day').toDate(),
  );
  if (counts.ticket >= TRIP_MAIL_LIMITS.perTicketHourly)
    throw AppError.tooMany(TripDocumentMessages.tooManyForTicket);
  if (counts.address >= TRIP_MAIL_LIMITS.perAddressHourly)
    throw AppError.tooMany(TripDocumentMessages.tooManyForAddress);
  if (counts.email >= TRIP_MAIL_LIMITS.perEmailDaily)
    throw AppError.tooMany(TripDocumentMessages.tooManyForEmail);
}

/** Queues the mail (delivered and retried by the mail job) and counts it against the limits. */
export async function queueTripMail(db: Db, mailer: Mailer, who: TripMailSender, message: MailMessage) {
  await mailer.send(message);
  await recordMail(db, {
    kind: who.kind,
    ticketNo: who.ticketNo,
    email: who.email,
    ip: who.ip,
    createdAt: now(),
  });
}
