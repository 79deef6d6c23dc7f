import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer, stop } from './processes';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** Hello-world measured just before this route, when it was (see `HelloWorld`). */
  baseline?: LoadResult;
}

export interface LoadOptions {
  connections?: number;
  durationSeconds?: number;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Request headers beyond the body's content type. */
  headers?: Record<string, string>;
}

/** Drives one URL with autocannon after a short warm-up; counts non-2xx answers as errors. */
export async function measure(name: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const base = {
    url,
    connections: options.connections ?? 50,
    method: options.method ?? 'GET',
    headers: {
      ...options.headers,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  };
  await autocannon({ ...base, duration: 1 });
  const result = await autocannon({ ...base, duration: options.durationSeconds ?? 5 });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Prints each result as figures and as a ratio to hello-world measured in the same run: its own
 * baseline where it has one, else the run's.
 */
export function report(title: string, baseline: LoadResult, results: LoadResult[]) {
  console.log(`\n${title}`);
  const rows = [baseline, ...results].map((r) => {
    const hello = r.baseline ?? baseline;
    return {
      route: r.name,
      'req/s': r.requestsPerSecond,
      'p99 ms': r.p99Ms,
      'hello req/s': hello.requestsPerSecond,
      'throughput vs hello': `${((r.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)}%`,
      'p99 vs hello': `${(r.p99Ms / Math.max(hello.p99Ms, 0.001)).toFixed(2)}x`,
      errors: r.errors,
    };
  });
  console.table(rows);
}

/**
 * The bare Fastify hello-world route: the baseline the routes are read against. It runs through
 * the bench and is measured again right before each route, since the machine's pace drifts over a
 * run of minutes (hello-world alone ranged from 47,000 to 63,000 req/s between runs on one quiet
 * machine), and a ratio is only fair against a baseline taken under the same conditions.
 */
export class HelloWorld {
  private constructor(
    private readonly child: Awaited<ReturnType<typeof startServer>>,
    private readonly url: string,
  ) {}

  static async start() {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hello`;
    const child = await startServer(
      path.resolve(import.meta.dirname, '../hello-server.ts'),
      { PORT: String(port) },
      url,
    );
    return new HelloWorld(child, url);
  }

  measure(options: LoadOptions) {
    return measure('hello-world (bare Fastify)', this.url, options);
  }

  /** Measures hello-world, then the route; the route's result carries that baseline. */
  async against(name: string, url: string, options: LoadOptions): Promise<LoadResult> {
    const baseline = await this.measure(options);
    return { ...(await measure(name, url, options)), baseline };
  }

  stop() {
    return stop(this.child);
  }
}

/** One hello-world measurement on a server of its own. */
export async function measureHelloWorld(options: LoadOptions): Promise<LoadResult> {
  const hello = await HelloWorld.start();
  try {
    return await hello.measure(options);
  } finally {
    await hello.stop();
  }
}
