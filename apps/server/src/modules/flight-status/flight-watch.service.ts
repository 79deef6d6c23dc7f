import { FlightOpsStatus, type FlightKeyRequest, type FlightOpsOverrideRequest } from '@jc/shared';
import type { Db } from '../../db/client';
import { chinaLocal, isoChina } from '../../lib/china-time';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { datedFlights } from './flight-status.repository';
import { flightOpsOf, flightStatus, syncOpsOverrides } from './flight-status.service';
import {
  allOverrides,
  deleteOverride,
  followFlight,
  followsOf,
  rememberState,
  unfollowFlight,
  upsertOverride,
  watchedFlights,
} from './ops-overrides.repository';

/*
 * 关注 and operations staff's corrections (docs/trip-services.md): a passenger follows a flight; the
 * watch job tells passengers who follow or hold a ticket on a flight, once by SMS and e-mail,
 * when it is delayed, cancelled or changes gate.
 */

const FLIGHT_NOT_FOUND = '该日期没有这个航班';

async function flightOf(db: Db, { flightNo, flightDate }: FlightKeyRequest) {
  const [flight] = await datedFlights(db, { flightNo, flightDate });
  if (!flight) throw AppError.notFound(FLIGHT_NOT_FOUND);
  return flight;
}

export async function follow(db: Db, userId: number, key: FlightKeyRequest) {
  await flightOf(db, key);
  await followFlight(db, userId, key.flightNo, key.flightDate, now());
  return followsOf(db, userId);
}

export async function unfollow(db: Db, userId: number, key: FlightKeyRequest) {
  await unfollowFlight(db, userId, key.flightNo, key.flightDate);
  return followsOf(db, userId);
}

export const follows = (db: Db, userId: number) => followsOf(db, userId);

/** A flight's record as passengers see it, with the correction on it if any. */
export async function flightOpsForStaff(db: Db, key: FlightKeyRequest) {
  await flightOf(db, key);
  await syncOpsOverrides(db, now(), true);
  const [item] = await flightStatus(db, { type: 2, flightNo: key.flightNo, flightDate: key.flightDate });
  const row = (await allOverrides(db)).find(
    (o) => o.flightNo === key.flightNo && o.flightDate === key.flightDate,
  );
  return {
    flight: item!,
    override: row
      ? {
          status: row.status,
          delayMinutes: row.delayMinutes,
          gate: row.gate,
          reason: row.reason,
          note: row.note,
          updatedBy: row.updatedBy,
          updatedAt: isoChina(row.updatedAt),
        }
      : null,
  };
}

export async function correctFlightOps(db: Db, staffId: number, input: FlightOpsOverrideRequest) {
  await flightOf(db, input);
  await upsertOverride(db, {
    flightNo: input.flightNo,
    flightDate: input.flightDate,
    status: input.status,
    delayMinutes: input.status === FlightOpsStatus.scheduled ? 0 : input.delayMinutes,
    gate: input.gate,
    reason: input.reason,
    note: input.note,
    updatedBy: staffId,
    updatedAt: now(),
  });
  return flightOpsForStaff(db, input);
}

export async function clearFlightOps(db: Db, key: FlightKeyRequest) {
  await flightOf(db, key);
  await deleteOverride(db, key.flightNo, key.flightDate);
  return flightOpsForStaff(db, key);
}

/** Who needs telling what, for one passenger and flight; null when nothing they must know changed. */
export function noticeOf(
  flight: { flightNo: string; flightDate: string; scheduledDeparture: Date },
  last: string | null,
  followed: boolean,
  ops: {
    status: string;
    estimatedDepartureMs: number | null;
    gate: string | null;
    delayReason: string | null;
  },
) {
  const delay =
    ops.estimatedDepartureMs === null
      ? 0
      : Math.max(0, Math.round((ops.estimatedDepartureMs - flight.scheduledDeparture.getTime()) / 60_000));
  const state = `${ops.status}|${delay}|${ops.gate ?? ''}`;
  if (state === last) return { state, text: null };
  const [lastStatus, lastDelay, lastGate] = (last ?? '||').split('|');
  const head = `您${followed ? '关注' : '预订'}的航班${flight.flightNo}（${flight.flightDate}）`;
  let text: string | null = null;
  if (ops.status === FlightOpsStatus.cancelled && lastStatus !== FlightOpsStatus.cancelled) {
    text = `${head}已取消${ops.delayReason ? `（${ops.delayReason}）` : ''}，可在订单中申请免费退票或改期。`;
  } else if (ops.status === FlightOpsStatus.delayed && String(delay) !== lastDelay) {
    text = `${head}预计延误约${delay}分钟，预计${chinaLocal(new Date(ops.estimatedDepartureMs!)).slice(11)}起飞${
      ops.delayReason ? `，原因：${ops.delayReason}` : ''
    }。`;
  } else if (lastGate && ops.gate && ops.gate !== lastGate && ops.status !== FlightOpsStatus.departed) {
    text = `${head}登机口变更为${ops.gate}。`;
  }
  return { state, text };
}

export interface Messengers {
  sms: (phone: string, text: string) => Promise<void>;
  mail: (to: string, subject: string, text: string) => Promise<void>;
}

/**
 * One pass of the watch: flights from two hours ago to two days ahead that someone follows or holds
 * a ticket on; each passenger is told each change once, by SMS and (when they gave one) e-mail.
 */
export async function watchFlights(db: Db, send: Messengers, at: Date = now()) {
  await syncOpsOverrides(db, at, true);
  const rows = await watchedFlights(
    db,
    new Date(at.getTime() - 2 * 3_600_000),
    new Date(at.getTime() + 48 * 3_600_000),
  );
  let sent = 0;
  for (const r of rows) {
    const flight = {
      flightNo: r.flight_no,
      flightDate: r.flight_date,
      scheduledDeparture: r.scheduled_departure,
      scheduledArrival: r.scheduled_arrival,
    };
    const { state, text } = noticeOf(flight, r.last_state, r.followed, flightOpsOf(flight, at));
    if (state === r.last_state) continue;
    if (text) {
      const message = `【锦程航空】${text}`;
      await send.sms(r.phone, message).catch(() => undefined);
      if (r.email) await send.mail(r.email, `航班动态提醒：${r.flight_no} ${r.flight_date}`, message);
      sent += 1;
    }
    await rememberState(db, r.user_id, r.flight_no, r.flight_date, state, at);
  }
  return sent;
}
