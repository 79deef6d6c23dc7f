import { z } from 'zod';
import { CalendarDay, okEnvelope } from '../api';
import { FlightStatusMessages } from '../rules/messages';
import { OPS_OVERRIDE_STATUSES } from '../rules/flight-ops';

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

/** A dated flight and the airports at its ends (code, city, airport name), as every view names them. */
export const DatedFlightRoute = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  depAirport: z.string(),
  depCityName: z.string(),
  depAirportName: z.string(),
  arrAirport: z.string(),
  arrCityName: z.string(),
  arrAirportName: z.string(),
});

export const FLIGHT_OPS_STATUS_TEXTS = ['计划', '起飞', '到达', '延误', '取消', '备降'] as const;

export const FlightStatusItem = z.object({
  ...DatedFlightRoute.shape,
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
  flightDate: CalendarDay(FlightStatusMessages.flightDateRequired),
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

// ------------------------------------------------------ 关注 and operations staff's corrections

const FlightKey = {
  flightNo: z
    .string({ message: '请输入航班号' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\d{1,4}$/, '航班号格式不正确')
    .describe('航班号'),
  flightDate: CalendarDay('航班日期格式需为YYYY-MM-DD', '请选择航班日期').describe('航班日期（北京时间）'),
};
export const FlightKeyRequest = z.object(FlightKey);
export type FlightKeyRequest = z.infer<typeof FlightKeyRequest>;
export const FlightFollowsResponse = okEnvelope(z.array(z.object(FlightKey)));

export const FlightOpsOverrideRequest = z
  .object({
    ...FlightKey,
    status: z
      .enum(OPS_OVERRIDE_STATUSES, { message: '状态需为 计划、延误、取消 或 备降' })
      .nullable()
      .default(null),
    delayMinutes: z
      .number({ message: '延误分钟数需为整数' })
      .int('延误分钟数需为整数')
      .min(0, '延误分钟数不能为负')
      .max(1440, '延误分钟数最多1440')
      .nullable()
      .default(null),
    gate: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]?\d{1,3}[A-Z]?$/, '登机口格式不正确')
      .nullable()
      .default(null),
    reason: z.string().trim().max(40, '原因最多40个字').nullable().default(null),
    note: z.string().trim().max(200, '备注最多200个字').nullable().default(null),
  })
  .refine((o) => o.status !== '延误' || (o.delayMinutes ?? 0) > 0, {
    message: '延误需填写延误分钟数',
    path: ['delayMinutes'],
  })
  .refine((o) => o.status !== null || o.delayMinutes !== null || o.gate !== null, {
    message: '请填写要更正的状态、延误时间或登机口',
    path: ['status'],
  });
export type FlightOpsOverrideRequest = z.infer<typeof FlightOpsOverrideRequest>;

export const FlightOpsAdminView = z.object({
  flight: FlightStatusItem,
  override: z
    .object({
      status: z.string().nullable(),
      delayMinutes: z.number().int().nullable(),
      gate: z.string().nullable(),
      reason: z.string().nullable(),
      note: z.string().nullable(),
      updatedBy: z.number().int(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export const FlightOpsAdminResponse = okEnvelope(FlightOpsAdminView);
