import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer, stop } from './processes';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
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

/** Prints each result as figures and as a ratio to the baseline measured in the same run. */
export function report(title: string, baseline: LoadResult, results: LoadResult[]) {
  console.log(`\n${title}`);
  const rows = [baseline, ...results].map((r) => ({
    route: r.name,
    'req/s': r.requestsPerSecond,
    'p99 ms': r.p99Ms,
    'throughput vs hello': `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`,
    'p99 vs hello': `${(r.p99Ms / Math.max(baseline.p99Ms, 0.001)).toFixed(2)}x`,
    errors: r.errors,
  }));
  console.table(rows);
}

/** The bare Fastify hello-world route under the same load: the baseline the routes are read against. */
export async function measureHelloWorld(options: LoadOptions): Promise<LoadResult> {
  const port = await freePort();
  const child = await startServer(
    path.resolve(import.meta.dirname, '../hello-server.ts'),
    { PORT: String(port) },
    `http://127.0.0.1:${port}/hello`,
  );
  try {
    return await measure('hello-world (bare Fastify)', `http://127.0.0.1:${port}/hello`, options);
  } finally {
    await stop(child);
  }
}
