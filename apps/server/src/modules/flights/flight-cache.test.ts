import { afterEach, describe, expect, it } from 'vitest';
import { FlightCache, StaleCacheError, type IndexedFlight } from './flight-cache';
import type { DatedFlightRow, DatedFlightsSnapshot } from './search.repository';

function row(id: number, overrides: Partial<DatedFlightRow> = {}): DatedFlightRow {
  const fields = {
    id,
    flightNo: `JC${1000 + id}`,
    flightDate: '2030-01-10',
    routeId: 1,
    origin: 'PEK',
    destination: 'SHA',
    aircraftType: '320',
    departureMs: Date.parse('2030-01-10T00:00:00Z') + id * 3_600_000,
    arrivalMs: Date.parse('2030-01-10T02:00:00Z') + id * 3_600_000,
    cancelled: false,
    codes: ['Y'],
    limits: [100],
    sold: [0],
    ...overrides,
  };
  return { ...fields, signature: JSON.stringify(fields) };
}

interface Flight extends IndexedFlight {
  sold: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database stand-in: rows change when a test says so, each with the time it changed. */
function fakeSource(initial: DatedFlightRow[]) {
  let clock = 1_000_000;
  const rows = new Map(initial.map((r) => [r.id, { row: r, changedAt: clock }]));
  const calls: Array<{ fromDate: string; changedSinceMs?: number }> = [];
  let running = 0;
  let mostAtOnce = 0;
  let delayMs = 0;
  let failing = false;
  let firstDate = '2030-01-01';
  const source = {
    calls,
    get mostAtOnce() {
      return mostAtOnce;
    },
    setDelay: (ms: number) => (delayMs = ms),
    setFailing: (on: boolean) => (failing = on),
    setFirstDate: (date: string) => (firstDate = date),
    change(r: DatedFlightRow) {
      clock += 10;
      rows.set(r.id, { row: r, changedAt: clock });
    },
    firstDate: () => firstDate,
    async load(query: { fromDate: string; changedSinceMs?: number }): Promise<DatedFlightsSnapshot> {
      calls.push(query);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        if (delayMs) await sleep(delayMs);
        if (failing) throw new Error('connection refused');
        clock += 1;
        const flights = [...rows.values()]
          .filter((r) => r.row.flightDate >= query.fromDate)
          .filter((r) => query.changedSinceMs === undefined || r.changedAt > query.changedSinceMs)
          .map((r) => r.row);
        return { dbNowMs: clock, flights };
      } finally {
        running--;
      }
    },
    prepare: (r: DatedFlightRow): Flight => ({ ...r, sold: r.sold[0]! }),
  };
  return source;
}

describe('FlightCache', () => {
  const caches: Array<FlightCache<Flight>> = [];
  const make = (source: ReturnType<typeof fakeSource>, options = {}) => {
    const cache = new FlightCache<Flight>(source, {
      pollIntervalMs: 1_000_000,
      maxStalenessMs: 60,
      overlapMs: 5,
      freshnessTimeoutMs: 500,
      ...options,
    });
    caches.push(cache);
    return cache;
  };
  afterEach(async () => {
    await Promise.all(caches.splice(0).map((c) => c.stop()));
  });

  it('loads everything first, then polls only changes since the last database time minus the overlap', async () => {
    const source = fakeSource([row(1), row(2)]);
    const cache = make(source);
    await cache.ensureFresh();
    expect(source.calls).toEqual([{ fromDate: '2030-01-01' }]);
    expect(cache.flightsOn('PEK', 'SHA', '2030-01-10').map((f) => f.id)).toEqual([1, 2]);

    source.change(row(2, { sold: [7] }));
    await cache.sync();
    expect(source.calls[1]).toEqual({ fromDate: '2030-01-01', changedSinceMs: 1_000_001 - 5 });
    expect(cache.flight('JC1002', '2030-01-10')!.sold).toBe(7);
  });

  it('answers from memory while fresh and waits for a poll once older than the bound', async () => {
    const source = fakeSource([row(1)]);
    const cache = make(source);
    await cache.ensureFresh();
    await cache.ensureFresh();
    expect(source.calls).toHaveLength(1);
    expect(cache.staleness()).toBeLessThanOrEqual(cache.maxStalenessMs);

    source.change(row(1, { sold: [3] }));
    await sleep(80);
    expect(cache.staleness()).toBeGreaterThan(cache.maxStalenessMs);
    expect(cache.flight('JC1001', '2030-01-10')!.sold).toBe(0);
    await cache.ensureFresh();
    expect(source.calls).toHaveLength(2);
    expect(cache.flight('JC1001', '2030-01-10')!.sold).toBe(3);
  });

  it('polls by itself while started, and stops with stop()', async () => {
    const source = fakeSource([row(1)]);
    const cache = make(source, { pollIntervalMs: 10 });
    cache.start();
    await sleep(120);
    const polled = source.calls.length;
    expect(polled).toBeGreaterThanOrEqual(3);
    await cache.stop();
    await sleep(50);
    expect(source.calls.length).toBe(polled);
    await expect(cache.sync()).rejects.toBeInstanceOf(StaleCacheError);
  });

  it('never runs two loads at once, and callers share a load not yet started', async () => {
    const source = fakeSource([row(1)]);
    source.setDelay(20);
    const cache = make(source);
    const first = cache.sync();
    await sleep(5);
    // The first load is running: twenty more callers all join the one load queued behind it.
    await Promise.all([first, ...Array.from({ length: 20 }, () => cache.sync())]);
    expect(source.mostAtOnce).toBe(1);
    expect(source.calls).toHaveLength(2);
  });

  it('moves a flight whose time changed and lets go of days no longer sold', async () => {
    const source = fakeSource([row(1), row(2), row(3, { flightDate: '2030-01-11' })]);
    const cache = make(source);
    await cache.sync();
    source.change(row(1, { departureMs: row(2).departureMs + 60_000 }));
    await cache.sync();
    expect(cache.flightsOn('PEK', 'SHA', '2030-01-10').map((f) => f.id)).toEqual([2, 1]);

    source.setFirstDate('2030-01-11');
    await cache.sync();
    expect(cache.flightsOn('PEK', 'SHA', '2030-01-10')).toEqual([]);
    expect(cache.flight('JC1001', '2030-01-10')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('reads the days it let go of again when the first date moves back', async () => {
    const source = fakeSource([row(1), row(3, { flightDate: '2030-01-11' })]);
    const cache = make(source);
    await cache.sync();
    source.setFirstDate('2030-01-11');
    await cache.sync();
    expect(cache.flight('JC1001', '2030-01-10')).toBeUndefined();

    source.setFirstDate('2030-01-01');
    await cache.sync();
    expect(source.calls.at(-1)).toEqual({ fromDate: '2030-01-01' });
    expect(cache.flightsOn('PEK', 'SHA', '2030-01-10').map((f) => f.id)).toEqual([1]);
    expect(cache.size).toBe(2);
  });

  it('refuses to answer from old data when the database does not answer in time', async () => {
    const source = fakeSource([row(1)]);
    const cache = make(source, { freshnessTimeoutMs: 50 });
    await cache.sync();
    source.setDelay(400);
    await sleep(80);
    await expect(cache.ensureFresh()).rejects.toBeInstanceOf(StaleCacheError);
  });

  it('refuses to answer from old data when the poll fails, and recovers with the next one', async () => {
    const source = fakeSource([row(1)]);
    const cache = make(source);
    await cache.sync();
    source.setFailing(true);
    await sleep(80);
    const failed = cache.ensureFresh();
    await expect(failed).rejects.toBeInstanceOf(StaleCacheError);
    await expect(failed).rejects.toMatchObject({ cause: new Error('connection refused') });
    source.setFailing(false);
    await cache.ensureFresh();
    expect(cache.isFresh()).toBe(true);
  });
});
