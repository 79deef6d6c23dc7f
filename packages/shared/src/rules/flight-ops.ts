/**
 * The flight status simulator (docs/trip-services.md). Every flight instance's operational
 * record is derived from a hash of flight number + date, so it needs no background writer and tests
 * can name their cases; the clock (`nowMs`) moves it from 计划 through 起飞 to 到达.
 * Operations staff overrides (not built yet) replace the simulated fields they set.
 */

export const FlightOpsStatus = {
  scheduled: '计划',
  departed: '起飞',
  arrived: '到达',
  delayed: '延误',
  cancelled: '取消',
  diverted: '备降',
} as const;
export type FlightOpsStatusText = (typeof FlightOpsStatus)[keyof typeof FlightOpsStatus];

/** Buckets of hash % 100: 0-2 cancelled, 3 diverted, 4-19 delayed, the rest on time. */
export const FLIGHT_OPS_BUCKETS = { cancelledBelow: 3, divertedBelow: 4, delayedBelow: 20 } as const;

export type FlightOpsPlan = 'onTime' | 'delayed' | 'cancelled' | 'diverted';

export interface FlightOpsInput {
  flightNo: string;
  /** Calendar date of departure, YYYY-MM-DD (Asia/Shanghai). */
  flightDate: string;
  scheduledDepartureMs: number;
  scheduledArrivalMs: number;
  nowMs: number;
}

export interface FlightOpsRecord {
  plan: FlightOpsPlan;
  status: FlightOpsStatusText;
  scheduledDepartureMs: number;
  scheduledArrivalMs: number;
  estimatedDepartureMs: number | null;
  estimatedArrivalMs: number | null;
  actualDepartureMs: number | null;
  actualArrivalMs: number | null;
  gate: string | null;
  delayReason: string | null;
}

/** What a cancelled flight's record shows: 取消, with no times and no gate. */
const CANCELLED_FIELDS = {
  status: FlightOpsStatus.cancelled,
  estimatedDepartureMs: null,
  estimatedArrivalMs: null,
  actualDepartureMs: null,
  actualArrivalMs: null,
  gate: null,
} as const;

const DELAY_REASONS = ['天气原因', '航班调配', '空中交通管制', '前序航班延误'] as const;
const MINUTE = 60_000;

/** FNV-1a, 32 bit: stable across runtimes, enough spread for buckets. */
export function flightOpsHash(flightNo: string, flightDate: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${flightNo}|${flightDate}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function flightOpsPlan(flightNo: string, flightDate: string): FlightOpsPlan {
  const bucket = flightOpsHash(flightNo, flightDate) % 100;
  if (bucket < FLIGHT_OPS_BUCKETS.cancelledBelow) return 'cancelled';
  if (bucket < FLIGHT_OPS_BUCKETS.divertedBelow) return 'diverted';
  if (bucket < FLIGHT_OPS_BUCKETS.delayedBelow) return 'delayed';
  return 'onTime';
}

/**
 * How long before the scheduled departure the airline announces what will happen: a delay 6 hours
 * ahead (crew and aircraft rotations are known by then), a cancellation 24 hours ahead. Earlier, a
 * flight shows as planned: nobody is told of a delay a week before it happens.
 */
export const FLIGHT_OPS_ANNOUNCE = { delayHours: 6, cancelHours: 24 } as const;

/** The plan as the public may know it at `nowMs`: on time until the plan is announced. */
export function announcedPlan(input: Omit<FlightOpsInput, 'scheduledArrivalMs'>): FlightOpsPlan {
  const plan = flightOpsPlan(input.flightNo, input.flightDate);
  const before = input.scheduledDepartureMs - input.nowMs;
  if (plan === 'cancelled' && before > FLIGHT_OPS_ANNOUNCE.cancelHours * 3_600_000) return 'onTime';
  if (plan === 'delayed' && before > FLIGHT_OPS_ANNOUNCE.delayHours * 3_600_000) return 'onTime';
  return plan;
}

/**
 * Where a flight that flies (not cancelled) stands at `nowMs` under `plan`, leaving and arriving at
 * `depMs` and `arrMs`: its status, and its estimated and actual times.
 */
function progressAt(plan: FlightOpsPlan, depMs: number, arrMs: number, nowMs: number) {
  const departed = nowMs >= depMs;
  const arrived = nowMs >= arrMs;
  let status: FlightOpsStatusText;
  if (arrived) status = plan === 'diverted' ? FlightOpsStatus.diverted : FlightOpsStatus.arrived;
  else if (departed) status = FlightOpsStatus.departed;
  else status = plan === 'delayed' ? FlightOpsStatus.delayed : FlightOpsStatus.scheduled;
  return {
    status,
    estimatedDepartureMs: depMs,
    estimatedArrivalMs: arrMs,
    actualDepartureMs: departed ? depMs : null,
    actualArrivalMs: arrived ? arrMs : null,
  };
}

export function simulateFlightOps(input: FlightOpsInput): FlightOpsRecord {
  const hash = flightOpsHash(input.flightNo, input.flightDate);
  const plan = announcedPlan(input);
  const base = {
    plan,
    scheduledDepartureMs: input.scheduledDepartureMs,
    scheduledArrivalMs: input.scheduledArrivalMs,
  };
  if (plan === 'cancelled') {
    return { ...base, ...CANCELLED_FIELDS, delayReason: DELAY_REASONS[hash % DELAY_REASONS.length] ?? null };
  }
  // Delays are whole quarter hours from 30 to 180 minutes, from the hash's higher bits.
  const delayMs = plan === 'delayed' ? (2 + ((hash >>> 8) % 11)) * 15 * MINUTE : 0;
  const depMs = input.scheduledDepartureMs + delayMs;
  const arrMs = input.scheduledArrivalMs + delayMs;
  const gate = `${String.fromCharCode(65 + ((hash >>> 4) % 6))}${1 + ((hash >>> 12) % 40)}`;
  const delayReason = plan === 'delayed' ? (DELAY_REASONS[hash % DELAY_REASONS.length] ?? null) : null;
  return { ...base, ...progressAt(plan, depMs, arrMs, input.nowMs), gate, delayReason };
}

/** What operations staff may set on a flight's record (docs/trip-services.md, corrections). */
export const OPS_OVERRIDE_STATUSES = ['计划', '延误', '取消', '备降'] as const;
export type OpsOverrideStatus = (typeof OPS_OVERRIDE_STATUSES)[number];
export interface FlightOpsOverride {
  /** 计划 puts the flight back on time; 延误 needs delayMinutes; null leaves the simulator's. */
  status: OpsOverrideStatus | null;
  delayMinutes: number | null;
  gate: string | null;
  reason: string | null;
}

/** The record with operations staff's correction laid over it, at `nowMs`. */
export function applyOpsOverride(r: FlightOpsRecord, o: FlightOpsOverride, nowMs: number): FlightOpsRecord {
  if (o.status === FlightOpsStatus.cancelled) {
    return { ...r, plan: 'cancelled', ...CANCELLED_FIELDS, delayReason: o.reason ?? r.delayReason };
  }
  let out = r;
  if (o.status !== null || o.delayMinutes !== null) {
    const delay = o.status === FlightOpsStatus.scheduled ? 0 : Math.max(0, o.delayMinutes ?? 0);
    const plan: FlightOpsPlan =
      o.status === FlightOpsStatus.diverted ? 'diverted' : delay > 0 ? 'delayed' : 'onTime';
    const depMs = r.scheduledDepartureMs + delay * MINUTE;
    const arrMs = r.scheduledArrivalMs + delay * MINUTE;
    out = {
      ...r,
      plan,
      ...progressAt(plan, depMs, arrMs, nowMs),
      gate: r.gate ?? `A${1 + (Math.floor(r.scheduledDepartureMs / MINUTE) % 40)}`,
      delayReason: delay > 0 ? (o.reason ?? r.delayReason ?? DELAY_REASONS[1]) : null,
    };
  }
  return o.gate && out.status !== FlightOpsStatus.cancelled ? { ...out, gate: o.gate } : out;
}
