import { z } from 'zod';
import { okEnvelope } from '../api';
import { TICKET_STATUSES } from '../rules/orders';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/account';
import { checkCertNo, checkFlightNo, checkName, checkTicketNo } from '../rules/checkin';
import { isCalendarDate } from '../rules/dates';
import { normalizeFlightNo } from '../rules/flight-status';
import { ITINERARY_CODE_PATTERN } from '../rules/payments';
import { DELAY_CERTIFICATE_KINDS, TripDocumentMessages } from '../rules/trip-documents';
import { DatedFlightRoute, FLIGHT_OPS_STATUS_TEXTS } from './flight-status';

/*
 * Delay certificates (POST /api/v1/flight/delay/query | verify | sendMail) and ticket verification
 * (POST /api/v1/ticket/verify/query | sendMail), docs/trip-services.md. Times are China local
 * 'YYYY-MM-DD HH:mm'.
 */

const Field = (max: number, message: string) => z.string({ message }).trim().max(max, message);
/** A text field checked by a shared rule that answers its message or null. */
const checked = (max: number, check: (v: string) => string | null, fallback: string) =>
  Field(max, fallback).superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const PassengerName = checked(30, checkName, '请输入乘机人姓名！').describe('乘机人姓名');
const TicketNo = checked(20, checkTicketNo, '请输入票号！').describe('票号，929开头的13位数字');
const Email = z
  .string({ message: TripDocumentMessages.emailRequired })
  .trim()
  .min(1, TripDocumentMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, TripDocumentMessages.emailInvalid)
  .regex(EMAIL_PATTERN, TripDocumentMessages.emailInvalid)
  .describe('接收邮箱');

// ------------------------------------------------------------ POST /api/v1/flight/delay/query

const DelayIdentity = z.object({
  flightNo: checked(10, checkFlightNo, '请输入航班号').transform(normalizeFlightNo).describe('航班号'),
  flightDate: Field(10, TripDocumentMessages.flightDateRequired)
    .refine(isCalendarDate, TripDocumentMessages.flightDateRequired)
    .describe('航班日期（北京时间）YYYY-MM-DD'),
  passengerName: PassengerName,
  certNo: Field(50, '请输入乘机人有效证件！').default('').describe('证件号码（与票号二选一）'),
  ticketNo: Field(20, '请输入票号！').default('').describe('票号（与证件号码二选一）'),
});

/** Name plus certificate or ticket number: either one, each checked by its own rule when given. */
const identityChecked = <T extends { certNo: string; ticketNo: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!v.certNo && !v.ticketNo) {
    ctx.addIssue({ code: 'custom', path: ['certNo'], message: TripDocumentMessages.identityRequired });
    return;
  }
  const cert = v.certNo ? checkCertNo(v.certNo) : null;
  if (cert) ctx.addIssue({ code: 'custom', path: ['certNo'], message: cert });
  const ticket = v.ticketNo ? checkTicketNo(v.ticketNo) : null;
  if (ticket) ctx.addIssue({ code: 'custom', path: ['ticketNo'], message: ticket });
};

export const DelayQueryRequest = DelayIdentity.superRefine(identityChecked);
export type DelayQueryRequest = z.input<typeof DelayQueryRequest>;
export type DelayQuery = z.output<typeof DelayQueryRequest>;

/** What a delay certificate states about one passenger's flight. */
export const DelayCertificateFacts = z.object({
  passengerName: z.string(),
  ticketNo: z.string(),
  ...DatedFlightRoute.shape,
  scheduledDeparture: z.string(),
  scheduledArrival: z.string(),
  /** Null while unknown (a cancelled flight, or one still in the air for the arrival). */
  actualDeparture: z.string().nullable(),
  actualArrival: z.string().nullable(),
  delayMinutes: z.number().int(),
  delayReason: z.string().nullable(),
  kind: z.enum(DELAY_CERTIFICATE_KINDS),
  kindName: z.string(),
  /** The flight's status when the certificate was asked for. */
  status: z.enum(FLIGHT_OPS_STATUS_TEXTS),
});
export type DelayCertificateFacts = z.infer<typeof DelayCertificateFacts>;
export const DelayQueryResponse = okEnvelope(DelayCertificateFacts);

// --------------------------------------------------------- POST /api/v1/flight/delay/sendMail

export const DelaySendMailRequest = DelayIdentity.extend({ email: Email }).superRefine(identityChecked);
export type DelaySendMailRequest = z.input<typeof DelaySendMailRequest>;

export const TripMailResult = z.object({
  email: z.string().describe('收件邮箱'),
  /** The certificate's or itinerary's verification code (XXXX-XXXX), also printed in the PDF. */
  verifyCode: z.string(),
});
export type TripMailResult = z.infer<typeof TripMailResult>;
export const TripMailResponse = okEnvelope(TripMailResult);

// ----------------------------------------------------------- POST /api/v1/flight/delay/verify

export const DelayVerifyRequest = z.object({
  verifyCode: z
    .string({ message: TripDocumentMessages.codeRequired })
    .trim()
    .min(1, TripDocumentMessages.codeRequired)
    .max(12, TripDocumentMessages.codeInvalid)
    .transform((v) => v.toUpperCase())
    .refine((v) => ITINERARY_CODE_PATTERN.test(v), TripDocumentMessages.codeInvalid)
    .describe('延误证明上的验证码，如 7KQ4-M2XD'),
});
export type DelayVerifyRequest = z.input<typeof DelayVerifyRequest>;

export const DelayVerifyResult = DelayCertificateFacts.extend({
  verifyCode: z.string(),
  /** China local time the certificate was issued. */
  issuedAt: z.string(),
});
export type DelayVerifyResult = z.infer<typeof DelayVerifyResult>;
export const DelayVerifyResponse = okEnvelope(DelayVerifyResult);

// ------------------------------------------------------------ POST /api/v1/ticket/verify/query

export const TicketVerifyRequest = z.object({ ticketNo: TicketNo, passengerName: PassengerName });
export type TicketVerifyRequest = z.input<typeof TicketVerifyRequest>;

export const TicketVerifyResult = z.object({
  /** True: the airline issued this ticket to this passenger. */
  genuine: z.boolean(),
  ticketNo: z.string(),
  passengerName: z.string(),
  passengerTypeName: z.string(),
  status: z.enum(TICKET_STATUSES),
  statusName: z.string(),
  /** China local time the ticket was issued, when known. */
  issuedAt: z.string().nullable(),
  flightNo: z.string(),
  flightDate: z.string(),
  depAirport: z.string(),
  depCityName: z.string(),
  arrAirport: z.string(),
  arrCityName: z.string(),
  departure: z.string(),
  arrival: z.string(),
  cabin: z.enum(['Y', 'C']),
  cabinName: z.string(),
  bookingClass: z.string(),
});
export type TicketVerifyResult = z.infer<typeof TicketVerifyResult>;
export const TicketVerifyResponse = okEnvelope(TicketVerifyResult);

// --------------------------------------------------------- POST /api/v1/ticket/verify/sendMail

export const TicketSendMailRequest = TicketVerifyRequest.extend({ email: Email });
export type TicketSendMailRequest = z.input<typeof TicketSendMailRequest>;
