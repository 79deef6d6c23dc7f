import { z } from 'zod';
import { okEnvelope } from '../api';
import { TripType } from '../constants';
import { FEE_BANDS, PASSENGER_TYPES } from '../rules/fares';
import { FLIGHT_NUMBER_PATTERN, normalizeFlightNo } from '../rules/flight-status';
import { FlightStatusMessages } from '../rules/messages';
import { DatedFlightRoute } from './flight-status';

/*
 * Flight search (docs/rules.md, ticketing): POST /api/v1/ticket/query and
 * POST /api/v1/transfer/flight/getTag. Money is integer fen; times are China local time
 * 'YYYY-MM-DD HH:mm'. The rules with their messages are in rules/ticket-query.ts.
 */

const AirportCode = z
  .string({ message: '机场三字码不能为空' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, '机场三字码需为3位字母');
/** Shape only: a real date and not before today are the rules' business (their own messages). */
const FlightDate = z.string({ message: '出发日期不能为空!' }).trim().describe('YYYY-MM-DD，出发地当地日期');
const Count = (fallback: number) =>
  z
    .number({ message: '乘客人数需为整数' })
    .int('乘客人数需为整数')
    .min(0, '乘客人数不能为负数')
    .max(99, '乘客人数不正确')
    .default(fallback);
const Fen = z.number().int().describe('金额，单位分');
const LocalTime = z.string().describe('当地时间（北京时间）YYYY-MM-DD HH:mm');

// ---------------------------------------------------------------- POST /api/v1/ticket/query

export const TicketQueryLeg = z.object({
  dep: AirportCode.describe('出发机场三字码'),
  arr: AirportCode.describe('到达机场三字码'),
  flightDate: FlightDate,
});
export type TicketQueryLeg = z.infer<typeof TicketQueryLeg>;

export const TicketQueryRequest = z.object({
  /** docs/rules.md: 0 one-way (1 leg), 1 round-trip (2 legs, the second back), 2 multi-leg (2–4 legs). */
  hasRt: z
    .literal([TripType.OneWay, TripType.RoundTrip, TripType.MultiLeg], { message: '行程类型需为0、1或2' })
    .describe('0 单程，1 往返，2 多程'),
  legs: z
    .array(TicketQueryLeg, { message: '航段不能为空' })
    // The real bounds (1, 2, 2–4 by trip type) are the rules' with their own messages; this only
    // keeps absurd bodies out.
    .max(16, '航段过多')
    .describe('航段：单程1段，往返2段（返程为去程的反向），多程2至4段'),
  adultNum: Count(1).describe('成人数（伤残军警购票时为伤残军人/警察人数）'),
  childNum: Count(0).describe('儿童数（2–11岁）'),
  infantNum: Count(0).describe('婴儿数（2岁以下，不占座）'),
  hero: z.boolean({ message: 'hero需为布尔值' }).default(false).describe('伤残军人/伤残人民警察优待票'),
});
export type TicketQueryRequest = z.infer<typeof TicketQueryRequest>;

/** Fee as percent of the fare by time before departure (docs/rules.md); each band includes its start. */
export const FareFeeBands = z.object(
  Object.fromEntries(FEE_BANDS.map((band) => [band.key, z.number().int().describe(band.label)])) as Record<
    (typeof FEE_BANDS)[number]['key'],
    z.ZodNumber
  >,
);
export type FareFeeBands = z.infer<typeof FareFeeBands>;

/**
 * A fare family and its conditions, shown before the passenger chooses (docs/rules.md). The fee
 * that applies at a given moment is feePercentFor(bands, departure, now) from the shared fare rules.
 */
export const FareFamilyRules = z.object({
  code: z.string(),
  name: z.string(),
  cabin: z.enum(['C', 'Y']),
  cabinName: z.string().describe('经济舱 / 公务舱'),
  sort: z.number().int(),
  checkedBaggageKg: z.number().int().describe('免费托运行李额（公斤），0 为不含'),
  carryOn: z.string(),
  refundFees: FareFeeBands.describe('退票费，票面价百分比'),
  changeFees: FareFeeBands.describe('改期费，票面价百分比'),
  upgradable: z.boolean(),
  mileagePercent: z.number().int(),
  description: z.string(),
});
export type FareFamilyRules = z.infer<typeof FareFamilyRules>;

export const FlightSegment = z.object({
  /** flightDate: the local departure date of this flight (its flight number's date). */
  ...DatedFlightRoute.shape,
  departure: LocalTime,
  arrival: LocalTime,
  /** Days after the searched date (the leg's flightDate): the +1 shown beside a time. */
  departureDayOffset: z.number().int(),
  arrivalDayOffset: z.number().int(),
  aircraftType: z.string().describe('机型代码，如 320'),
  aircraftName: z.string().describe('机型名称，如 空客A320'),
  durationMinutes: z.number().int(),
  distanceKm: z.number().int(),
});
export type FlightSegment = z.infer<typeof FlightSegment>;

/** Time on the ground between two segments of a connection. */
export const Layover = z.object({
  airport: z.string(),
  cityName: z.string(),
  airportName: z.string(),
  minutes: z.number().int(),
});
export type Layover = z.infer<typeof Layover>;

export const TRANSFER_TAGS = ['中转', '行李直挂', '通程值机', '同机场换乘'] as const;
export const TransferTag = z.enum(TRANSFER_TAGS);
export type TransferTag = z.infer<typeof TransferTag>;

/** What one passenger of a type pays for the whole offer (every segment), and the type's subtotal. */
export const PassengerPrice = z.object({
  /** ADT adult, HERO adult on a hero search, CHD child, INF infant. */
  type: z.enum(PASSENGER_TYPES),
  count: z.number().int(),
  fare: Fen.describe('票价（每人）'),
  developmentFund: Fen.describe('民航发展基金（每人）'),
  fuelSurcharge: Fen.describe('燃油附加费（每人）'),
  taxes: Fen.describe('税费合计（每人）'),
  total: Fen.describe('票价加税费（每人）'),
  subtotal: Fen.describe('该类乘客合计'),
});
export type PassengerPrice = z.infer<typeof PassengerPrice>;

/** The booking class a fare family sells on one segment. */
export const SegmentClass = z.object({
  flightNo: z.string(),
  bookingClass: z.string(),
  /** Percent of the cabin's full fare: 100 full fare, 30 = 3折. */
  discountPercent: z.number().int(),
  /** Seats this class can still sell (nested availability). */
  seats: z.number().int(),
});
export type SegmentClass = z.infer<typeof SegmentClass>;

/** One fare family's price for the whole party on one offer. */
export const OfferPrice = z.object({
  cabin: z.enum(['C', 'Y']),
  familyCode: z.string(),
  familyName: z.string(),
  /** One per segment, in segment order. */
  classes: z.array(SegmentClass),
  passengers: z.array(PassengerPrice),
  /** Everything the party pays for this offer in this family: fares and taxes. */
  total: Fen,
  /** Seats left when fewer than 10 (the UI shows 剩N张), else null. */
  seatsLeft: z.number().int().nullable(),
  /** Whether the whole party (adults and children; infants take no seat) can be booked. */
  sellable: z.boolean(),
});
export type OfferPrice = z.infer<typeof OfferPrice>;

/** A direct flight or a one-stop connection, with its prices by fare family. */
export const FlightOffer = z.object({
  /** Flight numbers and dates, e.g. JC1001@2026-03-01+JC1104@2026-03-01: what booking is asked for. */
  id: z.string(),
  segments: z.array(FlightSegment),
  stops: z.number().int(),
  departure: LocalTime,
  arrival: LocalTime,
  arrivalDayOffset: z.number().int(),
  /** From the first departure to the last arrival, layovers included. */
  durationMinutes: z.number().int(),
  layovers: z.array(Layover),
  transferTags: z.array(TransferTag),
  /** Fare families by their order (特惠经济, 标准经济, 全价经济, 公务舱); a family with no seat is left out. */
  prices: z.array(OfferPrice),
  /** The cheapest sellable party total, null when none can seat the party (for sorting by price). */
  lowestTotal: Fen.nullable(),
  sellable: z.boolean(),
});
export type FlightOffer = z.infer<typeof FlightOffer>;

export const LegOffers = z.object({
  dep: z.string(),
  arr: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
  flightDate: z.string(),
  /** Sorted by departure time. */
  offers: z.array(FlightOffer),
});
export type LegOffers = z.infer<typeof LegOffers>;

export const TicketQueryResult = z.object({
  hasRt: z.number().int(),
  adultNum: z.number().int(),
  childNum: z.number().int(),
  infantNum: z.number().int(),
  hero: z.boolean(),
  legs: z.array(LegOffers),
  /** Conditions of every family that prices refer to, by familyCode. */
  fareFamilies: z.array(FareFamilyRules),
});
export type TicketQueryResult = z.infer<typeof TicketQueryResult>;
export const TicketQueryResponse = okEnvelope(TicketQueryResult);

// ------------------------------------------------------ POST /api/v1/transfer/flight/getTag

export const TransferTagRequest = z.object({
  segments: z
    .array(
      z.object({
        flightNo: z
          .string({ message: FlightStatusMessages.flightNoRequired })
          .transform(normalizeFlightNo)
          .pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, FlightStatusMessages.flightNoInvalid)),
        flightDate: FlightDate,
      }),
      { message: '航段不能为空' },
    )
    .min(1, '航段不能为空')
    .max(4, '最多4个航段'),
});
export type TransferTagRequest = z.infer<typeof TransferTagRequest>;
export const TransferTagResult = z.object({
  /** Empty for a single flight. */
  tags: z.array(TransferTag),
  layovers: z.array(Layover),
});
export type TransferTagResult = z.infer<typeof TransferTagResult>;
export const TransferTagResponse = okEnvelope(TransferTagResult);

/** Every fare family with its baggage allowance and fee bands, for the rules pages. */
export const FareFamiliesResponse = okEnvelope(z.array(FareFamilyRules));
