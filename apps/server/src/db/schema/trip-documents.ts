import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { DelayCertificateKind, FlightOpsStatusText } from '@jc/shared';
import { timestamptzNow } from './columns';
import { ticketRef } from './orders';

/**
 * A delay certificate as it was issued (docs/trip-services.md): what it states, frozen, under its
 * verification code (an HMAC of those statements, so the row cannot be altered unnoticed). The
 * same statements for the same ticket give the same code, so asking twice issues one certificate.
 */
export const delayCertificates = pgTable(
  'delay_certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    ticketId: ticketRef(),
    ticketNo: text('ticket_no').notNull(),
    passengerName: text('passenger_name').notNull(),
    flightNo: text('flight_no').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    depAirport: text('dep_airport').notNull(),
    depCityName: text('dep_city_name').notNull(),
    depAirportName: text('dep_airport_name').notNull(),
    arrAirport: text('arr_airport').notNull(),
    arrCityName: text('arr_city_name').notNull(),
    arrAirportName: text('arr_airport_name').notNull(),
    /** China local 'YYYY-MM-DD HH:mm', as printed. */
    scheduledDeparture: text('scheduled_departure').notNull(),
    scheduledArrival: text('scheduled_arrival').notNull(),
    actualDeparture: text('actual_departure'),
    actualArrival: text('actual_arrival'),
    delayMinutes: integer('delay_minutes').notNull(),
    delayReason: text('delay_reason'),
    kind: text('kind').$type<DelayCertificateKind>().notNull(),
    status: text('status').$type<FlightOpsStatusText>().notNull(),
    issuedAt: timestamptzNow('issued_at'),
  },
  (t) => [index('delay_certificates_ticket_idx').on(t.ticketId)],
);

/** Each document mailed (delay certificate or itinerary): what the sending limits count. */
export const tripDocumentMails = pgTable(
  'trip_document_mails',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'delay-certificate' | 'itinerary'>().notNull(),
    ticketNo: text('ticket_no').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('trip_document_mails_ticket_idx').on(t.ticketNo, t.createdAt),
    index('trip_document_mails_ip_idx').on(t.ip, t.createdAt),
    index('trip_document_mails_email_idx').on(t.email, t.createdAt),
  ],
);
