import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger, RequestLogger } from './request-logger';

/** Fastify's logger (pino) at `level`, whose lines are collected, parsed. */
function collected(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: Fastify({ logger: { level, stream } }).log, lines };
}

describe('request logger', () => {
  it('writes the lines at enabled levels with the request id, and makes no child for the others', () => {
    const { logger, lines } = collected('warn');
    let children = 0;
    const parent = Object.assign(Object.create(logger), {
      child: (...args: Parameters<typeof logger.child>) => {
        children += 1;
        return logger.child(...args);
      },
    });
    const log = lazyRequestLogger(parent, { reqId: 'r-1' }, {});
    expect(log).toBeInstanceOf(RequestLogger);
    log.info('incoming request');
    log.debug({ a: 1 }, 'details');
    expect(children).toBe(0);
    log.warn({ code: 7 }, 'slow answer');
    log.error('failed');
    log.info('still below the level');
    expect(children).toBe(1);
    expect(lines.map((l) => [l.level, l.reqId, l.msg, l.code])).toEqual([
      [40, 'r-1', 'slow answer', 7],
      [50, 'r-1', 'failed', undefined],
    ]);
  });

  it('follows a route level given in the child options', () => {
    const { logger, lines } = collected('warn');
    const log = lazyRequestLogger(logger, { reqId: 'r-2' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('shown at the route level');
    log.trace('not shown');
    expect(lines.map((l) => l.msg)).toEqual(['shown at the route level']);
  });

  it('is what Fastify hands every request', async () => {
    const lines: { msg: string; reqId: string }[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level: 'info', stream }, childLoggerFactory: lazyRequestLogger });
    app.get('/', (request) => {
      request.log.info('handled');
      return { ok: true };
    });
    const reply = await app.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(200);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'handled', 'request completed']);
    // Every line of the request carries its id.
    expect(lines[0]!.reqId).toMatch(/\S/);
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(1);
    await app.close();
  });
});
