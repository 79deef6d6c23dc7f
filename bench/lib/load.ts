import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer, stop } from './processes';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** Hello-world measured just before this route, when it was: the route's ratios are to it. */
  beside?: LoadResult;
}

/** A running hello-world server, to measure beside each route. */
export interface HelloWorld {
  url: string;
  stop: () => Promise<void>;
}

export interface LoadOptions {
  connections?: number;
  durationSeconds?: number;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Request headers beyond the body's content type. */
  headers?: Record<string, string>;
}

/**
 * Drives one URL with autocannon after a short warm-up; counts non-2xx answers as errors. With
 * `hello`, hello-world is measured just before, under the same load, and the route's ratios are to
 * that figure: this machine's speed drifts over a run of several minutes (a shared virtual
 * machine), and a baseline taken seconds apart is under the same conditions.
 */
export async function measure(
  name: string,
  url: string,
  options: LoadOptions = {},
  hello?: HelloWorld,
): Promise<LoadResult> {
  const beside = hello
    ? await measure('hello-world', hello.url, {
        connections: options.connections,
        durationSeconds: options.durationSeconds,
      })
    : undefined;
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
    ...(beside ? { beside } : {}),
  };
}

/** Prints each result as figures and as a ratio to the baseline measured in the same run. */
export function report(title: string, baseline: LoadResult, results: LoadResult[]) {
  console.log(`\n${title}`);
  const rows = [baseline, ...results].map((r) => {
    const hello = r.beside ?? baseline;
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

/** Starts the bare Fastify hello-world server the routes are read against. */
export async function startHelloWorld(): Promise<HelloWorld> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/hello`;
  const child = await startServer(
    path.resolve(import.meta.dirname, '../hello-server.ts'),
    { PORT: String(port) },
    url,
  );
  return { url, stop: () => stop(child) };
}

/** The bare Fastify hello-world route under the same load: the baseline the routes are read against. */
export async function measureHelloWorld(options: LoadOptions, running?: HelloWorld): Promise<LoadResult> {
  const hello = running ?? (await startHelloWorld());
  try {
    return await measure('hello-world (bare Fastify)', hello.url, options);
  } finally {
    if (!running) await hello.stop();
  }
}
