import { nowMs } from './clock';

/** How long an answer may lag a change made by another process (docs/ARCHITECTURE.md, "Home page cache"). */
export const STALE_MS = 1000;

/** Bumped by this process's own content writers: every cache drops its answers on the next read. */
let localGeneration = 0;
export const contentChanged = () => {
  localGeneration += 1;
};

export interface MemoOptions {
  /** Reads the shared change counter (one cheap SELECT). */
  readVersion: () => Promise<number>;
  /** Most answers kept; the least recently used one goes first. */
  maxEntries?: number;
}

interface Entry {
  value: unknown;
  /** When it was computed (application clock, ms). */
  at: number;
  /** Answers that depend on the time are kept for STALE_MS only. */
  timed: boolean;
  /** When it was last served, in reads of this cache: the least recent goes first when full. */
  used: number;
}

/**
 * Answers kept in memory, keyed by route and normalised parameters, dropped when the shared
 * content version moves (checked at most once per STALE_MS of application time) or when this
 * process wrote content itself. Values are shared between callers: never mutate them.
 */
export class MemoCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<unknown>>();
  private epoch = 0;
  private seenGeneration = localGeneration;
  private version: number | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly maxEntries: number;
  private reads = 0;
  /** How many answers were computed rather than served from memory (tests, diagnostics). */
  misses = 0;

  constructor(private readonly options: MemoOptions) {
    this.maxEntries = options.maxEntries ?? 500;
  }

  clear() {
    this.entries.clear();
    this.pending.clear();
    this.epoch += 1;
  }

  /**
   * The answer for `key` when memory holds a good one and no check of the shared version is due;
   * else undefined, and `get` is the way. Lets a hot call answer without waiting on a promise.
   */
  peek<T>(key: string): T | undefined {
    const at = nowMs();
    if (this.seenGeneration !== localGeneration || this.checkDue(at)) return undefined;
    return this.hit(key, at)?.value as T | undefined;
  }

  /** The answer for `key`: from memory when still good, else computed once and kept. */
  async get<T>(key: string, compute: () => Promise<T>, opts: { timed?: boolean } = {}): Promise<T> {
    await this.freshen();
    const at = nowMs();
    const hit = this.hit(key, at);
    if (hit) return hit.value as T;
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    this.misses += 1;
    const epoch = this.epoch;
    const promise = compute().then(
      (value) => {
        // An answer computed across a clear may predate the change: serve it, do not keep it.
        if (this.epoch === epoch) {
          this.pending.delete(key);
          this.entries.set(key, { value, at, timed: !!opts.timed, used: ++this.reads });
          if (this.entries.size > this.maxEntries) this.evictLeastRecent();
        }
        return value;
      },
      (error: unknown) => {
        if (this.epoch === epoch) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  /** Drops everything when this process wrote content, or when the shared version moved. */
  private async freshen() {
    if (this.seenGeneration !== localGeneration) {
      this.seenGeneration = localGeneration;
      this.clear();
    }
    const at = nowMs();
    if (!this.checkDue(at)) return;
    this.checking ??= this.check(at).finally(() => {
      this.checking = null;
    });
    await this.checking;
  }

  /**
   * A kept answer still good at `at` (a timed one for STALE_MS), marked as the most recently used.
   * A mark rather than a move to the map's end: a hot call then changes no map.
   */
  private hit(key: string, at: number): Entry | undefined {
    const hit = this.entries.get(key);
    if (!hit || (hit.timed && !(at >= hit.at && at - hit.at < STALE_MS))) return undefined;
    hit.used = ++this.reads;
    return hit;
  }

  /** Called when one answer too many is kept (a rare event: the home page asks a few dozen). */
  private evictLeastRecent() {
    let oldest: string | undefined;
    let oldestUse = Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.entries) {
      if (entry.used < oldestUse) [oldest, oldestUse] = [key, entry.used];
    }
    if (oldest !== undefined) this.entries.delete(oldest);
  }

  /** The shared version is read at most once per STALE_MS; a clock set backwards (tests) reads it too. */
  private checkDue(at: number) {
    return !(at - this.checkedAt < STALE_MS && at >= this.checkedAt);
  }

  private async check(at: number) {
    const version = await this.options.readVersion();
    this.checkedAt = at;
    if (version !== this.version) {
      if (this.version !== null) this.clear();
      this.version = version;
    }
  }
}

/** Keys already built for frozen parameters (bodies from `rememberedValidation`), by route. */
const frozenKeys = new WeakMap<object, Map<string, string>>();

/**
 * A cache key: the route and its parameters with keys in a stable order. A frozen parameter object
 * cannot change, so its key is built once: a home page call sends the same body again and again,
 * and the remembered validation hands every such request the same frozen object.
 */
export const memoKey = (route: string, params?: unknown): string => {
  if (params === null || typeof params !== 'object' || !Object.isFrozen(params))
    return `${route} ${params === undefined ? '' : stable(params)}`;
  let byRoute = frozenKeys.get(params);
  if (!byRoute) frozenKeys.set(params, (byRoute = new Map()));
  let key = byRoute.get(route);
  if (key === undefined) byRoute.set(route, (key = `${route} ${stable(params)}`));
  return key;
};

/** JSON with object keys sorted and undefined members left out; a plain loop, as it runs per call. */
const stable = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  const record = value as Record<string, unknown>;
  let text = '';
  for (const key of Object.keys(record).sort()) {
    if (record[key] === undefined) continue;
    text += `${text ? ',' : ''}${JSON.stringify(key)}:${stable(record[key])}`;
  }
  return `{${text}}`;
};
