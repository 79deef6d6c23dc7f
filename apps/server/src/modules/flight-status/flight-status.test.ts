import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flightOpsPlan, type FlightStatusItem, type FlightTime } from '@jc/shared';
import type { App } from '../../app';
import { dbKind, withTestApp } from '#test/helper';
import { setTestClock } from '#test/clock';
import { flightInstances } from '../../db/schema';
import { chinaLocal } from '../../lib/china-time';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** The day the tests look at, and the clock on its morning (China time). */
const DAY = '2026-12-01';
const morningOf = (date: string) => Date.parse(`${date}T06:00:00+08:00`);

describe(`flight status (${dbKind()})`, () => {
  let app: App;
  withTestApp((built) => (app = built));

  const status = (body: object) =>
    app.inject({ method: 'POST', url: '/api/v1/dynamic/flight', payload: body });
  const items = async (body: object) => {
    const res = await status(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as FlightStatusItem[];
  };
  const refused = async (body: object) => {
    const res = await status(body);
    expect(res.statusCode).toBe(400);
    return res.json().msg as string;
  };
  /** The day's dated flights, to find the simulator's cases among real ones. */
  const flightsOn = (date: string) =>
    app.db
      .select()
      .from(flightInstances)
      .where(eq(flightInstances.flightDate, date))
      .orderBy(asc(flightInstances.scheduledDeparture));
  const firstWith = async (plan: string) => {
    const flight = (await flightsOn(DAY)).find((f) => flightOpsPlan(f.flightNo, f.flightDate) === plan);
    expect(flight, `a ${plan} flight on ${DAY}`).toBeDefined();
    return flight!;
  };

  it('finds a flight by number, in any case and with spaces, with its schedule and route', async () => {
    setTestClock(morningOf(DAY));
    const flight = (await flightsOn(DAY))[0]!;
    const typed = `${flight.flightNo.slice(0, 2).toLowerCase()} ${flight.flightNo.slice(2)}`;
    const [item] = await items({ type: 2, flightNo: typed, flightDate: DAY });
    expect(item).toMatchObject({
      flightNo: flight.flightNo,
      flightDate: DAY,
      depAirport: flight.origin,
      arrAirport: flight.destination,
      scheduledDeparture: chinaLocal(flight.scheduledDeparture),
      scheduledArrival: chinaLocal(flight.scheduledArrival),
    });
    expect(item!.depAirportName).toMatch(/机场$/);
    // A number the airline does not fly that day: an empty answer, not an error.
    expect(await items({ type: 2, flightNo: 'JC9999', flightDate: DAY })).toEqual([]);
  });

  it('lists a route the same as its timetable, by departure time', async () => {
    setTestClock(morningOf(DAY));
    const [one] = await app.db
      .select()
      .from(flightInstances)
      .where(and(eq(flightInstances.flightDate, DAY), eq(flightInstances.origin, 'CTU')))
      .limit(1);
    const route = { orgCity: one!.origin, dstCity: one!.destination };
    const list = await items({ type: 1, ...route, depCity: '成都', arrCity: '目的地', flightDate: DAY });
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/flightTime/list?orgCity=${route.orgCity}&dstCity=${route.dstCity}&flightDate=${DAY}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const times = res.json().data as FlightTime[];
    expect(list.map((f) => f.flightNo)).toEqual(times.map((t) => t.flightNo));
    expect(times[0]!.departure).toMatch(/^\d{2}:\d{2}$/);
    const sorted = [...list].sort((a, b) => a.scheduledDeparture.localeCompare(b.scheduledDeparture));
    expect(list).toEqual(sorted);
  });

  it('answers three months back to three days ahead, moving at China midnight to the minute', async () => {
    const flightNo = (await flightsOn(DAY))[0]!.flightNo;
    // 23:59 in China on 1 December: 4 December is the last day; at 00:01 on the 2nd, the 5th is.
    setTestClock(Date.parse('2026-12-01T23:59:00+08:00'));
    expect(await refused({ type: 2, flightNo, flightDate: '2026-12-05' })).toBe('航班日期超出可查询范围!');
    await items({ type: 2, flightNo, flightDate: '2026-12-04' });
    await items({ type: 2, flightNo, flightDate: '2026-09-01' });
    expect(await refused({ type: 2, flightNo, flightDate: '2026-08-31' })).toBe('航班日期超出可查询范围!');
    setTestClock(Date.parse('2026-12-02T00:01:00+08:00'));
    await items({ type: 2, flightNo, flightDate: '2026-12-05' });
    expect(await refused({ type: 2, flightNo, flightDate: '2026-09-01' })).toBe('航班日期超出可查询范围!');
  });

  it('refuses a bad question with the form’s own messages', async () => {
    setTestClock(morningOf(DAY));
    expect(await refused({ type: 2, flightNo: '', flightDate: DAY })).toBe('航班号不能为空!');
    expect(await refused({ type: 2, flightNo: 'JC12', flightDate: DAY })).toBe('请输入正确的航班号');
    expect(await refused({ type: 2, flightNo: 'JC1234', flightDate: '' })).toBe('航班日期不能为空!');
    expect(await refused({ type: 1, orgCity: 'CTU', dstCity: 'CTU', flightDate: DAY })).toBe(
      '到达城市和出发城市不能相同!',
    );
    expect(await refused({ type: 1, orgCity: 'CTU', flightDate: DAY })).toBe('到达城市不能为空!');
    expect(await refused({ type: 3, flightNo: 'JC1234', flightDate: DAY })).toContain(
      '查询方式需为 1（按航线）或 2（按航班号）',
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/flightTime/list?orgCity=CT&dstCity=PEK&flightDate=x',
    });
    expect(res.statusCode).toBe(400);
    // A day of the right shape that the calendar does not have.
    for (const day of ['2026-02-30', '2026-13-01', '9237-29-49']) {
      expect(await refused({ type: 2, flightNo: 'JC1234', flightDate: day }), day).toBe('航班日期不能为空!');
      const timetable = await app.inject({
        method: 'GET',
        url: `/api/v1/flightTime/list?orgCity=CTU&dstCity=PEK&flightDate=${day}`,
      });
      expect([timetable.statusCode, timetable.json().msg], day).toEqual([
        400,
        '查询参数字段 flightDate：航班日期不能为空!',
      ]);
    }
  });

  it('a delayed flight: 计划 until the delay is announced 6 h ahead, then 延误 with minutes and reason, 起飞, 到达', async () => {
    const flight = await firstWith('delayed');
    const ask = async (at: number) => {
      setTestClock(at);
      const [item] = await items({ type: 2, flightNo: flight.flightNo, flightDate: DAY });
      return item!;
    };
    const dep = flight.scheduledDeparture.getTime();
    expect(await ask(dep - 6 * HOUR - MIN)).toMatchObject({
      status: '计划',
      delayMinutes: 0,
      delayReason: null,
    });
    const delayed = await ask(dep - 6 * HOUR + MIN);
    expect(delayed.status).toBe('延误');
    expect(delayed.delayMinutes).toBeGreaterThanOrEqual(30);
    expect(delayed.delayMinutes % 15).toBe(0);
    expect(delayed.delayReason).toBeTruthy();
    expect(delayed.gate).toMatch(/^[A-F]\d{1,2}$/);
    const took = dep + delayed.delayMinutes * MIN;
    expect((await ask(took - MIN)).status).toBe('延误');
    const flying = await ask(took + MIN);
    expect(flying).toMatchObject({ status: '起飞', actualDeparture: chinaLocal(new Date(took)) });
    const landed = await ask(flight.scheduledArrival.getTime() + delayed.delayMinutes * MIN + MIN);
    expect(landed.status).toBe('到达');
    expect(landed.actualArrival).not.toBeNull();
  });

  it('a cancelled flight shows 取消 from 24 h ahead, with no gate; an on-time one lands on schedule', async () => {
    const cancelled = await firstWith('cancelled');
    setTestClock(cancelled.scheduledDeparture.getTime() - 24 * HOUR + MIN);
    const [c] = await items({ type: 2, flightNo: cancelled.flightNo, flightDate: DAY });
    expect(c).toMatchObject({ status: '取消', gate: null, estimatedDeparture: null });

    const onTime = await firstWith('onTime');
    setTestClock(onTime.scheduledArrival.getTime() + MIN);
    const [o] = await items({ type: 2, flightNo: onTime.flightNo, flightDate: DAY });
    expect(o).toMatchObject({
      status: '到达',
      delayMinutes: 0,
      actualDeparture: chinaLocal(onTime.scheduledDeparture),
      actualArrival: chinaLocal(onTime.scheduledArrival),
    });
  });
});
