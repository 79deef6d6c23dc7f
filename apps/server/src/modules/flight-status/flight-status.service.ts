import {
  applyOpsOverride,
  delayCertificateVerdict,
  type FlightOpsOverride,
  FlightStatusMode,
  normalizeFlightNo,
  simulateFlightOps,
  validateFlightStatus,
  type FlightOpsRecord,
  type FlightStatusItem,
  type FlightStatusRequest,
  type FlightTime,
  type FlightTimeListQuery,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { chinaLocal, chinaLocalMs } from '../../lib/china-time';
import { chinaToday, now, nowMs } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { datedFlights, type DatedFlightRow } from './flight-status.repository';
import { allOverrides, overridesVersion } from './ops-overrides.repository';

/** What a flight's operational record needs of it. */
export interface OpsFlight {
  flightNo: string;
  flightDate: string;
  scheduledDeparture: Date;
  scheduledArrival: Date;
}

/**
 * A dated flight's operational record at `at` (docs/trip-services.md): the simulator's, which every
 * other module (trip cards, certificates, accident refunds) reads through here.
 */
export function flightOpsOf(flight: OpsFlight, at: Date = now()): FlightOpsRecord {
  const record = simulateFlightOps({
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
    scheduledDepartureMs: flight.scheduledDeparture.getTime(),
    scheduledArrivalMs: flight.scheduledArrival.getTime(),
    nowMs: at.getTime(),
  });
  const correction = corrections.byFlight.get(`${flight.flightNo}@${flight.flightDate}`);
  return correction ? applyOpsOverride(record, correction, at.getTime()) : record;
}

/** A booked flight (an order's segment, a ticket): its number, date and scheduled times. */
export interface BookedFlight {
  flightNo: string;
  flightDate: string;
  departure: Date;
  arrival: Date;
}

/** A booked flight's operational record at `at`, as `flightOpsOf` gives it. */
export const bookedFlightOps = (flight: BookedFlight, at: Date): FlightOpsRecord =>
  flightOpsOf(
    {
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      scheduledDeparture: flight.departure,
      scheduledArrival: flight.arrival,
    },
    at,
  );

/** The minutes (rounded) the record's departure is late against the schedule; 0 when on time or early. */
function delayMinutesOf(ops: FlightOpsRecord, scheduledDeparture: Date): number {
  const late =
    ops.estimatedDepartureMs === null ? 0 : ops.estimatedDepartureMs - scheduledDeparture.getTime();
  return Math.max(0, Math.round(late / 60_000));
}

/**
 * A booked flight's record at `at`, its delay, and whether a delay certificate can be had for it
 * now (docs/trip-services.md): what the order page shows and what the certificate states.
 */
export function bookedFlightDelay(flight: BookedFlight, at: Date) {
  const ops = bookedFlightOps(flight, at);
  const delayMinutes = delayMinutesOf(ops, flight.departure);
  const verdict = delayCertificateVerdict({
    status: ops.status,
    delayMinutes,
    departed: ops.actualDepartureMs !== null,
  });
  return { ops, delayMinutes, verdict };
}

/**
 * Operations staff's corrections, held in memory so that reading a flight's record stays a pure
 * computation. Every request (and the watch job) calls `syncOpsOverrides`, which compares the
 * table's fingerprint at most once a second of the clock and reloads it when it moved: another
 * server process's correction shows here within a second.
 */
const corrections = {
  byFlight: new Map<string, FlightOpsOverride>(),
  version: '',
  checkedAt: Number.NEGATIVE_INFINITY,
};

/** Whether `syncOpsOverrides` would read the table at `at` (a clock set backwards reads it too). */
export const opsOverridesCheckDue = (at = nowMs()) =>
  !(at - corrections.checkedAt < 1_000 && at >= corrections.checkedAt);

export async function syncOpsOverrides(db: Db, at: Date = now(), force = false) {
  if (!force && !opsOverridesCheckDue(at.getTime())) return;
  corrections.checkedAt = at.getTime();
  const version = await overridesVersion(db);
  if (version === corrections.version) return;
  const rows = await allOverrides(db);
  corrections.byFlight = new Map(
    rows.map((r) => [
      `${r.flightNo}@${r.flightDate}`,
      { status: r.status, delayMinutes: r.delayMinutes, gate: r.gate, reason: r.reason },
    ]),
  );
  corrections.version = version;
}

function itemOf(row: DatedFlightRow, at: Date): FlightStatusItem {
  const ops = flightOpsOf(row, at);
  return {
    flightNo: row.flightNo,
    flightDate: row.flightDate,
    depAirport: row.origin,
    depCityName: row.depCityName,
    depAirportName: row.depAirportName,
    arrAirport: row.destination,
    arrCityName: row.arrCityName,
    arrAirportName: row.arrAirportName,
    aircraftName: row.aircraftName,
    status: ops.status,
    scheduledDeparture: chinaLocal(row.scheduledDeparture),
    scheduledArrival: chinaLocal(row.scheduledArrival),
    estimatedDeparture: chinaLocalMs(ops.estimatedDepartureMs),
    estimatedArrival: chinaLocalMs(ops.estimatedArrivalMs),
    actualDeparture: chinaLocalMs(ops.actualDepartureMs),
    actualArrival: chinaLocalMs(ops.actualArrivalMs),
    gate: ops.gate,
    delayMinutes: delayMinutesOf(ops, row.scheduledDeparture),
    delayReason: ops.delayReason,
  };
}

/**
 * Flight status by route (type 1) or by flight number (type 2) on a day of the window (three months
 * back to three days ahead, China dates): the form's own rules and messages, then every matching
 * flight. No flight that day is an empty list, not an error.
 */
export async function flightStatus(db: Db, request: FlightStatusRequest): Promise<FlightStatusItem[]> {
  const mode = request.type === 2 ? FlightStatusMode.ByFlightNo : FlightStatusMode.ByRoute;
  const form = {
    orgCity: (request.orgCity ?? '').toUpperCase(),
    dstCity: (request.dstCity ?? '').toUpperCase(),
    // The API may be asked with the codes alone; the form's city names only label the boxes.
    depCity: request.depCity || (request.orgCity ?? ''),
    arrCity: request.arrCity || (request.dstCity ?? ''),
    flightNo: request.flightNo ?? '',
    flightDate: request.flightDate,
  };
  const problem = validateFlightStatus(form, mode, { today: chinaToday() });
  if (problem) throw AppError.badRequest(problem);
  const rows = await datedFlights(
    db,
    mode === FlightStatusMode.ByFlightNo
      ? { flightDate: form.flightDate, flightNo: normalizeFlightNo(form.flightNo) }
      : { flightDate: form.flightDate, origin: form.orgCity, destination: form.dstCity },
  );
  const at = now();
  return rows.map((row) => itemOf(row, at));
}

/** A route's timetable on a day: the flight numbers to offer in the flight-number box. */
export async function flightTimes(db: Db, query: FlightTimeListQuery): Promise<FlightTime[]> {
  const rows = await datedFlights(db, {
    flightDate: query.flightDate,
    origin: query.orgCity.toUpperCase(),
    destination: query.dstCity.toUpperCase(),
  });
  return rows.map((r) => ({
    flightNo: r.flightNo,
    departure: chinaLocal(r.scheduledDeparture).slice(11),
    arrival: chinaLocal(r.scheduledArrival).slice(11),
    aircraftName: r.aircraftName,
  }));
}
