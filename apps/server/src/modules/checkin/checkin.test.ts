import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CheckInServiceMessages as M,
  flightOpsPlan,
  type BoardingPass,
  type CheckInSegment,
} from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, dbKind } from '#test/helper';
import { setTestClock } from '#test/clock';
import {
  bookOrder,
  createMember,
  findSelection,
  type BookOptions,
  type FoundSelection,
  type Member,
} from '#test/factories';
import { payAndTicket } from '#test/support/payments';
import { orderSegments, seatCoupons, tickets } from '../../db/schema';
import { now } from '../../lib/clock';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe(`online check-in (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let stranger: Member;
  /** Flights already used by a test, so each test has a flight of its own. */
  const used = new Set<string>();
  let start: Date;

  beforeAll(async () => {
    app = await buildTestApp();
    member = await createMember(app);
    stranger = await createMember(app);
    start = now();
    return () => app.close();
  });

  interface Trip {
    orderNo: string;
    flightNo: string;
    flightDate: string;
    departure: Date;
    found: FoundSelection;
    passengers: { name: string; certNo: string; ticketNo: string }[];
  }

  /**
   * A paid order on a flight the simulator keeps on time (so its departure is the scheduled one),
   * on a flight no other test of this file uses.
   */
  async function ticketed(options: BookOptions = {}, who: Member = member): Promise<Trip> {
    setTestClock(start);
    const avoid = new Set(used);
    for (;;) {
      const found = await findSelection(app, { familyCode: 'STANDARD', daysAhead: 5, ...options, avoid });
      const offer = found.offers[0]!.segments[0]!;
      const key = `${offer.flightNo}@${found.travelDate}`;
      if (flightOpsPlan(offer.flightNo, found.travelDate) !== 'onTime') {
        avoid.add(key);
        continue;
      }
      used.add(key);
      const booked = await bookOrder(app, who, { ...options, found });
      const order = await payAndTicket(app, who.auth, booked.orderNo);
      const rows = await app.db
        .select({ ticketNo: tickets.ticketNo, passengerId: tickets.passengerId, seg: orderSegments })
        .from(tickets)
        .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
        .where(eq(tickets.orderId, order.id))
        .orderBy(tickets.passengerId);
      return {
        orderNo: booked.orderNo,
        flightNo: rows[0]!.seg.flightNo,
        flightDate: rows[0]!.seg.flightDate,
        departure: rows[0]!.seg.departure,
        found,
        passengers: booked.passengers.map((p, i) => ({
          name: p.name,
          certNo: p.certNo.toUpperCase(),
          ticketNo: rows[i]!.ticketNo!,
        })),
      };
    }
  }

  const call = (url: string, payload: object, who: Member = member) =>
    app.inject({ method: 'POST', url, headers: who.auth, payload });
  const at = (trip: Trip, before: number) => setTestClock(trip.departure.getTime() - before);
  const form = (trip: Trip, i = 0) => ({
    name: trip.passengers[i]!.name,
    certNo: trip.passengers[i]!.certNo,
    phone: '13800138000',
    flightNo: trip.flightNo,
    ticketNo: trip.passengers[i]!.ticketNo,
  });
  const segments = async (trip: Trip, who: Member = member) => {
    const res = await call('/api/v1/checkin/order', { orderNo: trip.orderNo }, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as CheckInSegment[];
  };
  const confirm = (ticketNo: string, seat: string, who: Member = member) =>
    call('/api/v1/checkin/confirm', { ticketNo, seat }, who);
  const refusal = (res: { statusCode: number; json: () => { msg: string } }) => [
    res.statusCode,
    res.json().msg,
  ];

  it('opens 24 hours and closes 45 minutes before departure, one minute each side', async () => {
    const trip = await ticketed();
    const stateAt = async (before: number) => {
      at(trip, before);
      const [s] = await segments(trip);
      return [s!.state, s!.reason];
    };
    expect(await stateAt(24 * HOUR + MIN)).toEqual(['notOpen', M.notOpen]);
    expect(await stateAt(24 * HOUR - MIN)).toEqual(['open', null]);
    expect(await stateAt(46 * MIN)).toEqual(['open', null]);
    expect(await stateAt(44 * MIN)).toEqual(['closed', M.closed]);

    at(trip, 24 * HOUR + MIN);
    expect(refusal(await confirm(trip.passengers[0]!.ticketNo, '35C'))).toEqual([409, M.notOpen]);
    at(trip, 44 * MIN);
    expect(refusal(await confirm(trip.passengers[0]!.ticketNo, '35C'))).toEqual([409, M.closed]);
  });

  it('finds a ticket by the form only when every field matches, and then lets that account check it in', async () => {
    const trip = await ticketed();
    at(trip, 3 * HOUR);
    const found = await call('/api/v1/checkin/lookup', form(trip), stranger);
    expect(found.statusCode, found.body).toBe(200);
    const [segment] = found.json().data.items as CheckInSegment[];
    expect(segment).toMatchObject({
      orderNo: trip.orderNo,
      ticketNo: trip.passengers[0]!.ticketNo,
      passengerName: trip.passengers[0]!.name,
      flightNo: trip.flightNo,
      cabinName: '经济舱',
      ticketStatus: '未使用',
      state: 'open',
      seat: null,
    });
    expect(segment!.certNo).not.toBe(trip.passengers[0]!.certNo);

    for (const wrong of [
      { name: '王某某' },
      { certNo: 'E99999999' },
      { phone: '13900000000' },
      { flightNo: 'JC9999' },
    ]) {
      const res = await call('/api/v1/checkin/lookup', { ...form(trip), ...wrong }, stranger);
      expect(refusal(res)).toEqual([404, M.ticketNotFound]);
    }
    const bad = await call('/api/v1/checkin/lookup', { ...form(trip), ticketNo: '12345' }, stranger);
    expect(refusal(bad)).toEqual([400, '请求内容字段 ticketNo：票号格式需为929开头的13位纯数字组成！']);

    // The stranger found it with the form, so may check it in; a third account may not.
    const third = await createMember(app);
    expect(refusal(await call('/api/v1/checkin/seatMap', { ticketNo: segment!.ticketNo }, third))).toEqual([
      404,
      M.ticketNotFound,
    ]);
    const pass = await confirm(segment!.ticketNo, '36D', stranger);
    expect(pass.statusCode, pass.body).toBe(200);
    expect(refusal(await call('/api/v1/checkin/order', { orderNo: trip.orderNo }, third))[0]).toBe(404);
  });

  it('gives a boarding pass with seat, gate, boarding time and QR, marks the ticket and takes the seat', async () => {
    const trip = await ticketed();
    at(trip, 2 * HOUR);
    const ticketNo = trip.passengers[0]!.ticketNo;
    const res = await confirm(ticketNo, '35c');
    expect(res.statusCode, res.body).toBe(200);
    const pass = res.json().data as BoardingPass;
    expect(pass).toMatchObject({
      ticketNo,
      passengerName: trip.passengers[0]!.name,
      flightNo: trip.flightNo,
      flightDate: trip.flightDate,
      seat: '35C',
      cabinName: '经济舱',
      sequence: 1,
    });
    const dep = new Date(trip.departure.getTime() - 40 * MIN + 8 * HOUR).toISOString();
    expect(pass.boardingTime).toBe(`${dep.slice(0, 10)} ${dep.slice(11, 16)}`);
    expect(pass.qrText).toContain(`|${ticketNo}|${trip.flightNo}|`);
    expect(pass.qrPng).toMatch(/^data:image\/png;base64,/);

    const [seg] = await segments(trip);
    expect(seg).toMatchObject({ state: 'checkedIn', seat: '35C', ticketStatus: '已值机' });
    const [ticket] = await app.db.select().from(tickets).where(eq(tickets.ticketNo, ticketNo));
    expect(ticket!.status).toBe('CHECKED_IN');

    const again = await call('/api/v1/checkin/boardingPass', { ticketNo });
    expect(again.json().data).toMatchObject({ boardingPassNo: pass.boardingPassNo, seat: '35C' });
    expect(refusal(await confirm(ticketNo, '36C'))).toEqual([409, M.alreadyCheckedIn]);
    // Refunds refuse a checked-in ticket.
    const refund = await call('/api/v2/order/refund/apply', { orderNo: trip.orderNo, ticketNos: [ticketNo] });
    expect(refund.statusCode).toBe(409);

    const map = await call('/api/v1/checkin/seatMap', { ticketNo });
    const seat = (code: string) =>
      (map.json().data.rows as { seats: ({ seat: string; state: string } | null)[] }[])
        .flatMap((r) => r.seats)
        .find((s) => s?.seat === code);
    expect(seat('35C')!.state).toBe('mine');
    expect(seat('35D')!.state).toBe('free');
  });

  it('lets exactly one of ten passengers take a seat they all ask for at once', async () => {
    const first = await ticketed({ adultNum: 5 });
    const booked = await bookOrder(app, stranger, { adultNum: 5, found: first.found });
    const order = await payAndTicket(app, stranger.auth, booked.orderNo);
    const others = await app.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    at(first, 3 * HOUR);
    const attempts = [
      ...first.passengers.map((p) => confirm(p.ticketNo, '40A')),
      ...others.map((t) => confirm(t.ticketNo!, '40A', stranger)),
    ];
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(refusal(r)).toEqual([409, M.seatTaken]);
  });

  it('refuses an exit row to a child and to an adult with an infant, and a seat of another cabin', async () => {
    const family = await ticketed({ adultNum: 1, childNum: 1 });
    at(family, 3 * HOUR);
    // Row 42 or 43 is an exit row on every economy aircraft of the fleet; find one on this map.
    const map = await call('/api/v1/checkin/seatMap', { ticketNo: family.passengers[1]!.ticketNo });
    const rows = map.json().data.rows as { row: number; exit: boolean; cabin: string }[];
    const exitRow = rows.find((r) => r.exit)!.row;
    expect(refusal(await confirm(family.passengers[1]!.ticketNo, `${exitRow}A`))).toEqual([
      409,
      M.exitRowChild,
    ]);
    expect(refusal(await confirm(family.passengers[0]!.ticketNo, '1A'))).toEqual([400, M.seatWrongCabin]);
    expect(refusal(await confirm(family.passengers[0]!.ticketNo, '99A'))).toEqual([400, M.seatUnknown]);
    // The adult of this order travels without an infant: the exit row is theirs (with a coupon: exit rows are paid).
    await app.db.insert(seatCoupons).values({ userId: member.user.id, createdAt: now() });
    expect((await confirm(family.passengers[0]!.ticketNo, `${exitRow}C`)).statusCode).toBe(200);

    const withInfant = await ticketed({ adultNum: 1, infantNum: 1 });
    at(withInfant, 3 * HOUR);
    const [adult, infant] = await segments(withInfant);
    expect(infant).toMatchObject({ passengerType: 'INF', state: 'unavailable', reason: M.infantWithAdult });
    expect(adult!.infantName).toBe(withInfant.passengers[1]!.name);
    expect(refusal(await confirm(adult!.ticketNo, `${exitRow}A`))).toEqual([409, M.exitRowInfant]);
    // The infant checks in with the adult and appears on the adult's pass.
    const pass = await confirm(adult!.ticketNo, '37A');
    expect(pass.json().data.infantName).toBe(withInfant.passengers[1]!.name);
    const after = await segments(withInfant);
    expect(after.map((s) => s.ticketStatus)).toEqual(['已值机', '已值机']);
  });

  it('asks a coupon for a paid seat, spends it, and gives seat and coupon back on cancel', async () => {
    const trip = await ticketed();
    at(trip, 3 * HOUR);
    const ticketNo = trip.passengers[0]!.ticketNo;
    await app.db.delete(seatCoupons).where(eq(seatCoupons.userId, member.user.id));
    // The first three economy rows (31-33) are sold as paid seats.
    expect(refusal(await confirm(ticketNo, '31A'))).toEqual([409, M.couponRequired]);
    const map = await call('/api/v1/checkin/seatMap', { ticketNo });
    const first = (
      map.json().data.rows as { row: number; seats: ({ paid: boolean; refusal: string | null } | null)[] }[]
    ).find((r) => r.row === 31)!;
    expect(first.seats[0]).toMatchObject({ paid: true, refusal: M.couponRequired });

    const [coupon] = await app.db
      .insert(seatCoupons)
      .values({ userId: member.user.id, createdAt: now() })
      .returning();
    expect((await confirm(ticketNo, '31A')).statusCode).toBe(200);
    let [row] = await app.db.select().from(seatCoupons).where(eq(seatCoupons.id, coupon!.id));
    expect(row).toMatchObject({ status: 'USED', ticketId: expect.any(Number) });

    const cancelled = await call('/api/v1/checkin/cancel', { ticketNo });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ state: 'open', seat: null, ticketStatus: '未使用' });
    [row] = await app.db.select().from(seatCoupons).where(eq(seatCoupons.id, coupon!.id));
    expect(row).toMatchObject({ status: 'UNUSED', ticketId: null });
    // The seat is free again: another check-in may take it.
    expect((await confirm(ticketNo, '31A')).statusCode).toBe(200);
    expect(refusal(await call('/api/v1/checkin/cancel', { ticketNo }, stranger))).toEqual([
      404,
      M.ticketNotFound,
    ]);

    at(trip, 44 * MIN);
    expect(refusal(await call('/api/v1/checkin/cancel', { ticketNo }))).toEqual([409, M.cancelClosed]);
  });

  it('checks in a group of one order all together, or none of them', async () => {
    const trip = await ticketed({ adultNum: 3 });
    at(trip, 3 * HOUR);
    const [a, b, c] = trip.passengers;
    /** The group check-in of these passengers, each with the seat asked for. */
    const group = (...seats: [{ ticketNo: string }, string][]) =>
      call('/api/v1/checkin/group', {
        orderNo: trip.orderNo,
        seats: seats.map(([p, seat]) => ({ ticketNo: p.ticketNo, seat })),
      });

    expect(refusal(await group([a!, '38A'], [b!, '38A']))).toEqual([400, M.groupDuplicateSeat]);
    // c takes 38C alone; a group asking for it fails and checks in nobody.
    expect((await confirm(c!.ticketNo, '38C')).statusCode).toBe(200);
    expect(refusal(await group([a!, '38A'], [b!, '38C']))).toEqual([409, M.seatTaken]);
    expect((await segments(trip)).map((s) => s.state)).toEqual(['open', 'open', 'checkedIn']);

    const res = await group([a!, '38A'], [b!, '38B']);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data.passes as BoardingPass[]).map((p) => p.seat)).toEqual(['38A', '38B']);
    expect(refusal(await group([a!, '39A']))).toEqual([409, M.alreadyCheckedIn]);
    // Another account's order is not found.
    const theirs = await call(
      '/api/v1/checkin/group',
      { orderNo: trip.orderNo, seats: [{ ticketNo: a!.ticketNo, seat: '39A' }] },
      stranger,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('needs a signed-in account', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/checkin/order',
      payload: { orderNo: 'JC12345678' },
    });
    expect(res.statusCode).toBe(401);
  });
});
