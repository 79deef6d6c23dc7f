import { describe, it, expect } from 'vitest';
import { FLIGHT_OPS_ANNOUNCE, FlightOpsStatus, flightOpsPlan, simulateFlightOps } from './flight-ops';

const DATE = '2026-12-01';
const DEP = Date.parse('2026-12-01T08:00:00+08:00');
const ARR = Date.parse('2026-12-01T10:30:00+08:00');
const MIN = 60_000;
const at = (flightNo: string, nowMs: number) =>
  simulateFlightOps({
    flightNo,
    flightDate: DATE,
    scheduledDepartureMs: DEP,
    scheduledArrivalMs: ARR,
    nowMs,
  });

describe('flight ops simulator: named cases on 2026-12-01', () => {
  it('JC1000 on time, JC1003 delayed, JC1010 cancelled, JC1400 diverted', () => {
    expect(flightOpsPlan('JC1000', DATE)).toBe('onTime');
    expect(flightOpsPlan('JC1003', DATE)).toBe('delayed');
    expect(flightOpsPlan('JC1010', DATE)).toBe('cancelled');
    expect(flightOpsPlan('JC1400', DATE)).toBe('diverted');
  });

  it('is deterministic', () => {
    expect(at('JC1003', DEP)).toEqual(at('JC1003', DEP));
  });

  it('on time: 计划 one minute before departure, 起飞 one minute after, 到达 one minute after arrival', () => {
    expect(at('JC1000', DEP - MIN).status).toBe(FlightOpsStatus.scheduled);
    expect(at('JC1000', DEP - MIN).actualDepartureMs).toBeNull();
    expect(at('JC1000', DEP + MIN).status).toBe(FlightOpsStatus.departed);
    expect(at('JC1000', DEP + MIN).actualDepartureMs).toBe(DEP);
    expect(at('JC1000', ARR - MIN).status).toBe(FlightOpsStatus.departed);
    expect(at('JC1000', ARR + MIN).status).toBe(FlightOpsStatus.arrived);
    expect(at('JC1000', ARR + MIN).actualArrivalMs).toBe(ARR);
  });

  it('delayed: 延误 with a reason until the estimated departure', () => {
    const before = at('JC1003', DEP + MIN);
    expect(before.status).toBe(FlightOpsStatus.delayed);
    expect(before.delayReason).not.toBeNull();
    const est = before.estimatedDepartureMs ?? 0;
    expect(est).toBeGreaterThan(DEP);
    expect(at('JC1003', est - MIN).status).toBe(FlightOpsStatus.delayed);
    expect(at('JC1003', est + MIN).status).toBe(FlightOpsStatus.departed);
  });

  it('cancelled stays 取消; diverted ends 备降', () => {
    expect(at('JC1010', DEP - MIN).status).toBe(FlightOpsStatus.cancelled);
    expect(at('JC1010', ARR + MIN).status).toBe(FlightOpsStatus.cancelled);
    expect(at('JC1400', DEP + MIN).status).toBe(FlightOpsStatus.departed);
    expect(at('JC1400', ARR + MIN).status).toBe(FlightOpsStatus.diverted);
  });
});

describe('what the public knows ahead of departure', () => {
  const HOUR = 60 * MIN;
  it('a delay is announced 6 hours before the scheduled departure, to the minute', () => {
    const edge = DEP - FLIGHT_OPS_ANNOUNCE.delayHours * HOUR;
    expect(at('JC1003', edge - MIN)).toMatchObject({
      status: FlightOpsStatus.scheduled,
      estimatedDepartureMs: DEP,
      delayReason: null,
    });
    const announced = at('JC1003', edge + MIN);
    expect(announced.status).toBe(FlightOpsStatus.delayed);
    expect(announced.estimatedDepartureMs).toBeGreaterThan(DEP);
  });

  it('a cancellation is announced 24 hours before, to the minute', () => {
    const edge = DEP - FLIGHT_OPS_ANNOUNCE.cancelHours * HOUR;
    expect(at('JC1010', edge - MIN).status).toBe(FlightOpsStatus.scheduled);
    expect(at('JC1010', edge + MIN).status).toBe(FlightOpsStatus.cancelled);
  });
});
