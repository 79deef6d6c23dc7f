import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flightOpsPlan, type FlightStatusItem } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, dbKind } from '#test/helper';
import { setTestClock } from '#test/clock';
import { createMember, type Member } from '#test/factories';
import { flightInstances, users } from '../../db/schema';
import { now } from '../../lib/clock';
import { watchFlights } from './flight-watch.service';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = '2026-12-01';

describe(`flight status corrections and 关注 (${dbKind()})`, () => {
  let app: App;
  let passenger: Member;
  let ops: Member;
  let service: Member;
  let flight: typeof flightInstances.$inferSelect;

  beforeAll(async () => {
    app = await buildTestApp();
    passenger = await createMember(app);
    ops = await createMember(app, { role: 'operations', memberNo: null });
    service = await createMember(app, { role: 'customer_service', memberNo: null });
    const day = await app.db
      .select()
      .from(flightInstances)
      .where(eq(flightInstances.flightDate, DAY))
      .orderBy(asc(flightInstances.scheduledDeparture));
    flight = day.find((f) => flightOpsPlan(f.flightNo, f.flightDate) === 'onTime')!;
    return () => app.close();
  });

  const key = () => ({ flightNo: flight.flightNo, flightDate: DAY });
  const statusNow = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/dynamic/flight',
      payload: { type: 2, ...key() },
    });
    return (res.json().data as FlightStatusItem[])[0]!;
  };
  const correct = (body: object, who: Member = ops) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/flight-ops',
      headers: who.auth,
      payload: { ...key(), ...body },
    });
  const clear = () =>
    app.inject({ method: 'POST', url: '/api/admin/flight-ops/clear', headers: ops.auth, payload: key() });

  it('lets operations staff delay, cancel and clear a flight, seen wherever status is read', async () => {
    setTestClock(flight.scheduledDeparture.getTime() - 3 * HOUR);
    expect((await statusNow()).status).toBe('计划');

    const delayed = await correct({ status: '延误', delayMinutes: 90, gate: 'b12', reason: '天气原因' });
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(delayed.json().data.override).toMatchObject({ status: '延误', delayMinutes: 90, gate: 'B12' });
    expect(await statusNow()).toMatchObject({
      status: '延误',
      delayMinutes: 90,
      gate: 'B12',
      delayReason: '天气原因',
    });

    // It departs 90 minutes late: one minute before that it is still delayed, one after it has left.
    setTestClock(flight.scheduledDeparture.getTime() + 89 * MIN);
    expect((await statusNow()).status).toBe('延误');
    setTestClock(flight.scheduledDeparture.getTime() + 91 * MIN);
    expect((await statusNow()).status).toBe('起飞');

    setTestClock(flight.scheduledDeparture.getTime() - 3 * HOUR);
    expect((await correct({ status: '取消', reason: '航班调配' })).statusCode).toBe(200);
    expect(await statusNow()).toMatchObject({ status: '取消', gate: null });
    expect((await clear()).statusCode).toBe(200);
    expect((await statusNow()).status).toBe('计划');
  });

  it('refuses passengers, other posts, unknown flights and incomplete corrections', async () => {
    const asPassenger = await correct({ status: '取消' }, passenger);
    expect([asPassenger.statusCode, asPassenger.json().msg]).toEqual([403, '仅限工作人员操作']);
    const asService = await correct({ status: '取消' }, service);
    expect([asService.statusCode, asService.json().msg]).toEqual([403, '您的岗位无权进行此操作']);
    const noMinutes = await correct({ status: '延误' });
    expect(noMinutes.statusCode).toBe(400);
    expect(noMinutes.json().msg).toContain('延误需填写延误分钟数');
    const nothing = await correct({});
    expect(nothing.json().msg).toContain('请填写要更正的状态、延误时间或登机口');
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/admin/flight-ops',
      headers: ops.auth,
      payload: { flightNo: 'JC9999', flightDate: DAY, status: '取消' },
    });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '该日期没有这个航班']);
    // A day the calendar does not have, in every call that names a flight: 400, never a database error.
    const flightNo = flight.flightNo;
    for (const flightDate of ['2026-02-30', '2026-00-10', '5965-82-21']) {
      const calls = [
        app.inject({
          method: 'PUT',
          url: '/api/admin/flight-ops',
          headers: ops.auth,
          payload: { flightNo, flightDate, status: '取消' },
        }),
        app.inject({
          method: 'POST',
          url: '/api/admin/flight-ops/clear',
          headers: ops.auth,
          payload: { flightNo, flightDate },
        }),
        app.inject({
          method: 'GET',
          url: `/api/admin/flight-ops?flightNo=${flightNo}&flightDate=${flightDate}`,
          headers: ops.auth,
        }),
        app.inject({
          method: 'POST',
          url: '/api/v1/dynamic/follow',
          headers: passenger.auth,
          payload: { flightNo, flightDate },
        }),
        app.inject({
          method: 'POST',
          url: '/api/v1/dynamic/unfollow',
          headers: passenger.auth,
          payload: { flightNo, flightDate },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${flightDate} ${res.body}`).toBe(400);
        expect(res.json().msg).toMatch(/flightDate：航班日期格式需为YYYY-MM-DD$/);
      }
    }
  });

  it("sees another process's correction within a second of the clock", async () => {
    setTestClock(flight.scheduledDeparture.getTime() - 3 * HOUR);
    expect((await statusNow()).status).toBe('计划');
    // Written straight to the table, as another server process would.
    await app.db.execute(
      sql`INSERT INTO flight_ops_overrides (flight_no, flight_date, status, delay_minutes, updated_by, updated_at)
          VALUES (${flight.flightNo}, ${DAY}, '延误', 45, ${ops.user.id}, ${now()})`,
    );
    setTestClock(now().getTime() + 1_001);
    expect(await statusNow()).toMatchObject({ status: '延误', delayMinutes: 45 });
    await clear();
  });

  it('tells a follower once by SMS and e-mail when the flight is delayed, changes gate or is cancelled', async () => {
    setTestClock(flight.scheduledDeparture.getTime() - 5 * HOUR);
    await app.db.update(users).set({ email: 'traveller@example.com' }).where(eq(users.id, passenger.user.id));
    const followed = await app.inject({
      method: 'POST',
      url: '/api/v1/dynamic/follow',
      headers: passenger.auth,
      payload: key(),
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().data).toEqual([key()]);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/dynamic/follow',
      headers: passenger.auth,
      payload: { flightNo: 'JC9999', flightDate: DAY },
    });
    expect(unknown.statusCode).toBe(404);

    const sms: string[] = [];
    const mail: string[] = [];
    const send = {
      sms: async (phone: string, text: string) => void (phone === passenger.user.phone && sms.push(text)),
      mail: async (to: string, _subject: string, text: string) =>
        void (to === 'traveller@example.com' && mail.push(text)),
    };
    const pass = () => watchFlights(app.db, send, now());

    await pass();
    expect(sms).toEqual([]);

    await correct({ status: '延误', delayMinutes: 60, gate: 'A3' });
    await pass();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatch(
      new RegExp(`^【锦程航空】您关注的航班${flight.flightNo}（${DAY}）预计延误约60分钟`),
    );
    expect(mail).toEqual(sms);
    await pass();
    expect(sms).toHaveLength(1);

    await correct({ status: '延误', delayMinutes: 60, gate: 'C7' });
    await pass();
    expect(sms[1]).toContain('登机口变更为C7');

    await correct({ status: '取消' });
    await pass();
    expect(sms[2]).toContain('已取消');
    expect(sms).toHaveLength(3);

    // Unfollowed, the passenger hears nothing more.
    await app.inject({
      method: 'POST',
      url: '/api/v1/dynamic/unfollow',
      headers: passenger.auth,
      payload: key(),
    });
    await clear();
    await pass();
    expect(sms).toHaveLength(3);
    const list = await app.inject({
      method: 'POST',
      url: '/api/v1/dynamic/follows',
      headers: passenger.auth,
    });
    expect(list.json().data, list.body).toEqual([]);
  });
});
