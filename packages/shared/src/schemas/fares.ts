import { z } from 'zod';
import { integer, okEnvelope } from '../api';

const AirportCode = z
  .string({ message: '机场三字码不能为空' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, '机场三字码需为3位字母');
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式需为YYYY-MM-DD');

/** Low-price calendar: the cheapest adult fare (fen, before taxes) per day from flightDate on. */
export const CalendarRequest = z.object({
  orgAirport: AirportCode,
  dstAirport: AirportCode,
  flightDate: IsoDate,
  days: integer('天数需为正整数', 1, 90, { max: '最多查询90天' }).default(60),
});
export type CalendarRequest = z.infer<typeof CalendarRequest>;
export const CalendarPrice = z.object({
  date: z.string(),
  /** Cheapest adult fare in fen, null when nothing is on sale that day. */
  price: z.number().int().nullable(),
  cheapest: z.boolean().describe('该区间内的最低价'),
});
export type CalendarPrice = z.infer<typeof CalendarPrice>;
export const CalendarResponse = okEnvelope(z.object({ prices: z.array(CalendarPrice) }));

/** Special fares (特惠机票) by departure airport. */
export const DiscountRequest = z.object({ orgAirport: AirportCode });
export type DiscountRequest = z.infer<typeof DiscountRequest>;
/** docs/rules.md: a special fare; price in fen (adult, before taxes). */
export const SpecialFare = z.object({
  orgAirport: z.string(),
  dstAirport: z.string(),
  orgCityName: z.string(),
  dstCityName: z.string(),
  flightDate: z.string(),
  backDate: z.string().nullable(),
  price: z.number().int(),
  /** Percent of the full fare, e.g. 30 → 3折. */
  discountPercent: z.number().int(),
});
export type SpecialFare = z.infer<typeof SpecialFare>;
export const DiscountResponse = okEnvelope(
  z.object({
    /** Cheapest fare to each destination from orgAirport, cheapest first. */
    prices: z.array(SpecialFare),
    /** Cheapest fares across the network, shown when the departure has none. */
    recommends: z.array(SpecialFare),
  }),
);
