import { z } from 'zod';
import { okEnvelope } from '../api';
import { PASSENGER_TYPES } from '../rules/fares';
import { SEAT_PATTERN, validateCheckIn, type CheckInForm } from '../rules/checkin';

const Field = z.string({ message: '请输入正确的值机信息' }).max(100, '请输入正确的值机信息');

/**
 * The /checkInList query (docs/rules.md): the home form's five fields, trimmed, each checked by
 * the shared rule so the server refuses with the same Chinese message the form shows.
 */
export const CheckInLookupQuery = z
  .object({ name: Field, certNo: Field, phone: Field, flightNo: Field, ticketNo: Field })
  .transform((form: CheckInForm, ctx) => {
    const result = validateCheckIn(form);
    for (const [field, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return result.values;
  });
export type CheckInLookupQuery = z.infer<typeof CheckInLookupQuery>;

/*
 * Online check-in calls (docs/trip-services.md). A passenger finds their segments by the home
 * form's five fields or by one of their orders; the seat map, check-in, boarding pass and cancel
 * then name the ticket by its number. Times are China local 'YYYY-MM-DD HH:mm'.
 */

const TicketNo = z
  .string({ message: '请输入票号！' })
  .trim()
  .regex(/^929\d{10}$/, '票号格式需为929开头的13位纯数字组成！')
  .describe('票号');
const Seat = z
  .string({ message: '请选择座位' })
  .trim()
  .toUpperCase()
  .regex(SEAT_PATTERN, '座位号不存在，请重新选择')
  .describe('座位号，如 31A');

// ------------------------------------------------- POST /api/v1/checkin/lookup | /checkin/order

export const CheckInOrderRequest = z.object({
  orderNo: z
    .string({ message: '订单号不能为空' })
    .trim()
    .regex(/^[A-Z0-9]{8,32}$/, '订单号格式不正确')
    .describe('订单号'),
});

/** The flight of a check-in segment or boarding pass: number, date and both airports with names. */
const FlightLegFields = {
  flightNo: z.string(),
  flightDate: z.string(),
  origin: z.string(),
  originName: z.string(),
  destination: z.string(),
  destinationName: z.string(),
};

export const CHECKIN_SEGMENT_STATES = ['open', 'notOpen', 'closed', 'checkedIn', 'unavailable'] as const;
export type CheckInSegmentState = (typeof CHECKIN_SEGMENT_STATES)[number];

export const CheckInSegment = z.object({
  orderNo: z.string(),
  ticketNo: z.string(),
  passengerName: z.string(),
  passengerType: z.enum(PASSENGER_TYPES),
  /** The certificate number with its middle hidden. */
  certNo: z.string(),
  ...FlightLegFields,
  departure: z.string().describe('预计起飞（北京时间）'),
  scheduledDeparture: z.string(),
  arrival: z.string(),
  cabin: z.enum(['C', 'Y']),
  cabinName: z.string(),
  aircraftName: z.string(),
  ticketStatus: z.string().describe('客票状态（中文）'),
  state: z
    .enum(CHECKIN_SEGMENT_STATES)
    .describe('open 可值机 / notOpen 未开放 / closed 已截止 / checkedIn 已值机 / unavailable 不可值机'),
  /** Why it cannot be checked in now, in Chinese; null when it can. */
  reason: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  seat: z.string().nullable(),
  /** The infant who checks in with this adult, if any. */
  infantName: z.string().nullable(),
});
export type CheckInSegment = z.infer<typeof CheckInSegment>;
export const CheckInListResponse = okEnvelope(z.object({ items: z.array(CheckInSegment) }));

// ---------------------------------------------------------------- POST /api/v1/checkin/seatMap

export const CheckInTicketRequest = z.object({ ticketNo: TicketNo });

export const SEAT_STATES = ['free', 'taken', 'mine'] as const;
export const SeatView = z.object({
  seat: z.string(),
  state: z.enum(SEAT_STATES),
  paid: z.boolean(),
  /** Why this passenger may not take it (exit row, cabin, coupon), or null. */
  refusal: z.string().nullable(),
});
export const SeatRowView = z.object({
  row: z.number().int(),
  cabin: z.enum(['C', 'Y']),
  exit: z.boolean(),
  premium: z.boolean(),
  /** Seats in order, null for an aisle. */
  seats: z.array(SeatView.nullable()),
});
export const SeatMapView = z.object({
  ticketNo: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  aircraftName: z.string(),
  cabin: z.enum(['C', 'Y']),
  /** Unused seat-selection coupons of the account that fit this aircraft. */
  seatCoupons: z.number().int(),
  rows: z.array(SeatRowView),
});
export type SeatMapView = z.infer<typeof SeatMapView>;
export const SeatMapResponse = okEnvelope(SeatMapView);

// ------------------------------------------------- POST /api/v1/checkin/confirm | /checkin/group

export const CheckInConfirmRequest = z.object({ ticketNo: TicketNo, seat: Seat });
export const GroupCheckInRequest = z.object({
  orderNo: CheckInOrderRequest.shape.orderNo,
  seats: z
    .array(z.object({ ticketNo: TicketNo, seat: Seat }), { message: '请为乘机人选择座位' })
    .min(1, '请为乘机人选择座位')
    .max(9, '团体值机一次最多9位乘机人'),
});

export const BoardingPass = z.object({
  boardingPassNo: z.string(),
  ticketNo: z.string(),
  passengerName: z.string(),
  infantName: z.string().nullable(),
  ...FlightLegFields,
  departure: z.string(),
  boardingTime: z.string(),
  gate: z.string().nullable(),
  seat: z.string(),
  cabinName: z.string(),
  /** Check-in sequence number on the flight. */
  sequence: z.number().int(),
  /** What the QR code encodes: the pass number, flight, seat and a signature the gate checks. */
  qrText: z.string(),
  /** The QR code as a PNG data URL. */
  qrPng: z.string(),
});
export type BoardingPass = z.infer<typeof BoardingPass>;
export const BoardingPassResponse = okEnvelope(BoardingPass);
export const GroupCheckInResponse = okEnvelope(z.object({ passes: z.array(BoardingPass) }));
