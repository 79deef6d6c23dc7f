import { brotliDecompressSync } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { setTestClock } from '#test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { dbKind, withTestApp, expectError } from '#test/helper';
import { queryRows } from '../../db/client';
import { addDays, chinaToday, now } from '../../lib/clock';
import { forgetCachedFares } from './fares.service';

interface InventoryRow {
  id: number;
  origin: string;
  destination: string;
  flightDate: string;
  departureMs: number;
  status: string;
  economyFare: number;
  businessFare: number;
  cabin: 'C' | 'Y';
  code: string;
  rank: number;
  percent: number;
  bookingLimit: number;
  sold: number;
}

interface FlightFare {
  origin: string;
  destination: string;
  flightDate: string;
  price: number;
  percent: number;
}

interface Special {
  orgAirport: string;
  dstAirport: string;
  orgCityName: string;
  dstCityName: string;
  flightDate: string;
  backDate: string | null;
  price: number;
  discountPercent: number;
}

/** docs/rules.md written out again, independently of the shared rules: half up to 10 yuan. */
const tenYuan = (fullFare: number, percent: number) => Math.round((fullFare * percent) / 100 / 1000) * 1000;

/**
 * The cheapest open class of a cabin by brute force over the nested rule:
 * available(j) = min over k ≤ j of (limit_k − sold of k and every cheaper class).
 */
function cheapestOpen(classes: InventoryRow[]): InventoryRow | null {
  const byRank = [...classes].sort((a, b) => a.rank - b.rank);
  let open: InventoryRow | null = null;
  for (let j = 0; j < byRank.length; j++) {
    let available = Infinity;
    for (let k = 0; k <= j; k++) {
      let soldFromK = 0;
      for (let i = k; i < byRank.length; i++) soldFromK += byRank[i]!.sold;
      available = Math.min(available, byRank[k]!.bookingLimit - soldFromK);
    }
    if (available > 0) open = byRank[j]!;
  }
  return open;
}

/** The cheapest adult fare of every flight still on sale at `at`, from raw inventory rows. */
function expectedFlightFares(rows: InventoryRow[], at: Date): FlightFare[] {
  const flights = new Map<number, InventoryRow[]>();
  for (const row of rows) flights.set(row.id, [...(flights.get(row.id) ?? []), row]);
  const fares: FlightFare[] = [];
  for (const classes of flights.values()) {
    const first = classes[0]!;
    if (first.departureMs - at.getTime() <= 45 * 60_000 || first.status === '取消') continue;
    let best: FlightFare | null = null;
    for (const cabin of ['Y', 'C'] as const) {
      const open = cheapestOpen(classes.filter((c) => c.cabin === cabin));
      if (!open) continue;
      const price = tenYuan(cabin === 'Y' ? first.economyFare : first.businessFare, open.percent);
      if (!best || price < best.price)
        best = {
          origin: first.origin,
          destination: first.destination,
          flightDate: first.flightDate,
          price,
          percent: open.percent,
        };
    }
    if (best) fares.push(best);
  }
  return fares;
}

describe(`fares (${dbKind()})`, () => {
  let app: App;
  const today = () => chinaToday();

  withTestApp((built) => (app = built));
  beforeEach(() => forgetCachedFares(app.db));

  const calendar = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/ticket/calender', payload: body });
  const discount = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/ticket/discount', payload: body });
  const prices = async (body: Record<string, unknown>) => {
    // The calendar prices from the search's availability cache, at most 2 s behind the database.
    await app.flightSearch.sync();
    const res = await calendar(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.prices as Array<{ date: string; price: number | null; cheapest: boolean }>;
  };
  /** A raw change of the inventory; the search then reloads it (the booking path signals its own). */
  const run = async (query: SQL) => {
    await app.db.execute(query);
    await app.flightSearch.reload();
  };

  const inventory = (where: SQL) =>
    queryRows<InventoryRow>(
      app.db,
      sql`
      SELECT i.id, i.origin::text AS origin, i.destination::text AS destination,
        i.flight_date::text AS "flightDate",
        (extract(epoch FROM i.scheduled_departure) * 1000)::float8 AS "departureMs", i.status,
        r.economy_fare AS "economyFare", r.business_fare AS "businessFare",
        c.cabin::text AS cabin, c.code::text AS code, c.rank::int AS rank, c.discount_percent::int AS percent,
        v.booking_limit::int AS "bookingLimit", v.sold::int AS sold
      FROM flight_instances i
      JOIN routes r ON r.id = i.route_id
      JOIN flight_inventory v ON v.instance_id = i.id
      JOIN booking_classes c ON c.code = v.class_code
      WHERE ${where}`,
    );

  /** The offers the search gives one adult on a day. */
  async function searchOffers(origin: string, destination: string, date: string) {
    await app.flightSearch.sync();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ticket/query',
      payload: { hasRt: 0, legs: [{ dep: origin, arr: destination, flightDate: date }], adultNum: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.legs[0].offers as {
      stops: number;
      prices: { sellable: boolean; total: number; passengers: { type: string; fare: number }[] }[];
    }[];
  }

  /**
   * The calendar as the results page shows each day: the lowest of the offers' lead prices (the
   * adult fare, taxes apart, of the family with the lowest total), direct or connecting.
   */
  async function calendarFromSearch(origin: string, destination: string, from: string, days: number) {
    const out: (number | null)[] = [];
    for (let i = 0; i < days; i++) {
      let lowest: number | null = null;
      for (const offer of await searchOffers(origin, destination, addDays(from, i))) {
        const sellable = offer.prices.filter((p) => p.sellable).sort((a, b) => a.total - b.total);
        const fare = sellable[0]?.passengers.find((p) => p.type === 'ADT')?.fare;
        if (fare !== undefined && (lowest === null || fare < lowest)) lowest = fare;
      }
      out.push(lowest);
    }
    return out;
  }

  /** Whether the search offers the route on the day only direct (so its calendar is the flights' own). */
  const directOnly = async (origin: string, destination: string, date: string) =>
    (await searchOffers(origin, destination, date)).every((o) => o.stops === 0);

  /** The calendar the rules give for the direct flights alone, worked out from the inventory rows. */
  async function expectedCalendar(origin: string, destination: string, from: string, days: number) {
    const rows = await inventory(
      sql`i.origin = ${origin} AND i.destination = ${destination}
          AND i.flight_date BETWEEN ${from}::date AND ${addDays(from, days - 1)}::date`,
    );
    const byDate = new Map<string, number>();
    for (const f of expectedFlightFares(rows, now()))
      byDate.set(f.flightDate, Math.min(f.price, byDate.get(f.flightDate) ?? Infinity));
    return Array.from({ length: days }, (_, i) => byDate.get(addDays(from, i)) ?? null);
  }

  /** A route flown exactly once on `date` and offered no connection, and that flight. */
  async function singleFlightOn(date: string) {
    const rows = await queryRows<{ origin: string; destination: string; id: number }>(
      app.db,
      sql`SELECT origin::text AS origin, destination::text AS destination, min(id) AS id
          FROM flight_instances WHERE flight_date = ${date}::date
          GROUP BY origin, destination HAVING count(*) = 1 ORDER BY 1, 2`,
    );
    for (const row of rows) if (await directOnly(row.origin, row.destination, date)) return row;
    throw new Error(`no route flown once and only direct on ${date}`);
  }

  describe('POST /api/v1/ticket/calender', () => {
    it('answers one price per day in the envelope, the days in order', async () => {
      const res = await calendar({ orgAirport: 'PEK', dstAirport: 'SHA', flightDate: today(), days: 30 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 200, msg: '成功' });
      expect(body.data.prices).toHaveLength(30);
      body.data.prices.forEach((p: { date: string; price: number | null; cheapest: boolean }, i: number) => {
        expect(Object.keys(p).sort()).toEqual(['cheapest', 'date', 'price']);
        expect(p.date).toBe(addDays(today(), i));
        expect(p.price === null || (Number.isInteger(p.price) && p.price % 1000 === 0)).toBe(true);
      });
    });

    it('gives for a known route the fare of the cheapest open class of each day, as the rules price it', async () => {
      const got = await prices({ orgAirport: 'PEK', dstAirport: 'SHA', flightDate: today(), days: 30 });
      const want = await expectedCalendar('PEK', 'SHA', today(), 30);
      expect(got.map((p) => p.price)).toEqual(want);
      // Every day from tomorrow on has flights with discount classes open (Y ¥1950: ¥590 to ¥980).
      for (const p of got.slice(1)) {
        expect(p.price).not.toBeNull();
        expect([59_000, 68_000, 78_000, 88_000, 98_000]).toContain(p.price);
      }
    });

    it('marks the day or days with the lowest price as cheapest, and only those', async () => {
      const got = await prices({
        orgAirport: 'CTU',
        dstAirport: 'CAN',
        flightDate: addDays(today(), 1),
        days: 45,
      });
      const values = got.map((p) => p.price).filter((p): p is number => p !== null);
      const lowest = Math.min(...values);
      expect(got.some((p) => p.cheapest)).toBe(true);
      for (const p of got) expect(p.cheapest).toBe(p.price === lowest);
      expect(got.map((p) => p.price)).toEqual(await expectedCalendar('CTU', 'CAN', addDays(today(), 1), 45));
    });

    it('offers the next dearer class when the cheapest sells out on a flight', async () => {
      const date = addDays(today(), 5);
      const { origin, destination, id } = await singleFlightOn(date);
      const flight = await inventory(sql`i.id = ${id}`);
      const open = cheapestOpen(flight.filter((c) => c.cabin === 'Y'))!;
      const dearer = flight.find((c) => c.cabin === 'Y' && c.rank === open.rank - 1)!;
      const body = { orgAirport: origin, dstAirport: destination, flightDate: date, days: 1 };
      expect((await prices(body))[0]!.price).toBe(tenYuan(open.economyFare, open.percent));

      await run(
        sql`UPDATE flight_inventory SET sold = booking_limit WHERE instance_id = ${id} AND class_code = ${open.code}`,
      );
      const after = (await prices(body))[0]!.price;
      // The search prices by fare family: the family's next class, never below the sold-out one.
      expect(after).toBeGreaterThan(tenYuan(open.economyFare, open.percent));
      expect(after).toBeLessThanOrEqual(tenYuan(dearer.economyFare, dearer.percent) * 2);
      expect([after]).toEqual(await calendarFromSearch(origin, destination, date, 1));
    });

    it('counts seats sold in cheaper classes against the dearer ones (nesting)', async () => {
      const date = addDays(today(), 6);
      const { origin, destination, id } = await singleFlightOn(date);
      const economy = (await inventory(sql`i.id = ${id}`)).filter((c) => c.cabin === 'Y');
      const cheapest = economy.reduce((a, b) => (b.rank > a.rank ? b : a));
      const open = cheapestOpen(economy)!;
      // Sell the open class's whole limit in the cheapest class of the cabin (limit 0 or not):
      // every class from the open one down is now full, the one above it still has seats.
      await run(
        sql`UPDATE flight_inventory SET sold = ${open.bookingLimit} WHERE instance_id = ${id} AND class_code = ${cheapest.code}`,
      );
      const body = { orgAirport: origin, dstAirport: destination, flightDate: date, days: 1 };
      const after = (await prices(body))[0]!.price;
      expect(after).toBeGreaterThan(tenYuan(open.economyFare, open.percent));
      expect([after]).toEqual(await calendarFromSearch(origin, destination, date, 1));
    });

    it('falls back to the business fare when economy is full, and to null when the flight is full', async () => {
      const date = addDays(today(), 7);
      const { origin, destination, id } = await singleFlightOn(date);
      const body = { orgAirport: origin, dstAirport: destination, flightDate: date, days: 1 };
      await run(
        sql`UPDATE flight_inventory SET sold = booking_limit WHERE instance_id = ${id} AND class_code = 'Y'`,
      );
      const [row] = await queryRows<{ businessFare: number }>(
        app.db,
        sql`SELECT business_fare AS "businessFare" FROM routes WHERE origin = ${origin} AND destination = ${destination}`,
      );
      const [searched] = await calendarFromSearch(origin, destination, date, 1);
      expect(searched).toBe(row!.businessFare);
      expect((await prices(body))[0]).toEqual({ date, price: searched, cheapest: true });
      await run(
        sql`UPDATE flight_inventory SET sold = booking_limit WHERE instance_id = ${id} AND class_code = 'J'`,
      );
      expect((await prices(body))[0]).toEqual({ date, price: null, cheapest: false });
    });

    it('stops selling a flight 45 minutes before departure', async () => {
      const date = addDays(today(), 2);
      const flights = await queryRows<{ id: number; departureMs: number }>(
        app.db,
        sql`SELECT id, (extract(epoch FROM scheduled_departure) * 1000)::float8 AS "departureMs"
            FROM flight_instances WHERE origin = 'PEK' AND destination = 'SHA' AND flight_date = ${date}::date
            ORDER BY scheduled_departure`,
      );
      expect(flights.length).toBeGreaterThanOrEqual(2);
      const [first, ...later] = flights;
      // Only the first flight keeps its discount classes; the later ones sell from K (60%) up.
      await run(sql`
        UPDATE flight_inventory SET booking_limit = 0
        WHERE instance_id IN (${sql.join(
          later.map((f) => sql`${f.id}`),
          sql`, `,
        )})
          AND class_code IN (SELECT code FROM booking_classes WHERE cabin = 'Y' AND rank >= 6)`);
      const body = { orgAirport: 'PEK', dstAirport: 'SHA', flightDate: date, days: 1 };
      const priceAt = async (msBeforeFirst: number) => {
        setTestClock(first!.departureMs - msBeforeFirst);
        return (await prices(body))[0]!.price;
      };
      const firstFare = await priceAt(46 * 60_000);
      expect([firstFare]).toEqual(await calendarFromSearch('PEK', 'SHA', date, 1));
      const closed = await priceAt(45 * 60_000);
      expect([closed]).toEqual(await calendarFromSearch('PEK', 'SHA', date, 1));
      expect(closed).toBeGreaterThan(firstFare!);
      expect(await priceAt(-60 * 60_000)).toBe(closed);
    });

    it('leaves out flights that have already left today', async () => {
      const got = await prices({ orgAirport: 'PEK', dstAirport: 'SHA', flightDate: today(), days: 1 });
      expect(got.map((p) => p.price)).toEqual(await calendarFromSearch('PEK', 'SHA', today(), 1));
      // Late in the day China time, every flight of today has gone.
      setTestClock(new Date(`${today()}T23:30:00+08:00`).getTime());
      expect(
        (await prices({ orgAirport: 'PEK', dstAirport: 'SHA', flightDate: today(), days: 1 }))[0]!.price,
      ).toBeNull();
    });

    it('counts the days asked for: 1 to 90, 60 by default', async () => {
      const base = { orgAirport: 'PEK', dstAirport: 'SHA', flightDate: addDays(today(), 1) };
      expect(await prices({ ...base, days: 1 })).toHaveLength(1);
      expect(await prices(base)).toHaveLength(60);
      const ninety = await prices({ ...base, days: 90 });
      expect(ninety).toHaveLength(90);
      expect(ninety.at(-1)!.date).toBe(addDays(today(), 90));
      for (const [days, msg] of [
        [91, '最多查询90天'],
        [0, '天数需为正整数'],
      ] as const) {
        const res = await calendar({ ...base, days });
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toContain(msg);
      }
    });

    it('gives all-null prices for a route the airline neither flies nor connects', async () => {
      const from = addDays(today(), 1);
      expect(await calendarFromSearch('ZUH', 'WNZ', from, 3)).toEqual([null, null, null]);
      const got = await prices({ orgAirport: 'ZUH', dstAirport: 'WNZ', flightDate: from, days: 10 });
      expect(got).toHaveLength(10);
      expect(got.every((p) => p.price === null && p.cheapest === false)).toBe(true);
    });

    it('prices a route flown only with a connection, every day the search sells it', async () => {
      const from = addDays(today(), 1);
      const offers = await searchOffers('KMG', 'PEK', from);
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.every((o) => o.stops > 0)).toBe(true);
      const got = await prices({ orgAirport: 'KMG', dstAirport: 'PEK', flightDate: from, days: 7 });
      expect(got.map((p) => p.price)).toEqual(await calendarFromSearch('KMG', 'PEK', from, 7));
      expect(got.filter((p) => p.price !== null).length).toBeGreaterThan(0);
    });

    it('flies the trunk routes between 北京, 成都 and 上海 direct several times a day', async () => {
      const date = addDays(today(), 3);
      for (const [origin, destination] of [
        ['PEK', 'CTU'],
        ['CTU', 'PEK'],
        ['PEK', 'PVG'],
        ['PVG', 'PEK'],
        ['SHA', 'CTU'],
      ] as const) {
        const direct = (await searchOffers(origin, destination, date)).filter((o) => o.stops === 0);
        expect(direct.length, `${origin}-${destination}`).toBeGreaterThanOrEqual(3);
      }
    });

    it('agrees with the search on the cheapest fare over a sample of routes and days', async () => {
      const routes = [
        ['PEK', 'SHA'],
        ['CTU', 'CAN'],
        ['CTU', 'PEK'],
        ['PEK', 'PVG'],
        ['KMG', 'PEK'],
        ['XIY', 'HGH'],
        ['SZX', 'CKG'],
      ] as const;
      for (const [origin, destination] of routes)
        for (const from of [today(), addDays(today(), 9), addDays(today(), 40)]) {
          const got = await prices({
            orgAirport: origin,
            dstAirport: destination,
            flightDate: from,
            days: 2,
          });
          expect(
            got.map((p) => p.price),
            `${origin}-${destination} from ${from}`,
          ).toEqual(await calendarFromSearch(origin, destination, from, 2));
        }
    });

    it('accepts lower-case codes', async () => {
      const got = await prices({
        orgAirport: 'pek',
        dstAirport: ' sha ',
        flightDate: addDays(today(), 1),
        days: 3,
      });
      expect(got.map((p) => p.price)).toEqual(await calendarFromSearch('PEK', 'SHA', addDays(today(), 1), 3));
    });

    it('refuses a past date, an unknown airport and the same airport twice with their messages', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { orgAirport: 'PEK', dstAirport: 'SHA', flightDate: addDays(today(), -1) },
          '出发日期不能小于当前日期!',
        ],
        [{ orgAirport: 'ZZZ', dstAirport: 'SHA', flightDate: today() }, '未找到该机场'],
        [{ orgAirport: 'PEK', dstAirport: 'ZZZ', flightDate: today() }, '未找到该机场'],
        [{ orgAirport: 'PEK', dstAirport: 'PEK', flightDate: today() }, '到达城市和出发城市不能相同!'],
        [{ orgAirport: 'PEK', dstAirport: 'SHA', flightDate: '2026-02-30' }, '日期格式需为YYYY-MM-DD'],
      ];
      for (const [body, msg] of cases) {
        const res = await calendar(body);
        expectError(res, 400, msg, msg);
      }
    });
  });

  describe('POST /api/v1/ticket/discount', () => {
    const windowStart = () => addDays(today(), 1);
    const windowEnd = () => addDays(today(), 30);

    /** The cheapest special fare of every route over the window, from raw inventory rows. */
    async function expectedSpecials() {
      const rows = await inventory(
        sql`i.flight_date BETWEEN ${windowStart()}::date AND ${windowEnd()}::date AND c.cabin = 'Y'`,
      );
      const best = new Map<string, FlightFare>();
      for (const f of expectedFlightFares(rows, now())) {
        if (f.percent > 50) continue;
        const key = `${f.origin}-${f.destination}`;
        const known = best.get(key);
        if (!known || f.price < known.price || (f.price === known.price && f.flightDate < known.flightDate))
          best.set(key, f);
      }
      return best;
    }

    const specials = async (orgAirport: string) => {
      // Special fares come from the search's availability cache, at most 2 s behind the database.
      await app.flightSearch.sync();
      const res = await discount({ orgAirport });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, msg: '成功' });
      return res.json().data as { prices: Special[]; recommends: Special[] };
    };

    it('gives the cheapest special fare to each destination from a departure, cheapest first', async () => {
      const { prices: got } = await specials('XIY');
      const want = await expectedSpecials();
      const fromXiy = [...want.values()].filter((f) => f.origin === 'XIY');
      expect(got.length).toBe(fromXiy.length);
      expect(got.length).toBeGreaterThan(20);
      expect(new Set(got.map((f) => f.dstAirport)).size).toBe(got.length);
      for (let i = 1; i < got.length; i++) expect(got[i]!.price).toBeGreaterThanOrEqual(got[i - 1]!.price);
      for (const f of got) {
        const w = want.get(`XIY-${f.dstAirport}`)!;
        expect(f).toMatchObject({
          orgAirport: 'XIY',
          orgCityName: '西安',
          price: w.price,
          flightDate: w.flightDate,
          backDate: addDays(w.flightDate, 3),
          discountPercent: w.percent,
        });
        expect(f.discountPercent).toBeLessThanOrEqual(50);
        expect(f.flightDate >= windowStart() && f.flightDate <= windowEnd()).toBe(true);
      }
      const ctu = got.find((f) => f.dstAirport === 'CTU')!;
      expect(ctu.dstCityName).toBe('成都');
      expect(Object.keys(ctu).sort()).toEqual(
        [
          'backDate',
          'discountPercent',
          'dstAirport',
          'dstCityName',
          'flightDate',
          'orgAirport',
          'orgCityName',
          'price',
        ].sort(),
      );
    });

    it('recommends the network’s 9 cheapest special fares, one per route, cheapest first', async () => {
      const { recommends } = await specials('PEK');
      expect(recommends).toHaveLength(9);
      expect(new Set(recommends.map((f) => `${f.orgAirport}-${f.dstAirport}`)).size).toBe(9);
      for (let i = 1; i < recommends.length; i++)
        expect(recommends[i]!.price).toBeGreaterThanOrEqual(recommends[i - 1]!.price);
      const want = await expectedSpecials();
      const nineCheapest = [...want.values()]
        .map((f) => f.price)
        .sort((a, b) => a - b)
        .slice(0, 9);
      expect(recommends.map((f) => f.price)).toEqual(nineCheapest);
      for (const f of recommends) expect(f.price).toBe(want.get(`${f.orgAirport}-${f.dstAirport}`)!.price);
    });

    it('has no special fares for a departure whose cheap classes are closed, but still recommends', async () => {
      await run(sql`
        UPDATE flight_inventory v SET booking_limit = 0
        FROM flight_instances i, booking_classes c
        WHERE v.instance_id = i.id AND c.code = v.class_code AND i.origin = 'LXA' AND c.cabin = 'Y' AND c.rank >= 7`);
      const { prices: got, recommends } = await specials('LXA');
      expect(got).toEqual([]);
      expect(recommends).toHaveLength(9);
      expect(recommends.every((f) => f.orgAirport !== 'LXA')).toBe(true);
    });

    it('serves repeated calls for a minute from one computation', async () => {
      const first = await specials('HGH');
      const top = first.prices[0]!;
      // Close every special class of that route: the cached answer still shows it until forgotten.
      await run(sql`
        UPDATE flight_inventory v SET booking_limit = 0
        FROM flight_instances i, booking_classes c
        WHERE v.instance_id = i.id AND c.code = v.class_code AND i.origin = ${top.orgAirport}
          AND i.destination = ${top.dstAirport} AND c.cabin = 'Y' AND c.rank >= 7`);
      expect((await specials('HGH')).prices).toEqual(first.prices);
      forgetCachedFares(app.db);
      expect((await specials('HGH')).prices.map((f) => f.dstAirport)).not.toContain(top.dstAirport);
    });

    it('sends each departure the same answer, compressed once for browsers that accept it', async () => {
      const plain = await specials('CTU');
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/ticket/discount',
        payload: { orgAirport: 'CTU' },
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
      expect(body).toEqual({ code: 200, msg: '成功', data: plain });
      // Another departure gets its own fares and the same recommendations.
      const other = await specials('PEK');
      expect(other.prices.every((f) => f.orgAirport === 'PEK')).toBe(true);
      expect(other.recommends).toEqual(plain.recommends);
    });

    it('refuses an unknown airport', async () => {
      const res = await discount({ orgAirport: 'ZZZ' });
      expectError(res, 400, '未找到该机场');
      const bad = await discount({ orgAirport: 'XIAN' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('机场三字码需为3位字母');
    });
  });
});
