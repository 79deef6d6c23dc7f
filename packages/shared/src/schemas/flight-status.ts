import { z } from 'zod';
import { okEnvelope } from '../api';
import { FlightStatusMessages } from '../rules/messages';

/*
 * Flight status (docs/trip-services.md): POST /api/v1/dynamic/flight answers the operational record
 * of flights by route or by flight number on a day of the status window; GET /api/v1/flightTime/list
 * answers a route's timetable on a day. Times are China local 'YYYY-MM-DD HH:mm'.
 */

const Field = (max: number) => z.string().trim().max(max, '查询条件过长').default('');

/** The flight status form as the home page and /flightDynamics send it; the window is the server's check. */
export const FlightStatusRequest = z.object({
  type: z.union([z.literal(1), z.literal(2)], { message: '查询方式需为 1（按航线）或 2（按航班号）' }),
  depCity: Field(20).describe('出发城市名（按航线）'),
  arrCity: Field(20).describe('到达城市名（按航线）'),
  orgCity: Field(3).describe('出发机场三字码（按航线）'),
  dstCity: Field(3).describe('到达机场三字码（按航线）'),
  flightNo: Field(8).describe('航班号（按航班号）'),
  flightDate: z
    .string({ message: FlightStatusMessages.flightDateRequired })
    .trim()
    .max(10, FlightStatusMessages.flightDateRequired)
    .describe('航班日期 YYYY-MM-DD，可查近3个月至未来3天'),
});
export type FlightStatusRequest = z.input<typeof FlightStatusRequest>;

export const FLIGHT_OPS_STATUS_TEXTS = ['计划', '起飞', '到达', '延误', '取消', '备降'] as const;

export const FlightStatusItem = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  depAirport: z.string(),
  depCityName: z.string(),
  depAirportName: z.string(),
  arrAirport: z.string(),
  arrCityName: z.string(),
  arrAirportName: z.string(),
  aircraftName: z.string(),
  status: z.enum(FLIGHT_OPS_STATUS_TEXTS),
  scheduledDeparture: z.string(),
  scheduledArrival: z.string(),
  estimatedDeparture: z.string().nullable(),
  estimatedArrival: z.string().nullable(),
  actualDeparture: z.string().nullable(),
  actualArrival: z.string().nullable(),
  gate: z.string().nullable(),
  /** Minutes the departure is (expected to be) late; 0 when on time. */
  delayMinutes: z.number().int(),
  delayReason: z.string().nullable(),
});
export type FlightStatusItem = z.infer<typeof FlightStatusItem>;
export const FlightStatusResponse = okEnvelope(z.array(FlightStatusItem));

export const FlightTimeListQuery = z.object({
  orgCity: z.string().trim().length(3, '请选择出发城市'),
  dstCity: z.string().trim().length(3, '请选择到达城市'),
  flightDate: z
    .string({ message: FlightStatusMessages.flightDateRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, FlightStatusMessages.flightDateRequired),
});
export type FlightTimeListQuery = z.infer<typeof FlightTimeListQuery>;

export const FlightTime = z.object({
  flightNo: z.string(),
  departure: z.string().describe('计划起飞 HH:mm'),
  arrival: z.string().describe('计划到达 HH:mm'),
  aircraftName: z.string(),
});
export type FlightTime = z.infer<typeof FlightTime>;
export const FlightTimeListResponse = okEnvelope(z.array(FlightTime));
