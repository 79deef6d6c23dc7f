import { sql } from 'drizzle-orm';
import { setTestClock, resetTestClock } from '#test/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TicketQueryResponse,
  TransferTagResponse,
  type FlightOffer,
  type OfferPrice,
  type TicketQueryResult,
} from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, dbKind, expectError } from '#test/helper';
import { queryRows } from '../../db/client';
import { addDays, chinaToday, now } from '../../lib/clock';
import { StaleCacheError, type IndexedFlight } from './flight-cache';

/** docs/rules.md written out again, independently of the shared rules: half up to 10 yuan. */
const tenYuan = (fullFare: number, percent: number) => Math.round((fullFare * percent) / 100 / 1000) * 1000;

type FlightRow = IndexedFlight & { arrivalMs: number };

interface RouteFares {
  economyFare: number;
  businessFare: number;
  fuelSurcharge: number;
}

type Party = { adultNum?: number; childNum?: number; infantNum?: number; hero?: boolean };

const ALL_FOUR_TAGS = ['中转', '行李直挂', '通程值机', '同机场换乘'];

describe(`flight search (${dbKind()})`, () => {
  let app: App;
  let closed = false;
  const today = () => chinaToday();

  beforeAll(async () => {
    app = await buildTestApp();
    await app.flightSearch.start();
  });
  afterAll(async () => {
    if (!closed) await app.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const query = (body: object) => post('/api/v1/ticket/query', body);
  const oneWay = (dep: string, arr: string, flightDate: string, party: Party = {}) => ({
    hasRt: 0,
    legs: [{ dep, arr, flightDate }],
    adultNum: 1,
    childNum: 0,
    infantNum: 0,
    hero: false,
    ...party,
  });
  /** A search that must succeed; its answer is held to the published response schema. */
  async function search(body: object): Promise<TicketQueryResult> {
    const res = await query(body);
    expect(res.statusCode, res.body).toBe(200);
    return TicketQueryResponse.parse(res.json()).data;
  }
  const offersOf = async (dep: string, arr: string, date: string, party: Party = {}) =>
    (await search(oneWay(dep, arr, date, party))).legs[0]!.offers;
  async function refusal(body: object) {
    const res = await query(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(400);
    return res.json().msg as string;
  }

  const flightsOn = (origin: string, destination: string, date: string) =>
    queryRows<FlightRow>(
      app.db,
      sql`SELECT id, flight_no AS "flightNo", flight_date::text AS "flightDate", origin::text AS origin,
            destination::text AS destination,
            (extract(epoch FROM scheduled_departure) * 1000)::float8 AS "departureMs",
            (extract(epoch FROM scheduled_arrival) * 1000)::float8 AS "arrivalMs"
          FROM flight_instances
          WHERE origin = ${origin} AND destination = ${destination} AND flight_date = ${date}::date
          ORDER BY scheduled_departure`,
    );
  const routeFares = async (origin: string, destination: string) =>
    (
      await queryRows<RouteFares>(
        app.db,
        sql`SELECT economy_fare AS "economyFare", business_fare AS "businessFare", fuel_surcharge AS "fuelSurcharge"
            FROM routes WHERE origin = ${origin} AND destination = ${destination}`,
      )
    )[0]!;

  /** Inventory changes as booking will make them: in one transaction that bumps inventory_changed_at. */
  async function setClasses(id: number, changes: Record<string, { limit?: number; sold?: number }>) {
    await app.db.transaction(async (tx) => {
      for (const [code, c] of Object.entries(changes)) {
        await tx.execute(sql`
          UPDATE flight_inventory SET booking_limit = coalesce(${c.limit ?? null}::int, booking_limit),
            sold = coalesce(${c.sold ?? null}::int, sold)
          WHERE instance_id = ${id} AND class_code = ${code}`);
      }
      await tx.execute(sql`UPDATE flight_instances SET inventory_changed_at = now() WHERE id = ${id}`);
    });
  }
  /** Applies the database's changes now rather than waiting for the next poll (at most a second). */
  const sync = () => app.flightSearch.sync();

  /**
   * The first PEK–SHA flight `days` from today with T, E and U closed and X (45%) open with 20 seats
   * unsold, so that X is its cheapest economy class; `more` changes other classes as well.
   */
  async function pekShaFromX(days: number, more: Record<string, { limit?: number; sold?: number }> = {}) {
    const date = addDays(today(), days);
    const [flight] = await flightsOn('PEK', 'SHA', date);
    await setClasses(flight!.id, {
      T: { limit: 0 },
      E: { limit: 0 },
      U: { limit: 0 },
      X: { limit: 20, sold: 0 },
      ...more,
    });
    await sync();
    return { date, flight: flight!, id: `${flight!.flightNo}@${date}` };
  }

  /**
   * The offers search must give, from the tables: direct flights, and connections through a hub at
   * the same airport with 60 to 360 minutes between landing and take-off, still on sale.
   */
  async function expectedOfferIds(origin: string, destination: string, date: string): Promise<string[]> {
    const cutoff = new Date(now().getTime() + 45 * 60_000).toISOString();
    const rows = await queryRows<{ id: string }>(
      app.db,
      sql`
      SELECT flight_no || '@' || flight_date::text AS id
      FROM flight_instances
      WHERE origin = ${origin} AND destination = ${destination} AND flight_date = ${date}::date
        AND scheduled_departure > ${cutoff}::timestamptz AND status <> '取消'
      UNION ALL
      SELECT a.flight_no || '@' || a.flight_date::text || '+' || b.flight_no || '@' || b.flight_date::text
      FROM flight_instances a
      JOIN airports h ON h.iata = a.destination AND h.is_hub
      JOIN flight_instances b ON b.origin = a.destination AND b.destination = ${destination}
        AND b.flight_date BETWEEN ${date}::date AND ${date}::date + 1
      WHERE a.origin = ${origin} AND a.flight_date = ${date}::date
        AND b.scheduled_departure BETWEEN a.scheduled_arrival + interval '60 minutes'
                                      AND a.scheduled_arrival + interval '360 minutes'
        AND a.scheduled_departure > ${cutoff}::timestamptz
        AND a.status <> '取消' AND b.status <> '取消'`,
    );
    return rows.map((r) => r.id).sort();
  }

  /** The first day from `from` days ahead on when the route has what `wanted` asks of its offers. */
  async function findDay(
    origin: string,
    destination: string,
    from: number,
    wanted: (ids: string[]) => boolean,
  ): Promise<string> {
    for (let i = from; i < from + 14; i++) {
      const date = addDays(today(), i);
      if (wanted(await expectedOfferIds(origin, destination, date))) return date;
    }
    throw new Error(`no such day on ${origin}-${destination}`);
  }
  const hasDirect = (ids: string[]) => ids.some((id) => !id.includes('+'));
  const hasConnection = (ids: string[]) => ids.some((id) => id.includes('+'));

  const family = (offer: FlightOffer, code: string) => offer.prices.find((p) => p.familyCode === code);
  const byId = (offers: FlightOffer[], id: string) => {
    const offer = offers.find((o) => o.id === id);
    expect(offer, `offer ${id}`).toBeDefined();
    return offer!;
  };

  describe('POST /api/v1/ticket/query', () => {
    it('finds a route’s direct flights and its one-stop connections through a hub, by departure time', async () => {
      const date = await findDay('CAN', 'PEK', 5, (ids) => hasDirect(ids) && hasConnection(ids));
      const offers = await offersOf('CAN', 'PEK', date);
      expect(offers.map((o) => o.id).sort()).toEqual(await expectedOfferIds('CAN', 'PEK', date));
      const departures = offers.map((o) => `${o.departure}`);
      expect(departures).toEqual([...departures].sort());

      const direct = offers.find((o) => o.stops === 0)!;
      expect(direct.segments).toHaveLength(1);
      expect(direct.layovers).toEqual([]);
      expect(direct.transferTags).toEqual([]);
      expect(direct.segments[0]).toMatchObject({ depAirport: 'CAN', arrAirport: 'PEK', depCityName: '广州' });

      const connection = offers.find((o) => o.stops === 1)!;
      const [first, second] = connection.segments as [
        FlightOffer['segments'][number],
        FlightOffer['segments'][number],
      ];
      expect(first.depAirport).toBe('CAN');
      expect(second.arrAirport).toBe('PEK');
      expect(first.arrAirport).toBe(second.depAirport);
      expect(['CTU', 'XIY', 'HGH']).toContain(first.arrAirport);
      const [a, b] = [
        (await flightsOn('CAN', first.arrAirport, first.flightDate)).find(
          (f) => f.flightNo === first.flightNo,
        )!,
        (await flightsOn(second.depAirport, 'PEK', second.flightDate)).find(
          (f) => f.flightNo === second.flightNo,
        )!,
      ];
      const layover = (b.departureMs - a.arrivalMs) / 60_000;
      expect(connection.layovers).toEqual([
        expect.objectContaining({ airport: first.arrAirport, minutes: layover }),
      ]);
      expect(layover).toBeGreaterThanOrEqual(60);
      expect(layover).toBeLessThanOrEqual(360);
      expect(connection.durationMinutes).toBe((b.arrivalMs - a.departureMs) / 60_000);
      expect(connection.transferTags).toEqual(ALL_FOUR_TAGS);
      expect(connection.id).toBe(`${a.flightNo}@${a.flightDate}+${b.flightNo}@${b.flightDate}`);
    });

    it('links a pair the airline does not fly directly only through its hubs', async () => {
      const date = await findDay('KMG', 'PEK', 7, hasConnection);
      const offers = await offersOf('KMG', 'PEK', date);
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.map((o) => o.id).sort()).toEqual(await expectedOfferIds('KMG', 'PEK', date));
      for (const offer of offers) {
        expect(offer.stops).toBe(1);
        expect(['CTU', 'XIY', 'HGH']).toContain(offer.layovers[0]!.airport);
        expect(offer.layovers[0]!.minutes).toBeGreaterThanOrEqual(60);
        expect(offer.layovers[0]!.minutes).toBeLessThanOrEqual(360);
      }
    });

    it('shows each segment in China time with its aircraft, duration and a +1 on the next day', async () => {
      const date = addDays(today(), 7);
      const [late] = await queryRows<{
        origin: string;
        destination: string;
        flightNo: string;
        departure: string;
        arrival: string;
        aircraftName: string;
        minutes: number;
      }>(
        app.db,
        sql`SELECT i.origin::text AS origin, i.destination::text AS destination, i.flight_no AS "flightNo",
              to_char(i.scheduled_departure AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS departure,
              to_char(i.scheduled_arrival AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS arrival,
              a.name AS "aircraftName",
              (extract(epoch FROM i.scheduled_arrival - i.scheduled_departure) / 60)::int AS minutes
            FROM flight_instances i JOIN aircraft_types a ON a.code = i.aircraft_type
            WHERE i.flight_date = ${date}::date
              AND (i.scheduled_arrival AT TIME ZONE 'Asia/Shanghai')::date > i.flight_date
            ORDER BY i.flight_no LIMIT 1`,
      );
      expect(late, 'a flight landing after midnight').toBeDefined();
      const offer = byId(await offersOf(late!.origin, late!.destination, date), `${late!.flightNo}@${date}`);
      expect(offer.segments[0]).toMatchObject({
        flightNo: late!.flightNo,
        flightDate: date,
        departure: late!.departure,
        arrival: late!.arrival,
        departureDayOffset: 0,
        arrivalDayOffset: 1,
        aircraftName: late!.aircraftName,
        durationMinutes: late!.minutes,
      });
      expect(offer).toMatchObject({
        arrivalDayOffset: 1,
        departure: late!.departure,
        arrival: late!.arrival,
      });
      expect(late!.arrival.slice(0, 10)).toBe(addDays(date, 1));
    });

    it('prices adults, children and infants by docs/rules.md to the fen, with taxes', async () => {
      // PEK–SHA: Y ¥1950, business ¥4680, fuel surcharge ¥20 (over 800 km).
      expect(await routeFares('PEK', 'SHA')).toEqual({
        economyFare: 195_000,
        businessFare: 468_000,
        fuelSurcharge: 2000,
      });
      // The cheapest open economy class is X (45%); nothing sold yet.
      const { date, id } = await pekShaFromX(10, {
        Q: { sold: 0 },
        L: { sold: 0 },
        Y: { sold: 0 },
        J: { sold: 0 },
      });
      const offer = byId(await offersOf('PEK', 'SHA', date, { adultNum: 2, childNum: 1, infantNum: 1 }), id);
      const priceOf = (p: OfferPrice) => ({
        classes: p.classes.map((c) => `${c.bookingClass}${c.discountPercent}`),
        passengers: p.passengers.map(
          ({ type, count, fare, developmentFund, fuelSurcharge, taxes, total }) => ({
            type,
            count,
            fare,
            developmentFund,
            fuelSurcharge,
            taxes,
            total,
          }),
        ),
        total: p.total,
      });
      const child = { type: 'CHD', count: 1, developmentFund: 0, fuelSurcharge: 1000, taxes: 1000 };
      const infant = { type: 'INF', count: 1, developmentFund: 0, fuelSurcharge: 0, taxes: 0 };
      const adult = { type: 'ADT', count: 2, developmentFund: 5000, fuelSurcharge: 2000, taxes: 7000 };
      /** The party's price in one class: [fare, total] of each adult, the child and the infant. */
      const partyPrice = (
        bookingClass: string,
        [adultFare, adultTotal]: [number, number],
        [childFare, childTotal]: [number, number],
        [infantFare, infantTotal]: [number, number],
      ) => ({
        classes: [bookingClass],
        passengers: [
          { ...adult, fare: adultFare, total: adultTotal },
          { ...child, fare: childFare, total: childTotal },
          { ...infant, fare: infantFare, total: infantTotal },
        ],
        total: 2 * adultTotal + childTotal + infantTotal,
      });
      // Adult: the class fare (45% of ¥1950 = ¥877.5 → ¥880). Child: 50% of Y (¥975 → ¥980) or the
      // adult class fare when lower (here ¥880), half the fuel surcharge, no fund. Infant: 10% of Y
      // (¥195 → ¥200), no taxes.
      expect(priceOf(family(offer, 'SAVER')!)).toEqual(
        partyPrice('X45', [88_000, 95_000], [88_000, 89_000], [20_000, 20_000]),
      );
      // 55% of ¥1950 = ¥1072.5 → ¥1070; half of Y (¥980) is lower for the child.
      expect(priceOf(family(offer, 'STANDARD')!)).toEqual(
        partyPrice('L55', [107_000, 114_000], [98_000, 99_000], [20_000, 20_000]),
      );
      expect(family(offer, 'FLEX')!.total).toBe(2 * 202_000 + 99_000 + 20_000);
      // Business: children and infants pay 50% and 10% of the business fare (¥2340, ¥468 → ¥470).
      expect(priceOf(family(offer, 'BUSINESS')!)).toEqual(
        partyPrice('J100', [468_000, 475_000], [234_000, 235_000], [47_000, 47_000]),
      );
      for (const p of offer.prices) {
        for (const t of p.passengers) expect(t.subtotal).toBe(t.total * t.count);
      }
      expect(offer.lowestTotal).toBe(299_000);

      // Hero (伤残军人/警察): 50% of the cabin's full fare, or the class fare when lower; adult taxes.
      const hero = byId(await offersOf('PEK', 'SHA', date, { adultNum: 1, childNum: 1, hero: true }), id);
      expect(priceOf(family(hero, 'SAVER')!).passengers).toEqual([
        {
          type: 'HERO',
          count: 1,
          fare: 88_000,
          developmentFund: 5000,
          fuelSurcharge: 2000,
          taxes: 7000,
          total: 95_000,
        },
        { ...child, fare: 88_000, total: 89_000 },
      ]);
      expect(priceOf(family(hero, 'FLEX')!).passengers[0]).toMatchObject({ type: 'HERO', fare: 98_000 });
      expect(family(hero, 'BUSINESS')!.passengers[0]).toMatchObject({
        type: 'HERO',
        fare: 234_000,
        total: 241_000,
      });
    });

    it('prices a connection as its two segments, each by its own route and class', async () => {
      const date = await findDay('CTU', 'PEK', 8, hasConnection);
      const offers = await offersOf('CTU', 'PEK', date, { adultNum: 1, childNum: 1, infantNum: 1 });
      const connection = offers[0]!;
      const fares = await Promise.all(connection.segments.map((s) => routeFares(s.depAirport, s.arrAirport)));
      for (const price of connection.prices) {
        expect(price.classes.map((c) => c.flightNo)).toEqual(connection.segments.map((s) => s.flightNo));
        const full = (k: number) => (price.cabin === 'Y' ? fares[k]!.economyFare : fares[k]!.businessFare);
        const sum = (f: (k: number) => number) => f(0) + f(1);
        const [adult, child, infant] = price.passengers;
        expect(adult).toMatchObject({
          type: 'ADT',
          fare: sum((k) => tenYuan(full(k), price.classes[k]!.discountPercent)),
          developmentFund: 2 * 5000,
          fuelSurcharge: sum((k) => fares[k]!.fuelSurcharge),
        });
        expect(child).toMatchObject({
          type: 'CHD',
          fare: sum((k) =>
            Math.min(tenYuan(full(k), 50), tenYuan(full(k), price.classes[k]!.discountPercent)),
          ),
          developmentFund: 0,
          fuelSurcharge: sum((k) => Math.round(fares[k]!.fuelSurcharge / 200) * 100),
        });
        expect(infant).toMatchObject({ type: 'INF', fare: sum((k) => tenYuan(full(k), 10)), taxes: 0 });
        expect(price.total).toBe(adult!.total + child!.total + infant!.total);
      }
    });

    it('closes a sold-out class and offers the next one up (nested), with seats left when under 10', async () => {
      const { date, flight, id } = await pekShaFromX(11, { Q: { limit: 50, sold: 0 }, L: { sold: 0 } });
      const saver = async (party: Party = {}) =>
        family(byId(await offersOf('PEK', 'SHA', date, party), id), 'SAVER');
      expect((await saver())!.classes[0]).toMatchObject({ bookingClass: 'X', seats: 20 });

      // X sells out: its 20 seats also count against Q's nested limit of 50.
      await setClasses(flight.id, { X: { sold: 20 } });
      await sync();
      expect((await saver())!.classes[0]).toMatchObject({
        bookingClass: 'Q',
        discountPercent: 50,
        seats: 30,
      });
      expect((await saver())!.seatsLeft).toBeNull();

      // 3 seats left in Q: shown as 剩3张; a party of 4 cannot have them, a party of 3 can.
      await setClasses(flight.id, { Q: { sold: 27 } });
      await sync();
      expect(await saver()).toMatchObject({ seatsLeft: 3, sellable: true });
      const four = byId(await offersOf('PEK', 'SHA', date, { adultNum: 4 }), id);
      expect(family(four, 'SAVER')).toMatchObject({ seatsLeft: 3, sellable: false });
      expect(family(four, 'STANDARD')).toMatchObject({ sellable: true });
      expect(four.sellable).toBe(true);
      expect(four.lowestTotal).toBe(family(four, 'STANDARD')!.total);
      expect(family(byId(await offersOf('PEK', 'SHA', date, { adultNum: 3 }), id), 'SAVER')!.sellable).toBe(
        true,
      );

      // Q full too: the family has no seat left and is not offered; L (55%) is now the cheapest.
      await setClasses(flight.id, { Q: { sold: 30 } });
      await sync();
      const offer = byId(await offersOf('PEK', 'SHA', date), id);
      expect(family(offer, 'SAVER')).toBeUndefined();
      expect(offer.prices[0]).toMatchObject({ familyCode: 'STANDARD', classes: [{ bookingClass: 'L' }] });

      // Economy closed: business only. Business closed too: the flight is not offered at all.
      await setClasses(flight.id, Object.fromEntries('YBMHKLQXUET'.split('').map((c) => [c, { limit: 0 }])));
      await sync();
      expect(byId(await offersOf('PEK', 'SHA', date), id).prices.map((p) => p.familyCode)).toEqual([
        'BUSINESS',
      ]);
      await setClasses(flight.id, { J: { limit: 0 } });
      await sync();
      expect((await offersOf('PEK', 'SHA', date)).map((o) => o.id)).not.toContain(id);
    });

    it('reads nothing from the database to answer, besides the availability poll', async () => {
      const db = app.db as unknown as { execute: (query: unknown) => Promise<unknown> };
      const execute = db.execute;
      const seen: string[] = [];
      type Chunk = { value?: unknown; queryChunks?: Chunk[] };
      const text = (chunk: Chunk): string =>
        chunk.queryChunks
          ? chunk.queryChunks.map(text).join('')
          : Array.isArray(chunk.value)
            ? chunk.value.join('')
            : '';
      db.execute = function (this: unknown, query: unknown) {
        seen.push(text(query as Chunk));
        return execute.call(this, query);
      };
      try {
        for (const [dep, arr] of [
          ['PEK', 'SHA'],
          ['CTU', 'PEK'],
          ['CAN', 'CTU'],
          ['SHA', 'CAN'],
        ] as const) {
          for (let day = 2; day < 12; day++) {
            await offersOf(dep, arr, addDays(today(), day), { adultNum: 1 + (day % 3) });
          }
        }
      } finally {
        db.execute = execute;
      }
      expect(seen.filter((text) => !text.includes('inventory_changed_at >'))).toEqual([]);
    });

    it('shows a change made in the database within 2 seconds, without being told', async () => {
      const { date, flight, id } = await pekShaFromX(12);
      const saverClass = async () =>
        family(byId(await offersOf('PEK', 'SHA', date), id), 'SAVER')!.classes[0]!.bookingClass;
      expect(await saverClass()).toBe('X');

      // What booking will do: sell, and bump inventory_changed_at in the same transaction.
      await setClasses(flight.id, { X: { sold: 20 } });
      const committed = performance.now();
      let seen = await saverClass();
      while (seen === 'X' && performance.now() - committed < 3000) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await saverClass();
      }
      const after = performance.now() - committed;
      expect(seen).toBe('Q');
      expect(after).toBeLessThan(2000);
      expect(app.flightSearch.cache.staleness()).toBeLessThanOrEqual(2000);
    });

    it('leaves out flights that have left or leave within 45 minutes, and cancelled flights', async () => {
      const date = today();
      const flights = await flightsOn('PEK', 'SHA', date);
      expect(flights.length).toBeGreaterThanOrEqual(2);
      const [first] = flights;
      const idsAt = async (msBeforeFirst: number) => {
        setTestClock(first!.departureMs - msBeforeFirst);
        return (await offersOf('PEK', 'SHA', date)).map((o) => o.id);
      };
      const firstId = `${first!.flightNo}@${date}`;
      expect(await idsAt(46 * 60_000)).toContain(firstId);
      expect(await idsAt(45 * 60_000)).not.toContain(firstId);
      expect(await idsAt(-60 * 60_000)).not.toContain(firstId);
      // Late in the evening every flight of the day has gone, and connections with them.
      setTestClock(new Date(`${date}T23:30:00+08:00`).getTime());
      expect(await offersOf('PEK', 'SHA', date)).toEqual([]);
      expect(await offersOf('CTU', 'PEK', date)).toEqual([]);
      resetTestClock();

      const later = addDays(today(), 13);
      const [cancelled] = await flightsOn('PEK', 'SHA', later);
      await app.db.execute(
        sql`UPDATE flight_instances SET status = '取消', inventory_changed_at = now() WHERE id = ${cancelled!.id}`,
      );
      await sync();
      const ids = (await offersOf('PEK', 'SHA', later)).map((o) => o.id);
      expect(ids).not.toContain(`${cancelled!.flightNo}@${later}`);
      expect(ids.length).toBeGreaterThan(0);
    });

    it('offers connections with 60 minutes to 6 hours on the ground, and no others', async () => {
      const date = await findDay('CTU', 'PEK', 14, hasConnection);
      const offers = await offersOf('CTU', 'PEK', date);
      const connection = offers[0]!;
      const [s1, s2] = connection.segments;
      const [a] = (await flightsOn('CTU', s1!.arrAirport, date)).filter((f) => f.flightNo === s1!.flightNo);
      const [b] = (await flightsOn(s2!.depAirport, 'PEK', s2!.flightDate)).filter(
        (f) => f.flightNo === s2!.flightNo,
      );
      const moveSecond = async (minutesAfterLanding: number) => {
        const departure = new Date(a!.arrivalMs + minutesAfterLanding * 60_000).toISOString();
        await app.db.execute(sql`
          UPDATE flight_instances
          SET scheduled_arrival = ${departure}::timestamptz + (scheduled_arrival - scheduled_departure),
              scheduled_departure = ${departure}::timestamptz, inventory_changed_at = now()
          WHERE id = ${b!.id}`);
        await sync();
        return (await offersOf('CTU', 'PEK', date)).find((o) => o.id === connection.id);
      };
      expect(await moveSecond(59)).toBeUndefined();
      expect((await moveSecond(60))!.layovers[0]!.minutes).toBe(60);
      expect((await moveSecond(360))!.layovers[0]!.minutes).toBe(360);
      expect(await moveSecond(361)).toBeUndefined();
    });

    it('answers a round trip with the outbound and the return, each priced on its own', async () => {
      const out = addDays(today(), 15);
      const back = addDays(today(), 18);
      const result = await search({
        hasRt: 1,
        legs: [
          { dep: 'PEK', arr: 'SHA', flightDate: out },
          { dep: 'SHA', arr: 'PEK', flightDate: back },
        ],
        adultNum: 1,
        childNum: 1,
      });
      expect(result.legs.map((l) => [l.dep, l.arr, l.flightDate, l.depCityName, l.arrCityName])).toEqual([
        ['PEK', 'SHA', out, '北京', '上海'],
        ['SHA', 'PEK', back, '上海', '北京'],
      ]);
      expect(result.legs[0]!.offers.map((o) => o.id).sort()).toEqual(
        await expectedOfferIds('PEK', 'SHA', out),
      );
      expect(result.legs[1]!.offers.map((o) => o.id).sort()).toEqual(
        await expectedOfferIds('SHA', 'PEK', back),
      );
      for (const o of result.legs[1]!.offers) expect(o.segments[0]!.depAirport).toBe('SHA');
      expect(result).toMatchObject({ hasRt: 1, adultNum: 1, childNum: 1, infantNum: 0, hero: false });
      expect(result.fareFamilies.map((f) => f.code)).toEqual(['SAVER', 'STANDARD', 'FLEX', 'BUSINESS']);

      // Back from the other Shanghai airport is still a return to the same cities.
      const pvg = await search({
        hasRt: 1,
        legs: [
          { dep: 'PEK', arr: 'SHA', flightDate: out },
          { dep: 'PVG', arr: 'PKX', flightDate: back },
        ],
        adultNum: 1,
      });
      expect(pvg.legs[1]!.dep).toBe('PVG');
    });

    it('answers a multi-leg trip of up to 4 legs, leg by leg', async () => {
      const legs = [
        { dep: 'PEK', arr: 'SHA', flightDate: addDays(today(), 20) },
        { dep: 'SHA', arr: 'CAN', flightDate: addDays(today(), 22) },
        { dep: 'CAN', arr: 'CTU', flightDate: addDays(today(), 22) },
        { dep: 'CTU', arr: 'PEK', flightDate: addDays(today(), 25) },
      ];
      const result = await search({ hasRt: 2, legs, adultNum: 2 });
      expect(result.legs).toHaveLength(4);
      for (const [i, leg] of result.legs.entries()) {
        expect(leg).toMatchObject(legs[i]!);
        expect(leg.offers.map((o) => o.id).sort()).toEqual(
          await expectedOfferIds(legs[i]!.dep, legs[i]!.arr, legs[i]!.flightDate),
        );
      }
      // The trunk legs fly every day.
      expect(result.legs[0]!.offers.length).toBeGreaterThan(0);
      expect(result.legs[1]!.offers.length).toBeGreaterThan(0);
    });

    it('refuses trips of the wrong shape with their messages', async () => {
      const d = (n: number) => addDays(today(), n);
      const leg = (dep: string, arr: string, n: number) => ({ dep, arr, flightDate: d(n) });
      const cases: Array<[object, string]> = [
        [{ hasRt: 2, legs: [leg('PEK', 'SHA', 3)] }, '多程需添加2至4个航段!'],
        [
          {
            hasRt: 2,
            legs: [
              leg('PEK', 'SHA', 3),
              leg('SHA', 'CAN', 4),
              leg('CAN', 'CTU', 5),
              leg('CTU', 'XIY', 6),
              leg('XIY', 'PEK', 7),
            ],
          },
          '多程需添加2至4个航段!',
        ],
        [
          { hasRt: 2, legs: [leg('PEK', 'SHA', 5), leg('SHA', 'CAN', 4)] },
          '多程各航段的出发日期需按行程先后排列!',
        ],
        [{ hasRt: 1, legs: [leg('PEK', 'SHA', 5), leg('SHA', 'PEK', 4)] }, '返程日期不能小于出发日期!'],
        [{ hasRt: 1, legs: [leg('PEK', 'SHA', 5), leg('CAN', 'PEK', 6)] }, '返程需从到达城市返回出发城市!'],
        [{ hasRt: 1, legs: [leg('PEK', 'SHA', 5)] }, '往返行程需包含去程和返程2个航段!'],
        [{ hasRt: 0, legs: [leg('PEK', 'SHA', 5), leg('SHA', 'PEK', 6)] }, '单程只能查询1个航段!'],
        [{ hasRt: 0, legs: [leg('PEK', 'SHA', -1)] }, '出发日期不能小于当前日期!'],
        [
          { hasRt: 0, legs: [{ dep: 'PEK', arr: 'SHA', flightDate: '2030-02-30' }] },
          '日期格式需为YYYY-MM-DD',
        ],
        [{ hasRt: 0, legs: [leg('PEK', 'PEK', 5)] }, '到达城市和出发城市不能相同!'],
        [{ hasRt: 0, legs: [leg('PEK', 'PKX', 5)] }, '到达城市和出发城市不能相同!'],
      ];
      for (const [body, msg] of cases) expect(await refusal({ adultNum: 1, ...body }), msg).toBe(msg);
    });

    it('refuses passengers the search rules do not allow, word for word', async () => {
      const date = addDays(today(), 5);
      const cases: Array<[Party, string]> = [
        [{ adultNum: 5, childNum: 4, infantNum: 1 }, '最多添加5位成人，4位儿童（含婴儿）！'],
        [{ adultNum: 6 }, '最多添加5位成人！'],
        [{ adultNum: 1, infantNum: 2 }, '一个成人最多可携带1名婴儿！'],
        [{ adultNum: 1, childNum: 3, infantNum: 1 }, '一个成人最多可携带3名儿童（含至多1名婴儿）！'],
        [{ adultNum: 2, childNum: 4, infantNum: 1 }, '最多添加4名儿童（含婴儿）！'],
        [{ adultNum: 0, childNum: 0 }, '最少添加1位成人！'],
      ];
      for (const [party, msg] of cases)
        expect(await refusal(oneWay('PEK', 'SHA', date, party)), msg).toBe(msg);
      // Nine is allowed: five adults and four children.
      expect((await offersOf('PEK', 'SHA', date, { adultNum: 5, childNum: 4 })).length).toBeGreaterThan(0);
    });

    it('refuses unknown and malformed airports clearly', async () => {
      const date = addDays(today(), 5);
      expect(await refusal(oneWay('ZZZ', 'SHA', date))).toBe('未找到该机场');
      expect(await refusal(oneWay('PEK', 'ZZZ', date))).toBe('未找到该机场');
      expect(await refusal(oneWay('BEIJING', 'SHA', date))).toContain('机场三字码需为3位字母');
      expect(await refusal({ legs: [] })).toContain('hasRt');
      // Lower case and spaces are fine.
      const offers = await offersOf(' pek', 'sha ', date);
      expect(offers.length).toBeGreaterThan(0);
    });

    it('states each family’s baggage, change and refund rules before the passenger chooses', async () => {
      const date = addDays(today(), 9);
      const result = await search(oneWay('PEK', 'SHA', date));
      expect(result.fareFamilies.map((f) => f.code)).toEqual(['SAVER', 'STANDARD', 'FLEX', 'BUSINESS']);
      const saver = result.fareFamilies.find((f) => f.code === 'SAVER')!;
      expect(saver).toMatchObject({
        name: '特惠经济',
        cabin: 'Y',
        cabinName: '经济舱',
        checkedBaggageKg: 0,
        upgradable: false,
        refundFees: { from7Days: 20, from48Hours: 30, from4Hours: 50, late: 70 },
      });
      expect(result.fareFamilies.find((f) => f.code === 'STANDARD')!.refundFees).toEqual({
        from7Days: 5,
        from48Hours: 10,
        from4Hours: 20,
        late: 30,
      });
      for (const code of ['FLEX', 'BUSINESS']) {
        expect(result.fareFamilies.find((f) => f.code === code)!.refundFees).toEqual({
          from7Days: 0,
          from48Hours: 5,
          from4Hours: 5,
          late: 10,
        });
      }
      expect(result.fareFamilies.find((f) => f.code === 'BUSINESS')).toMatchObject({
        cabinName: '公务舱',
        checkedBaggageKg: 30,
      });
      // Every price names a family whose rules came with the answer.
      const codes = new Set(result.fareFamilies.map((f) => f.code));
      for (const offer of result.legs[0]!.offers)
        for (const p of offer.prices) expect(codes.has(p.familyCode)).toBe(true);
    });

    it('sends the app’s security headers like every other route, on answers and refusals', async () => {
      const reference = await post('/api/v1/transfer/flight/getTag', {
        segments: [{ flightNo: 'JC9999', flightDate: today() }],
      });
      const names = Object.keys(reference.headers).filter((h) =>
        /^(content-security-policy|x-|strict-transport|referrer-policy|cross-origin|origin-agent)/.test(h),
      );
      expect(names).toEqual(
        expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options']),
      );
      const body = oneWay('PEK', 'SHA', addDays(today(), 3));
      for (const res of [await query(body), await query(body), await query({ legs: [] })]) {
        for (const name of names.filter((n) => n !== 'x-request-id')) {
          expect(res.headers[name], name).toBe(reference.headers[name]);
        }
      }
      expect((await query(body)).headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('answers a repeated search from its earlier answer until a flight in it changes', async () => {
      const date = addDays(today(), 16);
      const body = oneWay('PEK', 'SHA', date, { adultNum: 2 });
      const first = (await query(body)).body;
      expect((await query(body)).body).toBe(first);
      // Another party is another answer.
      expect((await query({ ...body, adultNum: 1 })).body).not.toBe(first);

      const [flight] = await flightsOn('PEK', 'SHA', date);
      await setClasses(flight!.id, { Y: { sold: 5 } });
      await sync();
      const after = (await query(body)).body;
      expect(after).not.toBe(first);
      const seats = (b: string) =>
        byId(
          TicketQueryResponse.parse(JSON.parse(b)).data.legs[0]!.offers,
          `${flight!.flightNo}@${date}`,
        ).prices.find((p) => p.familyCode === 'FLEX')!.classes[0]!.seats;
      expect(seats(after)).toBe(seats(first) - 5);

      // Once a flight in it stops selling, the answer is worked out again without it.
      const tomorrow = addDays(today(), 1);
      const [early] = await flightsOn('PEK', 'SHA', tomorrow);
      const earlyId = `${early!.flightNo}@${tomorrow}`;
      const idsTomorrow = async () =>
        (await search(oneWay('PEK', 'SHA', tomorrow))).legs[0]!.offers.map((o) => o.id);
      expect(await idsTomorrow()).toContain(earlyId);
      setTestClock(early!.departureMs - 45 * 60_000);
      expect(await idsTomorrow()).not.toContain(earlyId);
    });
  });

  describe('POST /api/v1/transfer/flight/getTag', () => {
    const getTag = (segments: Array<{ flightNo: string; flightDate: string }>) =>
      post('/api/v1/transfer/flight/getTag', { segments });

    it('gives the airline’s own connections all four tags, and a single flight none', async () => {
      const date = await findDay('CTU', 'PEK', 7, hasConnection);
      const connection = (await offersOf('CTU', 'PEK', date))[0]!;
      const segments = connection.segments.map((s) => ({
        flightNo: s.flightNo.toLowerCase(),
        flightDate: s.flightDate,
      }));
      const res = await getTag(segments);
      expect(res.statusCode, res.body).toBe(200);
      const body = TransferTagResponse.parse(res.json());
      expect(body.data).toEqual({ tags: ALL_FOUR_TAGS, layovers: connection.layovers });

      const single = await getTag(segments.slice(0, 1));
      expect(single.json().data).toEqual({ tags: [], layovers: [] });
    });

    it('keeps the through tags to connections within 6 hours at the same airport', async () => {
      // A hub connection with more than 6 but under 24 hours on the ground.
      let pair: [FlightRow, FlightRow] | null = null;
      for (let i = 7; i < 14 && !pair; i++) {
        const date = addDays(today(), i);
        const inbound = await flightsOn('CTU', 'XIY', date);
        const outbound = [
          ...(await flightsOn('XIY', 'PEK', date)),
          ...(await flightsOn('XIY', 'PEK', addDays(date, 1))),
        ];
        for (const a of inbound) {
          const b = outbound.find((f) => {
            const ground = f.departureMs - a.arrivalMs;
            return ground > 6 * 3_600_000 && ground < 24 * 3_600_000;
          });
          if (b) pair = [a, b];
        }
      }
      expect(pair).not.toBeNull();
      const res = await getTag(pair!.map((f) => ({ flightNo: f.flightNo, flightDate: f.flightDate })));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.tags).toEqual(['中转', '同机场换乘']);
    });

    it('refuses flights it does not know and flights that do not connect', async () => {
      const date = addDays(today(), 7);
      const notFound = await getTag([
        { flightNo: 'JC9999', flightDate: date },
        { flightNo: 'JC9998', flightDate: date },
      ]);
      expectError(notFound, 404, '未找到该航班');

      const [a] = await flightsOn('PEK', 'SHA', date);
      const [b] = await flightsOn('CAN', 'PEK', date);
      const apart = await getTag([
        { flightNo: a!.flightNo, flightDate: date },
        { flightNo: b!.flightNo, flightDate: date },
      ]);
      expectError(apart, 400, '所选航班不构成中转行程');

      const bad = await getTag([{ flightNo: 'hello', flightDate: date }]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('请输入正确的航班号');
    });
  });

  it('stops polling when the app closes', async () => {
    const search = app.flightSearch;
    await app.close();
    closed = true;
    await expect(search.cache.sync()).rejects.toBeInstanceOf(StaleCacheError);
  });
});
