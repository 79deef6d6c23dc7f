import { performance } from 'node:perf_hooks';
import type { DatedFlightRow, DatedFlightsSnapshot } from './search.repository';

/** What the cache needs to know of a dated flight to index it. */
export interface IndexedFlight {
  id: number;
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  departureMs: number;
}

export interface FlightCacheSource<T extends IndexedFlight> {
  /** Dated flights from `fromDate` on: all of them, or those whose inventory changed after `changedSinceMs`. */
  load(query: { fromDate: string; changedSinceMs?: number }): Promise<DatedFlightsSnapshot>;
  /** The first date worth holding (flights before it can no longer be sold). */
  firstDate(): string;
  /** Turns a row into the record searches read; null leaves the flight out. */
  prepare(row: DatedFlightRow): T | null;
  /** Told when a background poll fails (the next one retries). */
  onError?(err: unknown): void;
}

export interface FlightCacheOptions {
  /** How often the poller looks for changed inventory. */
  pollIntervalMs?: number;
  /** The freshness guarantee: nothing older than this is ever answered. */
  maxStalenessMs?: number;
  /**
   * How far each poll looks back before the previous poll's database time. A writer stamps
   * inventory_changed_at with its transaction's now(), which can be earlier than a poll that ran
   * before it committed: any transaction shorter than this (bookings take milliseconds) is seen.
   */
  overlapMs?: number;
  /** How long a request may wait for a fresh snapshot before giving up. */
  freshnessTimeoutMs?: number;
}

/** The cache could not be brought within its freshness bound (the database is slow or away). */
export class StaleCacheError extends Error {
  constructor(message = 'flight availability could not be refreshed in time', cause?: unknown) {
    super(message, { cause });
    this.name = 'StaleCacheError';
  }
}

/** The key of one route on one date, as `flightsOn` reads it and `unchangedSince` checks it. */
export const routeKey = (origin: string, destination: string, date: string) =>
  `${origin}${destination}${date}`;
const numberKey = (flightNo: string, date: string) => `${flightNo}@${date}`;

/**
 * Dated flights and their seat availability, held in memory for search and refreshed from the
 * database by a poller.
 *
 * Freshness guarantee: every read made after `ensureFresh()` resolves reflects every inventory
 * change committed (and stamped in flight_instances.inventory_changed_at) at least
 * `maxStalenessMs` (2 s) before the read began. `syncedAt` is taken just before a poll's query is
 * sent, so the snapshot it returns is at least that recent; the poller runs every second, and when
 * it falls behind (slow database), `ensureFresh` waits for the next poll rather than answer from
 * older data, and fails with StaleCacheError after `freshnessTimeoutMs`.
 *
 * A poll is one query through the inventory_changed_at index for flights changed since the
 * previous poll's database time minus `overlapMs`; the first sync (and `reload`) reads all flights
 * from `firstDate()` on. Loads run one at a time, in order, so a newer snapshot is never
 * overwritten by an older one.
 */
export class FlightCache<T extends IndexedFlight> {
  readonly pollIntervalMs: number;
  readonly maxStalenessMs: number;
  readonly overlapMs: number;
  readonly freshnessTimeoutMs: number;

  private byId = new Map<number, T>();
  private byRoute = new Map<string, T[]>();
  private byNumber = new Map<string, T>();
  private signatures = new Map<number, string>();
  private heldFrom = '';
  /** Counts applied loads; each route key remembers the load that last changed its flights. */
  private seq = 0;
  private fullLoadSeq = 0;
  private lastChange = new Map<string, number>();

  private loaded = false;
  /** performance.now() just before the query of the last applied load was sent. */
  private syncedAt = -Infinity;
  /** The database's clock at the last applied load: the next poll's watermark. */
  private dbWatermarkMs = 0;
  private running: Promise<void> | null = null;
  private pending: Promise<void> | null = null;
  private fullLoadWanted = true;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private prepare: (row: DatedFlightRow) => T | null;
  /** A new way to prepare rows, taken up by the next full load (reload after reference data changed). */
  private nextPrepare: { prepare: (row: DatedFlightRow) => T | null; beforeSwap?: () => void } | null = null;

  constructor(
    private source: FlightCacheSource<T>,
    options: FlightCacheOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.maxStalenessMs = options.maxStalenessMs ?? 2000;
    this.overlapMs = options.overlapMs ?? 10_000;
    this.freshnessTimeoutMs = options.freshnessTimeoutMs ?? 5000;
    this.prepare = (row) => source.prepare(row);
  }

  /** Starts the poller (idempotent); it never keeps the process alive. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.sync().catch((err: unknown) => this.source.onError?.(err));
    }, this.pollIntervalMs);
    this.timer.unref();
  }

  /** Stops the poller and waits for a load in flight, so the database can be closed after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([this.running, this.pending]);
  }

  /** Milliseconds since the snapshot being served was taken (Infinity before the first load). */
  staleness(): number {
    return performance.now() - this.syncedAt;
  }

  /** Whether the data is within the freshness bound now. */
  isFresh(): boolean {
    return this.loaded && this.staleness() <= this.maxStalenessMs;
  }

  /**
   * Resolves once the data is within the freshness bound: at once normally, after a poll when late.
   * Fails with StaleCacheError when that poll fails or takes longer than `freshnessTimeoutMs`.
   */
  async ensureFresh(): Promise<void> {
    if (this.isFresh()) return;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.sync(),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(() => reject(new StaleCacheError()), this.freshnessTimeoutMs);
        }),
      ]);
    } catch (err) {
      throw err instanceof StaleCacheError
        ? err
        : new StaleCacheError('flight availability poll failed', err);
    } finally {
      clearTimeout(timeout);
    }
  }

  /**
   * One load now, queued behind a load in flight (a caller joins a load not yet started, which is
   * as fresh as one of its own): a full load the first time and after reload(), a poll otherwise.
   */
  sync(): Promise<void> {
    if (this.stopped) return Promise.reject(new StaleCacheError('flight cache stopped'));
    if (this.pending) return this.pending;
    const before = this.running ?? Promise.resolve();
    const next: Promise<void> = before
      .catch(() => undefined)
      .then(() => {
        this.pending = null;
        this.running = next;
        return this.loadOnce();
      })
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.pending = next;
    return next;
  }

  /**
   * Reads every flight again (after back-office edits). With `prepare`, rows are prepared the new
   * way from then on, and `beforeSwap` runs in the same synchronous step that swaps the data in.
   */
  reload(prepare?: (row: DatedFlightRow) => T | null, beforeSwap?: () => void): Promise<void> {
    this.fullLoadWanted = true;
    if (prepare) this.nextPrepare = { prepare, beforeSwap };
    // A load not yet started will see the flag; otherwise one is queued.
    return this.sync();
  }

  private async loadOnce(): Promise<void> {
    const fromDate = this.source.firstDate();
    // Days let go of come back only with a full load: needed when the first date moves back (a
    // clock set back, as the end-to-end tests do after moving time forward).
    const full = this.fullLoadWanted || !this.loaded || fromDate < this.heldFrom;
    const swap = full ? this.nextPrepare : null;
    if (full) {
      this.fullLoadWanted = false;
      this.nextPrepare = null;
    }
    const startedAt = performance.now();
    let snapshot: DatedFlightsSnapshot;
    try {
      snapshot = await this.source.load(
        full ? { fromDate } : { fromDate, changedSinceMs: this.dbWatermarkMs - this.overlapMs },
      );
    } catch (err) {
      if (full) {
        this.fullLoadWanted = true;
        this.nextPrepare ??= swap;
      }
      throw err;
    }
    // Everything below is synchronous: a search never sees half an update.
    this.seq++;
    if (full) {
      if (swap) {
        this.prepare = swap.prepare;
        swap.beforeSwap?.();
      }
      this.byId = new Map();
      this.byRoute = new Map();
      this.byNumber = new Map();
      this.signatures = new Map();
      this.lastChange = new Map();
      this.fullLoadSeq = this.seq;
      for (const row of snapshot.flights) this.upsert(row);
      this.loaded = true;
    } else {
      for (const row of snapshot.flights) this.upsert(row);
      if (fromDate !== this.heldFrom) this.dropBefore(fromDate);
    }
    this.heldFrom = fromDate;
    this.dbWatermarkMs = snapshot.dbNowMs;
    this.syncedAt = startedAt;
  }

  private upsert(row: DatedFlightRow): void {
    // Polls read again what changed within the overlap: a flight as it was is left alone.
    if (this.signatures.get(row.id) === row.signature) return;
    this.signatures.set(row.id, row.signature);
    const record = this.prepare(row);
    const old = this.byId.get(row.id);
    if (old) this.remove(old);
    if (!record) return;
    this.byId.set(record.id, record);
    this.byNumber.set(numberKey(record.flightNo, record.flightDate), record);
    const key = routeKey(record.origin, record.destination, record.flightDate);
    this.lastChange.set(key, this.seq);
    const list = this.byRoute.get(key);
    if (!list) {
      this.byRoute.set(key, [record]);
      return;
    }
    let at = list.length;
    while (at > 0 && list[at - 1]!.departureMs > record.departureMs) at--;
    list.splice(at, 0, record);
  }

  private remove(record: T): void {
    this.byId.delete(record.id);
    const numbered = numberKey(record.flightNo, record.flightDate);
    if (this.byNumber.get(numbered) === record) this.byNumber.delete(numbered);
    const key = routeKey(record.origin, record.destination, record.flightDate);
    this.lastChange.set(key, this.seq);
    const list = this.byRoute.get(key);
    if (!list) return;
    const at = list.indexOf(record);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.byRoute.delete(key);
  }

  /** Lets go of days that can no longer be sold (the cache lives across midnight). */
  private dropBefore(fromDate: string): void {
    for (const record of [...this.byId.values()]) {
      if (record.flightDate >= fromDate) continue;
      this.remove(record);
      this.signatures.delete(record.id);
    }
  }

  /** The flights of a route on a date, by departure time (empty when none). */
  flightsOn(origin: string, destination: string, date: string): readonly T[] {
    return this.byRoute.get(routeKey(origin, destination, date)) ?? [];
  }

  /** A dated flight by its number and local departure date. */
  flight(flightNo: string, date: string): T | undefined {
    return this.byNumber.get(numberKey(flightNo, date));
  }

  get size(): number {
    return this.byId.size;
  }

  /** The current version of the data: answers computed now can later be checked with `unchangedSince`. */
  get version(): number {
    return this.seq;
  }

  /** Whether no flight of these route keys has changed since `version` (no full load either). */
  unchangedSince(version: number, keys: readonly string[]): boolean {
    if (version < this.fullLoadSeq) return false;
    for (const key of keys) if ((this.lastChange.get(key) ?? 0) > version) return false;
    return true;
  }
}
