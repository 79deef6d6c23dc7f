import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AccountMessages,
  BookingMessages,
  CheckInMessages,
  SearchMessages,
  type TicketApplyResult,
} from '@jc/shared';
import type { App } from '../../app';
import { dbKind, withSeedDayApp, expectError } from '#test/helper';
import {
  appointmentBody,
  bookOrder,
  createMember,
  findSelection,
  flightInventory,
  flightsOf,
  giveCoupon,
  liveTickets,
  partyFor,
  passengerFor,
  savePassenger,
  setSold,
  type BookOptions,
  type FoundSelection,
  type Member,
} from '#test/factories';
import { queryRows } from '../../db/client';
import { flashSalePurchases, flashSaleRoutes, orders, savedPassengers, userCoupons } from '../../db/schema';
import { chinaDate } from '../../lib/china-time';
import type { ManualClock } from '../../lib/clock';

const MINUTE = 60_000;
/** Chinese domestic fares: to the nearest 10 yuan, halves up. */
const tenYuan = (fen: number) => Math.round(fen / 1000) * 1000;

describe(`booking: apply and appointment (${dbKind()})`, () => {
  let app: App;
  let clock: ManualClock;
  let reset: () => void;
  withSeedDayApp((opened) => ({ app, clock, reset } = opened));

  const post = (url: string, member: Member | null, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...(member?.auth ?? {}), ...headers }, payload });
  const apply = async (found: FoundSelection, extra: object = {}, member: Member | null = null) => {
    const res = await post('/api/v2/ticket/apply', member, { ...found.selection, ...found.counts, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TicketApplyResult;
  };
  const appoint = (member: Member, body: object, headers: Record<string, string> = {}) =>
    post('/api/v2/ticket/appointment', member, body, headers);
  /** The appointment body for a selection with a new party of its counts. */
  const newPartyBody = (found: FoundSelection, options: BookOptions = {}) =>
    appointmentBody(found, partyFor(found.counts, found.travelDate), options);
  const countOrders = async (userId: number) =>
    (await app.db.select().from(orders).where(eq(orders.userId, userId))).length;

  /** The route's published fares and a class's percent, read from the seeded tables. */
  async function fareBasis(origin: string, destination: string, bookingClass: string) {
    const [row] = await queryRows<{ y: number; c: number; fuel: number; pct: number }>(
      app.db,
      sql`SELECT r.economy_fare AS y, r.business_fare AS c, r.fuel_surcharge AS fuel,
            (SELECT discount_percent FROM booking_classes WHERE code = ${bookingClass})::int AS pct
          FROM routes r WHERE r.origin = ${origin} AND r.destination = ${destination}`,
    );
    return row!;
  }

  /**
   * One passenger's fare and taxes on one segment, worked out here from the published rules:
   * adult the class fare; child and hero 50% of the full fare or the class fare if lower; infant
   * 10%; development fund ¥50 for adults and heroes; fuel full, half for a child, none for an infant.
   */
  function expected(basis: { y: number; c: number; fuel: number; pct: number }, cabin: string, type: string) {
    const full = cabin === 'Y' ? basis.y : basis.c;
    const adult = tenYuan((full * basis.pct) / 100);
    const fare =
      type === 'ADT' ? adult : type === 'INF' ? tenYuan(full * 0.1) : Math.min(tenYuan(full * 0.5), adult);
    const fund = type === 'ADT' || type === 'HERO' ? 5000 : 0;
    const fuel = type === 'INF' ? 0 : type === 'CHD' ? Math.round(basis.fuel / 200) * 100 : basis.fuel;
    return { fare, fund, fuel, total: fare + fund + fuel };
  }

  describe('the whole path', () => {
    it('prices apply and order exactly as the search did, and holds the seats in the class it picked', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      const [key] = flightsOf(found);
      const before = await flightInventory(app, key!);

      const applied = await apply(found, { expectedTotal: found.searchTotal });
      expect(applied.sellable).toBe(true);
      expect(applied.reason).toBeNull();
      expect(applied.priceChanged).toBe(false);
      expect(applied.total).toBe(found.searchTotal);
      expect(applied.passengers).toEqual(found.prices[0]!.passengers.map(({ taxes: _taxes, ...p }) => p));
      expect(applied.segments.map((s) => s.bookingClass)).toEqual(
        found.prices[0]!.classes.map((c) => c.bookingClass),
      );
      expect(applied.fareFamilies.map((f) => f.code)).toEqual(['STANDARD']);
      expect(applied.payMinutes).toBe(30);

      const passengers = partyFor(found.counts, found.travelDate);
      const res = await appoint(
        member,
        appointmentBody(found, passengers, { extra: { expectedAmount: found.searchTotal } }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const order = res.json().data;
      expect(order.amount).toBe(found.searchTotal);
      expect(order.status).toBe('PENDING_PAYMENT');
      // 30 minutes to pay, by the server's clock.
      expect(Date.parse(order.payDeadline)).toBe(clock.now().getTime() + 30 * MINUTE);
      expect(order.orderNo).toMatch(/^\d{8}[0-9A-Z]{10}$/);

      const after = await flightInventory(app, key!);
      const cls = applied.segments[0]!.bookingClass;
      expect(after.byClass.get(cls)!.sold).toBe(before.byClass.get(cls)!.sold + 1);
      expect(after.sold).toBe(before.sold + 1);
    });

    it('answers a changed price at apply, and refuses the order at the old amount with the new one, creating nothing', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct', familyCode: 'FLEX' });
      const applied = await apply(found, { expectedTotal: found.searchTotal - 1000 });
      expect(applied.priceChanged).toBe(true);
      const [key] = flightsOf(found);
      const before = await flightInventory(app, key!);
      const res = await appoint(
        member,
        newPartyBody(found, {
          extra: { expectedAmount: found.searchTotal - 1000 },
        }),
      );
      expectError(
        res,
        409,
        `${BookingMessages.priceChanged}（当前订单金额¥${(found.searchTotal / 100).toLocaleString('zh-CN')}）`,
      );
      expect(await countOrders(member.user.id)).toBe(0);
      expect((await flightInventory(app, key!)).sold).toBe(before.sold);
    });

    it('ignores every price, amount and fare the client sends', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      const passengers = partyFor(found.counts, found.travelDate).map((p) => ({ ...p, fare: 1, price: 1 }));
      const res = await appoint(
        member,
        appointmentBody(found, passengers, {
          extra: { amount: 1, amountTotal: 1, fareTotal: 1, price: 1, discount: 99999, couponAmount: 99999 },
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.amount).toBe(found.searchTotal);
      const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, res.json().data.orderNo));
      expect(row!.amountTotal).toBe(found.searchTotal);
      expect(row!.discountTotal).toBe(0);
    });
  });

  describe('what each passenger pays', () => {
    it('prices an adult, a child and an infant on a round trip with insurance and meals, to the fen', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'roundTrip', adultNum: 1, childNum: 1, infantNum: 1 });
      const applied = await apply(found);
      const [adult, child, infant] = partyFor(found.counts, found.travelDate);
      // Insurance for the adult and the infant on both segments; the adult's beef rice out, the
      // child's meal back (CTU–HGH is 160 minutes: meals are sold).
      adult!.insurance = ['AIR_ACCIDENT', 'FLIGHT_DELAY'];
      infant!.insurance = ['AIR_ACCIDENT'];
      adult!.meals = [{ segmentSeq: 0, mealCode: 'Y_BEEF_RICE' }];
      child!.meals = [{ segmentSeq: 1, mealCode: 'Y_KIDS' }];

      let fares = 0;
      let taxes = 0;
      for (const s of applied.segments) {
        const basis = await fareBasis(s.depAirport, s.arrAirport, s.bookingClass);
        for (const type of ['ADT', 'CHD', 'INF']) {
          const e = expected(basis, s.cabin, type);
          fares += e.fare;
          taxes += e.fund + e.fuel;
        }
      }
      expect(applied.fareTotal).toBe(fares);
      expect(applied.taxTotal).toBe(taxes);
      const insurance = 2 * (3000 + 2000) + 2 * 3000;
      const meals = 4500 + 3000;

      const res = await appoint(member, appointmentBody(found, [adult!, child!, infant!]));
      expect(res.statusCode, res.body).toBe(200);
      const { orderNo, amount } = res.json().data;
      expect(amount).toBe(fares + taxes + insurance + meals);

      const detail = (await post('/api/v2/order/detail', member, { orderNo })).json().data;
      expect(detail.fareTotal).toBe(fares);
      expect(detail.taxTotal).toBe(taxes);
      expect(detail.insuranceTotal).toBe(insurance);
      expect(detail.mealTotal).toBe(meals);
      expect(detail.discountTotal).toBe(0);
      expect(detail.charges.reduce((a: number, c: { amount: number }) => a + c.amount, 0)).toBe(amount);
      expect(detail.prices).toEqual(applied.passengers);
      // An infant pays no taxes: no lines of 0.
      const infantLines = detail.charges.filter((c: { passengerSeq: number }) => c.passengerSeq === 2);
      expect(infantLines.map((c: { kind: string }) => c.kind).sort()).toEqual([
        'FARE',
        'FARE',
        'INSURANCE',
        'INSURANCE',
      ]);
      expect(detail.passengers.map((p: { type: string }) => p.type)).toEqual(['ADT', 'CHD', 'INF']);
      // Two segments × three passengers; the infant takes no seat.
      expect(detail.tickets).toHaveLength(6);
      const [out] = flightsOf(found);
      expect((await liveTickets(app, out!)).get(applied.segments[0]!.bookingClass)).toBeGreaterThanOrEqual(2);
    });

    it('books a multi-leg trip, each leg from its own search, at the sum of its legs', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'multiLeg', adultNum: 2 });
      expect(found.selection.hasRt).toBe(2);
      expect(found.offers.map((o) => [o.segments[0]!.depAirport, o.segments.at(-1)!.arrAirport])).toEqual([
        ['CTU', 'HGH'],
        ['HGH', 'PEK'],
      ]);
      const booked = await bookOrder(app, member, { found });
      expect(booked.apply.total).toBe(found.searchTotal);
      expect(booked.amount).toBe(found.searchTotal);
      const detail = (await post('/api/v2/order/detail', member, { orderNo: booked.orderNo })).json().data;
      expect(detail.tripType).toBe(2);
      expect(detail.bookedSegments.map((s: { legIndex: number }) => s.legIndex)).toEqual([0, 1]);
      expect(detail.tickets).toHaveLength(4);
      // Legs out of order are not something the search offers.
      const reversed = { ...found.selection, legs: [...found.selection.legs].reverse() };
      const res = await appoint(
        member,
        appointmentBody({ ...found, selection: reversed }, partyFor(found.counts, found.travelDate)),
      );
      expectError(res, 400, BookingMessages.selectionInvalid);
    });

    it('prices a hero booking: each adult at the hero fare, with the certificate number required', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct', hero: true, adultNum: 2 });
      const applied = await apply(found);
      const s = applied.segments[0]!;
      const e = expected(await fareBasis(s.depAirport, s.arrAirport, s.bookingClass), s.cabin, 'HERO');
      expect(applied.passengers).toEqual([
        {
          type: 'HERO',
          count: 2,
          fare: e.fare,
          developmentFund: e.fund,
          fuelSurcharge: e.fuel,
          total: e.total,
          subtotal: 2 * e.total,
        },
      ]);
      expect(applied.total).toBe(found.searchTotal);

      const party = partyFor(found.counts, found.travelDate, true);
      const missing = await appoint(
        member,
        appointmentBody(found, [party[0]!, { ...party[1]!, heroCertNo: undefined }]),
      );
      expectError(missing, 400, BookingMessages.heroCertRequired);

      const res = await appoint(member, appointmentBody(found, party));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.amount).toBe(2 * e.total);
    });
  });

  describe('coupons', () => {
    it('takes a fixed coupon off the fares and spreads it over the tickets', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct', adultNum: 2 });
      const applied = await apply(found);
      const coupon = await giveCoupon(app, member.user.id, {
        couponType: 1,
        amount: 5000,
        limitAmount: applied.fareTotal,
      });
      const res = await appoint(member, newPartyBody(found, { userCouponId: coupon.id }));
      expect(res.statusCode, res.body).toBe(200);
      const { orderNo, amount } = res.json().data;
      expect(amount).toBe(applied.total - 5000);
      const detail = (await post('/api/v2/order/detail', member, { orderNo })).json().data;
      expect(detail.discountTotal).toBe(5000);
      expect(
        detail.charges
          .filter((c: { kind: string }) => c.kind === 'COUPON')
          .map((c: { amount: number }) => c.amount),
      ).toEqual([-2500, -2500]);
      const [used] = await app.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
      expect(used!.status).toBe('used');
      const byOrder = (await post('/api/v2/getCouponByOrder', member, { orderNo })).json().data;
      expect(byOrder).toMatchObject({
        id: coupon.id,
        discount: 5000,
        status: 'used',
        couponType: 1,
        couponAmount: 5000,
      });
    });

    it('takes a discount coupon’s share of the fares, to the whole yuan', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'connecting' });
      const applied = await apply(found);
      const coupon = await giveCoupon(app, member.user.id, { couponType: 2, amount: 95 });
      const payable = Math.round((applied.fareTotal * 95) / 10_000) * 100;
      const res = await appoint(member, newPartyBody(found, { userCouponId: coupon.id }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.amount).toBe(payable + applied.taxTotal);
    });

    it('refuses a coupon the fares do not reach (a fen short), and takes it at exactly the threshold', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      const applied = await apply(found);
      const short = await giveCoupon(app, member.user.id, {
        couponType: 1,
        amount: 3000,
        limitAmount: applied.fareTotal + 1,
      });
      const exact = await giveCoupon(app, member.user.id, {
        couponType: 1,
        amount: 2000,
        limitAmount: applied.fareTotal,
      });

      const list = await post('/api/v2/getOrderUseableCoupons', member, {
        ...found.selection,
        ...found.counts,
      });
      expect(list.statusCode, list.body).toBe(200);
      const { coupons, bestId } = list.json().data;
      expect(bestId).toBe(exact.id);
      expect(
        coupons.map((c: { id: number; usable: boolean; reason: string | null; discount: number }) => [
          c.id,
          c.usable,
          c.reason,
          c.discount,
        ]),
      ).toEqual([
        [exact.id, true, null, 2000],
        [short.id, false, `票价满${(applied.fareTotal + 1) / 100}元可用`, 0],
      ]);

      const refused = await appoint(member, newPartyBody(found, { userCouponId: short.id }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe(
        `${BookingMessages.couponUnusable}：票价满${(applied.fareTotal + 1) / 100}元可用`,
      );
      expect(await countOrders(member.user.id)).toBe(0);
      const ok = await appoint(member, newPartyBody(found, { userCouponId: exact.id }));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.amount).toBe(applied.total - 2000);
    });

    it('refuses a coupon that expired a minute ago and takes one that expires in a minute', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      const at = clock.now().getTime();
      const expired = await giveCoupon(app, member.user.id, {
        couponType: 1,
        amount: 1000,
        expiresAt: new Date(at - MINUTE),
      });
      const fresh = await giveCoupon(app, member.user.id, {
        couponType: 1,
        amount: 1000,
        expiresAt: new Date(at + MINUTE),
      });
      const refused = await appoint(member, newPartyBody(found, { userCouponId: expired.id }));
      expectError(refused, 409, `${BookingMessages.couponUnusable}：优惠券已过期`);
      const ok = await appoint(member, newPartyBody(found, { userCouponId: fresh.id }));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.amount).toBe(found.searchTotal - 1000);
    });

    it('refuses another member’s coupon and a coupon used already', async () => {
      const member = await createMember(app);
      const other = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      const theirs = await giveCoupon(app, other.user.id, { couponType: 1, amount: 1000 });
      const res = await appoint(member, newPartyBody(found, { userCouponId: theirs.id }));
      expectError(res, 409, BookingMessages.couponUnusable);
      const mine = await giveCoupon(app, member.user.id, { couponType: 1, amount: 1000 });
      await bookOrder(app, member, { found, userCouponId: mine.id });
      const again = await appoint(member, newPartyBody(found, { userCouponId: mine.id }));
      expectError(again, 409, `${BookingMessages.couponUnusable}：优惠券已使用或不可用`);
    });
  });

  describe('refusals', () => {
    let member: Member;
    let found: FoundSelection;
    beforeAll(async () => {
      reset();
      member = await createMember(app);
      found = await findSelection(app, { trip: 'direct', adultNum: 1, childNum: 1 });
    });
    const body = (passengers = partyFor(found.counts, found.travelDate), extra: object = {}) =>
      appointmentBody(found, passengers, { extra: extra as Record<string, unknown> });
    const refused = async (payload: object, status: number, msg: string) => {
      const res = await appoint(member, payload);
      expect(res.json(), JSON.stringify(payload).slice(0, 200)).toEqual({ code: status, msg });
      expect(res.statusCode).toBe(status);
    };

    it('refuses every passenger problem with its own message and creates nothing', async () => {
      const [a, c] = partyFor(found.counts, found.travelDate);
      await refused(
        { ...body(), passengers: [] },
        400,
        `请求内容字段 passengers：${BookingMessages.passengersRequired}`,
      );
      await refused(body([{ ...a!, name: '王' }, c!]), 400, CheckInMessages.chineseNameLength);
      await refused(body([{ ...a!, name: 'Wang王' }, c!]), 400, CheckInMessages.nameScript);
      await refused(
        body([{ ...a!, certNo: a!.certNo.slice(0, 17) + (a!.certNo[17] === '1' ? '2' : '1') }, c!]),
        400,
        AccountMessages.idCardChecksum,
      );
      await refused(
        body([{ ...a!, certType: '护照', certNo: 'E1' }, c!]),
        400,
        AccountMessages.passportFormat,
      );
      await refused(body([{ ...a!, phone: '12345' }, c!]), 400, CheckInMessages.phoneInvalid);
      await refused(
        body([a!, { ...c!, name: '王二小', certNo: a!.certNo, birthday: a!.birthday }]),
        400,
        BookingMessages.passengerDuplicate,
      );
      await refused(body([c!]), 400, SearchMessages.childrenPerAdult);
      await refused(
        body([a!, passengerFor('infant', found.travelDate), passengerFor('infant', found.travelDate)], {
          childNum: 0,
          infantNum: 2,
        }),
        400,
        SearchMessages.infantsPerAdult,
      );
      await refused(
        body(
          Array.from({ length: 6 }, () => passengerFor('adult', found.travelDate)),
          { adultNum: 6, childNum: 0 },
        ),
        400,
        SearchMessages.adultsMax,
      );
      await refused(
        body([a!, passengerFor('adult', found.travelDate)]),
        400,
        BookingMessages.passengerCountMismatch,
      );
      await refused(
        body([a!, { ...passengerFor('infant', found.travelDate), accompaniedBy: 1 }, c!], { infantNum: 1 }),
        400,
        BookingMessages.infantNeedsAdult,
      );
      await refused(body([{ ...a!, birthday: '1990-02-30' }, c!]), 400, AccountMessages.birthdayRequired);
      expect(await countOrders(member.user.id)).toBe(0);
    });

    it('refuses a bad contact, unaccepted terms, a selection the search does not offer, unknown extras', async () => {
      const [a, c] = partyFor(found.counts, found.travelDate);
      await refused(
        { ...body(), contact: { name: '张伟', phone: '1380013800' } },
        400,
        CheckInMessages.phoneInvalid,
      );
      await refused(
        { ...body(), contact: { name: ' ', phone: '13800138000' } },
        400,
        `请求内容字段 contact.name：${BookingMessages.contactNameRequired}`,
      );
      await refused(
        { ...body(), contact: { name: '张\u0007伟', phone: '13800138000' } },
        400,
        `请求内容字段 contact.name：${BookingMessages.contactNameRequired}`,
      );
      await refused(
        { ...body(), acceptTerms: false },
        400,
        `请求内容字段 acceptTerms：${BookingMessages.termsRequired}`,
      );
      const offerId = found.selection.legs[0]!.offerId;
      const invalid = `请求内容字段 legs.0.offerId：${BookingMessages.selectionInvalid}`;
      await refused({ ...body(), legs: [{ offerId: 'JC1001', familyCode: 'STANDARD' }] }, 400, invalid);
      await refused(
        { ...body(), legs: [{ offerId: 'JC1007@2026-02-30', familyCode: 'STANDARD' }] },
        400,
        BookingMessages.selectionInvalid,
      );
      await refused(
        { ...body(), legs: [{ offerId: 'JC9999@2026-01-01', familyCode: 'STANDARD' }] },
        400,
        BookingMessages.selectionInvalid,
      );
      await refused(
        { ...body(), legs: [{ offerId, familyCode: 'NOPE' }] },
        400,
        BookingMessages.selectionInvalid,
      );
      await refused({ ...body(), hasRt: 1 }, 400, BookingMessages.selectionInvalid);
      await refused(
        { ...body(), legs: [{ offerId: `${offerId}+${offerId}`, familyCode: 'STANDARD' }] },
        400,
        BookingMessages.selectionInvalid,
      );
      await refused(body([{ ...a!, insurance: ['NO_SUCH'] }, c!]), 400, BookingMessages.insuranceUnknown);
      await refused(
        body([{ ...a!, meals: [{ segmentSeq: 0, mealCode: 'C_CHINESE' }] }, c!]),
        400,
        BookingMessages.mealUnknown,
      );
      await refused(
        body([{ ...a!, meals: [{ segmentSeq: 3, mealCode: 'Y_KIDS' }] }, c!]),
        400,
        BookingMessages.mealUnknown,
      );
      await refused(
        body([
          {
            ...a!,
            meals: [
              { segmentSeq: 0, mealCode: 'Y_KIDS' },
              { segmentSeq: 0, mealCode: 'Y_BEEF_RICE' },
            ],
          },
          c!,
        ]),
        400,
        BookingMessages.mealOnePerSegment,
      );
      expect(await countOrders(member.user.id)).toBe(0);
    });

    it('asks a visitor to log in before an order, and refuses another account’s saved passenger with 404', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v2/ticket/appointment', payload: body() });
      expectError(res, 401, '请先登录');
      const other = await createMember(app);
      const [a, c] = partyFor(found.counts, found.travelDate);
      const theirs = await savePassenger(app, other.user.id, a!);
      await refused(body([{ ...a!, savedPassengerId: theirs.id }, c!]), 404, '乘机人不存在');
    });

    it('refuses meals on a flight too short for a meal service', async () => {
      const short = await findSelection(app, { trip: 'direct', dep: 'CTU', arr: 'CKG' });
      const [a] = partyFor(short.counts, short.travelDate);
      const res = await appoint(
        member,
        appointmentBody(short, [{ ...a!, meals: [{ segmentSeq: 0, mealCode: 'Y_BEEF_RICE' }] }]),
      );
      expectError(res, 400, BookingMessages.mealUnknown);
    });
  });

  describe('seats and sales', () => {
    it('stops selling 45 minutes before departure: a minute before the close it sells, a minute after it does not', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      const departure = Date.parse(`${found.offers[0]!.departure.replace(' ', 'T')}:00+08:00`);
      clock.set(departure - 46 * MINUTE);
      expect((await apply(found)).sellable).toBe(true);
      expect((await appoint(member, newPartyBody(found))).statusCode).toBe(200);
      clock.set(departure - 44 * MINUTE);
      const late = await apply(found);
      expect(late.sellable).toBe(false);
      expect(late.reason).toBe(BookingMessages.flightClosed);
      const res = await appoint(member, newPartyBody(found));
      expectError(res, 409, BookingMessages.flightClosed);
    });

    it('sells the last seat of a class and refuses the next with 售罄', async () => {
      const member = await createMember(app);
      const other = await createMember(app);
      const found = await findSelection(app, { trip: 'direct', familyCode: 'BUSINESS', daysAhead: 9 });
      const [key] = flightsOf(found);
      const j = (await flightInventory(app, key!)).byClass.get('J')!;
      await setSold(app, key!, 'J', j.bookingLimit - 1);

      // One seat left: a party of two is refused, a party of one gets it.
      const pair = { ...found, counts: { adultNum: 2, childNum: 0, infantNum: 0 } };
      const applied = await apply(pair);
      expect(applied.sellable).toBe(false);
      expect(applied.reason).toBe(BookingMessages.soldOut);
      const refusedPair = await appoint(
        member,
        appointmentBody(pair, partyFor(pair.counts, found.travelDate)),
      );
      expectError(refusedPair, 409, BookingMessages.soldOut);

      expect((await appoint(member, newPartyBody(found))).statusCode).toBe(200);
      const after = await flightInventory(app, key!);
      expect(after.byClass.get('J')!.sold).toBe(j.bookingLimit);
      const res = await appoint(other, newPartyBody(found));
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toContain('售罄');
      expect((await flightInventory(app, key!)).byClass.get('J')!.sold).toBe(j.bookingLimit);
    });

    it('lets an account hold 3 unpaid orders, not a fourth', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      for (let i = 0; i < 3; i++) await bookOrder(app, member, { found });
      const res = await appoint(member, newPartyBody(found));
      expectError(res, 409, BookingMessages.tooManyUnpaid);
      const told = await apply(found, {}, member);
      expect([told.sellable, told.reason]).toEqual([false, BookingMessages.tooManyUnpaid]);
      expect(BookingMessages.tooManyUnpaid).toBe('您有3笔待支付订单，请先支付或取消后再预订');
      expect(await countOrders(member.user.id)).toBe(3);
    });

    it('refuses the same passenger twice on one flight, until the first order is cancelled', async () => {
      const member = await createMember(app);
      const other = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      const first = await bookOrder(app, member, { found });
      const same = appointmentBody(found, first.passengers);
      const res = await appoint(other, same);
      expectError(res, 409, BookingMessages.alreadyHolding);
      // The certificate number in another case is the same person.
      const lower = appointmentBody(
        found,
        first.passengers.map((p) => ({ ...p, certNo: p.certNo.toLowerCase() })),
      );
      expect((await appoint(other, lower)).statusCode).toBe(409);
      const cancelled = await post('/api/v2/order/cancel', member, { orderNo: first.orderNo });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await appoint(other, same)).statusCode).toBe(200);
    });

    it.runIf(dbKind() === 'postgres')(
      'prices again from the locked seats when a class closes while the order is placed',
      async () => {
        const member = await createMember(app);
        const found = await findSelection(app, { trip: 'direct', daysAhead: 11 });
        const [key] = flightsOf(found);
        const applied = await apply(found);
        const cls = applied.segments[0]!.bookingClass;
        const inventory = await flightInventory(app, key!);
        const [ranks] = await queryRows<{ cheaper: string[] }>(
          app.db,
          sql`SELECT array_agg(code::text) AS cheaper FROM booking_classes
              WHERE cabin = 'Y' AND rank > (SELECT rank FROM booking_classes WHERE code = ${cls})`,
        );
        const soldBelow = ranks!.cheaper.reduce((a, c) => a + (inventory.byClass.get(c)?.sold ?? 0), 0);

        // Another sale holds the flight's seats while this order is written, then closes its class.
        let close!: () => void;
        const closing = new Promise<void>((resolve) => (close = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const other = app.db.transaction(async (tx) => {
          await tx.execute(
            sql`SELECT 1 FROM flight_inventory WHERE instance_id = ${inventory.id} FOR UPDATE`,
          );
          locked();
          await closing;
          await tx.execute(
            sql`UPDATE flight_inventory SET sold = booking_limit - ${soldBelow}
                WHERE instance_id = ${inventory.id} AND class_code = ${cls}`,
          );
        });
        await isLocked;
        const placing = appoint(
          member,
          newPartyBody(found, {
            extra: { expectedAmount: applied.total },
          }),
        );
        // Wait until the order waits for the seats' locks, then let the other sale commit.
        for (let i = 0; i < 100; i++) {
          const [waiting] = await queryRows<{ n: number }>(
            app.db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (waiting!.n > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        close();
        await other;
        const res = await placing;
        const now = await apply(found);
        expect(now.segments[0]!.bookingClass).not.toBe(cls);
        expect(now.total).toBeGreaterThan(applied.total);
        expectError(
          res,
          409,
          `${BookingMessages.priceChanged}（当前订单金额¥${(now.total / 100).toLocaleString('zh-CN')}）`,
        );
        expect(await countOrders(member.user.id)).toBe(0);
        // Without the amount it is placed at the new class and price.
        const again = await appoint(member, newPartyBody(found));
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json().data.amount).toBe(now.total);
      },
    );

    it.runIf(dbKind() === 'postgres')(
      'refuses the same passenger on one flight through two appointments at once: one order, one 409',
      async () => {
        const found = await findSelection(app, { trip: 'direct' });
        for (let round = 0; round < 5; round++) {
          const [a, b] = [await createMember(app), await createMember(app)];
          const party = partyFor(found.counts, found.travelDate);
          const answers = await Promise.all([
            appoint(a, appointmentBody(found, party)),
            appoint(b, appointmentBody(found, party)),
          ]);
          expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
          expect(answers.find((r) => r.statusCode === 409)!.json().msg).toBe(BookingMessages.alreadyHolding);
        }
      },
    );
  });

  describe('Idempotency-Key on appointment', () => {
    it('answers a repeat with the first order and refuses the key with another body', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct' });
      const payload = newPartyBody(found);
      const key = { 'idempotency-key': 'booking-0001-abcdef' };
      const first = await appoint(member, payload, key);
      expect(first.statusCode, first.body).toBe(200);
      const again = await appoint(member, payload, key);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await countOrders(member.user.id)).toBe(1);
      const other = await appoint(member, newPartyBody(found), key);
      expectError(other, 409, BookingMessages.idempotencyConflict);
      const bad = await appoint(member, payload, { 'idempotency-key': 'x'.repeat(65) });
      expectError(bad, 400, BookingMessages.idempotencyKeyInvalid);
      expect(await countOrders(member.user.id)).toBe(1);
    });

    it.runIf(dbKind() === 'postgres')(
      'places one order for two appointments sent at once with one key',
      async () => {
        const member = await createMember(app);
        const found = await findSelection(app, { trip: 'direct' });
        const payload = newPartyBody(found);
        const key = { 'idempotency-key': 'booking-0002-abcdef' };
        const [a, b] = await Promise.all([appoint(member, payload, key), appoint(member, payload, key)]);
        expect(a.statusCode).toBe(200);
        expect(b.json()).toEqual(a.json());
        expect(await countOrders(member.user.id)).toBe(1);
      },
    );
  });

  describe('saved passengers', () => {
    it('books a saved passenger and saves a typed one when asked, once', async () => {
      const member = await createMember(app);
      const found = await findSelection(app, { trip: 'direct', adultNum: 2 });
      const [saved, typed] = partyFor(found.counts, found.travelDate);
      const row = await savePassenger(app, member.user.id, saved!);
      await bookOrder(app, member, {
        found,
        passengers: [
          { ...saved!, savedPassengerId: row.id },
          { ...typed!, save: true },
        ],
      });
      const list = await app.db
        .select()
        .from(savedPassengers)
        .where(eq(savedPassengers.userId, member.user.id));
      expect(list.map((p) => p.certNo).sort()).toEqual([saved!.certNo, typed!.certNo].sort());
      // Saving again a passenger already saved adds nothing.
      const later = await findSelection(app, { trip: 'direct', daysAhead: 8 });
      await bookOrder(app, member, { found: later, passengers: [{ ...typed!, save: true }] });
      expect(
        await app.db.select().from(savedPassengers).where(eq(savedPassengers.userId, member.user.id)),
      ).toHaveLength(2);
    });
  });

  describe('flash sales', () => {
    /** Days from the clock's China date to a date. */
    const daysAfter = (date: string) =>
      Math.round((Date.parse(date) - Date.parse(chinaDate(clock.now()))) / 86_400_000);

    async function ongoingRoute() {
      const [route] = await queryRows<{
        id: number;
        travelTo: string;
        dep: string;
        arr: string;
        travelFrom: string;
        price: number;
        limit: number;
      }>(
        app.db,
        sql`SELECT r.id, r.dep_code::text AS dep, r.arr_code::text AS arr, r.travel_from::text AS "travelFrom", r.travel_to::text AS "travelTo",
              r.special_price AS price, r.per_user_limit AS limit
            FROM flash_sale_routes r JOIN flash_sale_subjects s ON s.id = r.subject_id
            WHERE s.starts_at <= ${clock.now().toISOString()}::timestamptz AND s.ends_at > ${clock.now().toISOString()}::timestamptz
              AND r.per_user_limit >= 2 AND r.stock_sold + 5 <= r.stock_total AND r.cabin = 'Y'
            ORDER BY r.id LIMIT 1`,
      );
      return route!;
    }

    /** A direct 特惠经济 selection on the campaign route's flight `daysAhead` days after the clock's date. */
    const onRoute = (
      route: { dep: string; arr: string },
      daysAhead: number,
      extra: { adultNum?: number } = {},
    ) =>
      findSelection(app, {
        trip: 'direct',
        dep: route.dep,
        arr: route.arr,
        daysAhead,
        familyCode: 'SAVER',
        ...extra,
      });

    it('sells at the special price from the stock, within the account’s limit, and gives the stock back on cancel', async () => {
      const member = await createMember(app);
      const route = await ongoingRoute();
      const found = await onRoute(route, daysAfter(route.travelFrom) + 3, { adultNum: 2 });
      const applied = await apply(found, { flashSaleRouteId: route.id }, member);
      expect(applied.sellable, applied.reason ?? '').toBe(true);
      const normal = await apply(found);
      const adult = normal.passengers[0]!;
      const flashFare = Math.min(adult.fare, route.price);
      expect(applied.passengers[0]).toEqual({
        ...adult,
        fare: flashFare,
        total: flashFare + adult.developmentFund + adult.fuelSurcharge,
        subtotal: 2 * (flashFare + adult.developmentFund + adult.fuelSurcharge),
      });
      expect(applied.flashSale).toMatchObject({ routeId: route.id, perUserLeft: route.limit });
      const [stockBefore] = await app.db
        .select()
        .from(flashSaleRoutes)
        .where(eq(flashSaleRoutes.id, route.id));

      const coupon = await giveCoupon(app, member.user.id, { couponType: 1, amount: 1000 });
      const withCoupon = await appoint(
        member,
        newPartyBody(found, {
          flashSaleRouteId: route.id,
          userCouponId: coupon.id,
        }),
      );
      expectError(withCoupon, 400, BookingMessages.flashSaleNoCoupon);

      const booked = await bookOrder(app, member, { found, flashSaleRouteId: route.id });
      expect(booked.amount).toBe(applied.total);
      const [stockAfter] = await app.db
        .select()
        .from(flashSaleRoutes)
        .where(eq(flashSaleRoutes.id, route.id));
      expect(stockAfter!.stockSold).toBe(stockBefore!.stockSold + 2);
      const purchases = await app.db
        .select()
        .from(flashSalePurchases)
        .where(and(eq(flashSalePurchases.routeId, route.id), eq(flashSalePurchases.userId, member.user.id)));
      expect(purchases).toHaveLength(1);
      expect(purchases[0]!.quantity).toBe(2);
      const [orderRow] = await app.db.select().from(orders).where(eq(orders.orderNo, booked.orderNo));
      expect(purchases[0]!.orderId).toBe(orderRow!.id);

      const one = { ...found, counts: { adultNum: 1, childNum: 0, infantNum: 0 } };
      const limited = await appoint(member, newPartyBody(one, { flashSaleRouteId: route.id }));
      expectError(limited, 409, BookingMessages.flashSaleLimit);
      expect((await apply(one, { flashSaleRouteId: route.id }, member)).reason).toBe(
        BookingMessages.flashSaleLimit,
      );

      expect((await post('/api/v2/order/cancel', member, { orderNo: booked.orderNo })).statusCode).toBe(200);
      const [stockBack] = await app.db.select().from(flashSaleRoutes).where(eq(flashSaleRoutes.id, route.id));
      expect(stockBack!.stockSold).toBe(stockBefore!.stockSold);
      const [purchase] = await app.db
        .select()
        .from(flashSalePurchases)
        .where(eq(flashSalePurchases.id, purchases[0]!.id));
      expect(purchase!.cancelledAt).not.toBeNull();
      expect((await appoint(member, newPartyBody(one, { flashSaleRouteId: route.id }))).statusCode).toBe(200);
    });

    it('refuses a flight outside the route or its travel window, and a campaign that is over', async () => {
      const member = await createMember(app);
      const route = await ongoingRoute();
      const other = await findSelection(app, { trip: 'direct', familyCode: 'SAVER' });
      const res = await appoint(member, newPartyBody(other, { flashSaleRouteId: route.id }));
      expectError(res, 400, BookingMessages.selectionInvalid);
      // The day after the travel window ends (a date the other tests' clock moves never pass).
      const late = await onRoute(route, daysAfter(route.travelTo) + 1);
      const outside = await appoint(member, newPartyBody(late, { flashSaleRouteId: route.id }));
      expectError(outside, 400, BookingMessages.selectionInvalid);

      const found = await onRoute(route, daysAfter(route.travelFrom) + 3);
      const [subject] = await queryRows<{ ends: Date }>(
        app.db,
        sql`SELECT s.ends_at AS ends FROM flash_sale_subjects s JOIN flash_sale_routes r ON r.subject_id = s.id WHERE r.id = ${route.id}`,
      );
      clock.set(new Date(subject!.ends).getTime() - MINUTE);
      expect((await apply(found, { flashSaleRouteId: route.id }, member)).sellable).toBe(true);
      clock.set(new Date(subject!.ends).getTime() + MINUTE);
      expect((await apply(found, { flashSaleRouteId: route.id }, member)).reason).toBe(
        BookingMessages.flashSaleNotOn,
      );
      const over = await appoint(member, newPartyBody(found, { flashSaleRouteId: route.id }));
      expectError(over, 409, BookingMessages.flashSaleNotOn);
    });
  });

  it('answers garbage on every booking and order route with a 4xx in the envelope', async () => {
    const member = await createMember(app);
    const routes = [
      '/api/v2/ticket/apply',
      '/api/v2/ticket/appointment',
      '/api/v1/insure/config/list',
      '/api/v2/meal/query',
      '/api/v2/getOrderUseableCoupons',
      '/api/v2/order/list',
      '/api/v2/order/detail',
      '/api/v2/order/cancel',
      '/api/v2/order/status',
      '/api/v2/order/available',
      '/api/v2/getCouponByOrder',
    ];
    const long = 'x'.repeat(5000);
    const garbage: unknown[] = [
      'null',
      '[]',
      '"text"',
      '{"legs":"x"}',
      { hasRt: 0, legs: [{ offerId: 'JC1007@2026-12-01', familyCode: 'STANDARD' }], adultNum: 1e12 },
      { hasRt: 9, legs: Array(50).fill({ offerId: long, familyCode: long }) },
      { hasRt: 0, legs: [{ offerId: 'JC1007@9999-12-31', familyCode: 'SAVER' }], flashSaleRouteId: 2 ** 40 },
      { segments: [{ flightNo: 'JC1007', flightDate: '0000-00-00', cabin: 'F' }] },
      { orderNo: long },
      { orderNo: 'ABCDEFGH\u0000' },
      { status: 'PAID', pageNum: -1, pageSize: 1e9 },
      { passengers: [{ name: '\u0007', certType: '身份证', certNo: long, birthday: '1990-01-01' }] },
    ];
    for (const url of routes) {
      for (const body of garbage) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...member.auth, 'content-type': 'application/json' },
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        });
        const text = `${url} ${JSON.stringify(body).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode, text).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(Object.keys(res.json()).sort(), text).toEqual(['code', 'msg']);
          expect(res.json().msg, text).toMatch(/[\u4e00-\u9fa5]/);
        }
      }
    }
  });

  describe('insurance and meals on offer', () => {
    it('lists the insurance products with prices in fen', async () => {
      const res = await post('/api/v1/insure/config/list', null, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((p: { code: string; price: number }) => [p.code, p.price])).toEqual([
        ['AIR_ACCIDENT', 3000],
        ['FLIGHT_DELAY', 2000],
        ['REFUND_COVER', 2500],
        ['BAGGAGE_COVER', 1000],
      ]);
    });

    it('offers no meal under 90 minutes in economy, paid meals above, and business its free menu', async () => {
      // CTU–CKG 55 minutes, XIY–PEK 110, CTU–HGH 160.
      const short = await findSelection(app, { trip: 'direct', dep: 'CTU', arr: 'CKG' });
      const medium = await findSelection(app, { trip: 'direct', dep: 'XIY', arr: 'PEK' });
      const long = await findSelection(app, { trip: 'direct' });
      const seg = (f: FoundSelection, cabin: 'C' | 'Y') => ({
        flightNo: f.offers[0]!.segments[0]!.flightNo,
        flightDate: f.offers[0]!.segments[0]!.flightDate,
        cabin,
      });
      const res = await post('/api/v2/meal/query', null, {
        segments: [seg(short, 'Y'), seg(medium, 'Y'), seg(long, 'Y'), seg(short, 'C')],
      });
      expect(res.statusCode, res.body).toBe(200);
      const [a, b, c, d] = res.json().data;
      expect(a.options).toEqual([]);
      expect(a.included).toBeNull();
      expect(b.options.map((m: { code: string }) => m.code)).toEqual([
        'Y_BEEF_RICE',
        'Y_CHICKEN_NOODLE',
        'Y_VEGETARIAN',
        'Y_KIDS',
      ]);
      expect(b.options[0]).toMatchObject({
        name: '红烧牛肉饭',
        price: 4500,
        image: '/images/meals/beef-rice.svg',
      });
      expect(c.options.map((m: { code: string }) => m.code)).toEqual([
        'Y_BEEF_RICE',
        'Y_CHICKEN_NOODLE',
        'Y_VEGETARIAN',
        'Y_KIDS',
        'Y_SET_MENU',
      ]);
      expect(d.included).toBe('公务舱免费餐食，可预选中式、西式或素食');
      expect(d.options.every((m: { price: number }) => m.price === 0)).toBe(true);
      for (const flightDate of ['2026-01-01', '2026-02-30', '9999-99-99']) {
        const unknown = await post('/api/v2/meal/query', null, {
          segments: [{ flightNo: 'JC9999', flightDate }],
        });
        expectError(unknown, 404, '未找到该航班');
      }
    });
  });
});
