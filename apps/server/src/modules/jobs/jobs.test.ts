import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, dbKind } from '#test/helper';
import { jobs } from '../../db/schema';
import { ManualClock, useClock } from '../../lib/clock';
import { enqueueJob, findJobByKey, JobRunner, RetryLater } from './jobs.service';

const T0 = '2026-03-10T04:00:00.000Z';
const SECOND = 1000;

describe(`job queue (${dbKind()})`, () => {
  let app: App;
  const clock = new ManualClock(T0);
  beforeAll(async () => {
    app = await buildTestApp();
    useClock(clock);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => clock.set(T0));

  let n = 0;
  const key = (name: string) => `${name}:${++n}`;
  const runnerWith = (
    kind: string,
    run: (payload: unknown, attempt: number) => Promise<void>,
    delay?: number,
  ) => {
    const runner = new JobRunner(app.db);
    runner.define(kind, {
      run: ({ payload, attempt }) => run(payload, attempt),
      ...(delay ? { retryDelayMs: () => delay } : {}),
    });
    return runner;
  };

  it('runs a job once it is due, not a minute before, and marks it done', async () => {
    const seen: unknown[] = [];
    const k = key('due');
    const runner = runnerWith('test-due', async (p) => void seen.push(p));
    await enqueueJob(app.db, {
      kind: 'test-due',
      payload: { orderId: 7 },
      runAt: new Date(Date.parse(T0) + 60 * SECOND),
      dedupeKey: k,
    });
    clock.advance(59 * SECOND);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1 * SECOND);
    expect(await runner.runDue()).toBe(1);
    expect(seen).toEqual([{ orderId: 7 }]);
    const row = await findJobByKey(app.db, k);
    expect(row?.doneAt?.toISOString()).toBe(new Date(Date.parse(T0) + 60 * SECOND).toISOString());
    expect(await runner.runDue()).toBe(0);
  });

  it('adds a job with the same dedupe key only once', async () => {
    const k = key('dedupe');
    expect(
      await enqueueJob(app.db, { kind: 'test-dedupe', payload: 1, runAt: clock.now(), dedupeKey: k }),
    ).toBe(true);
    expect(
      await enqueueJob(app.db, { kind: 'test-dedupe', payload: 2, runAt: clock.now(), dedupeKey: k }),
    ).toBe(false);
    const runs: unknown[] = [];
    await runnerWith('test-dedupe', async (p) => void runs.push(p)).runDue();
    expect(runs).toEqual([1]);
  });

  it('retries a failing job after its delay and gives up after the last attempt', async () => {
    const k = key('retry');
    const attempts: number[] = [];
    const runner = runnerWith(
      'test-retry',
      async (_p, attempt) => {
        attempts.push(attempt);
        throw new Error(`boom ${attempt}`);
      },
      10 * SECOND,
    );
    await enqueueJob(app.db, {
      kind: 'test-retry',
      payload: null,
      runAt: clock.now(),
      dedupeKey: k,
      maxAttempts: 3,
    });
    expect(await runner.runDue()).toBe(1);
    clock.advance(10 * SECOND - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    clock.advance(10 * SECOND);
    expect(await runner.runDue()).toBe(1);
    clock.advance(60 * SECOND);
    expect(await runner.runDue()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
    const row = await findJobByKey(app.db, k);
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toBe('boom 3');
  });

  it('honours a handler asking to be run again later', async () => {
    const k = key('later');
    let calls = 0;
    const runner = runnerWith('test-later', async () => {
      calls += 1;
      if (calls === 1) throw new RetryLater(30 * SECOND);
    });
    await enqueueJob(app.db, { kind: 'test-later', payload: null, runAt: clock.now(), dedupeKey: k });
    await runner.runDue();
    clock.advance(29 * SECOND);
    expect(await runner.runDue()).toBe(0);
    clock.advance(SECOND);
    expect(await runner.runDue()).toBe(1);
    expect((await findJobByKey(app.db, k))?.doneAt).not.toBeNull();
  });

  it('leaves kinds it does not know to the processes that do', async () => {
    const k = key('other');
    await enqueueJob(app.db, { kind: 'test-unknown', payload: null, runAt: clock.now(), dedupeKey: k });
    expect(await runnerWith('test-known', async () => {}).runDue()).toBe(0);
    expect((await findJobByKey(app.db, k))?.attempts).toBe(0);
  });

  it('gives a job whose process died to another once its lease runs out', async () => {
    const k = key('lease');
    await enqueueJob(app.db, { kind: 'test-lease', payload: null, runAt: clock.now(), dedupeKey: k });
    // A process claimed it and died: the lease is set, nothing else.
    const row = (await findJobByKey(app.db, k))!;
    await app.db
      .update(jobs)
      .set({ lockedUntil: new Date(clock.now().getTime() + 60 * SECOND), attempts: 1 })
      .where(eq(jobs.id, row.id));
    let runs = 0;
    const runner = runnerWith('test-lease', async () => void (runs += 1));
    expect(await runner.runDue()).toBe(0);
    clock.advance(60 * SECOND);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it.runIf(dbKind() === 'postgres')('runs each job once when two runners poll the same queue', async () => {
    // Two runners on the pool's separate connections race as two server processes would.
    const ran: number[] = [];
    const make = () => {
      const r = new JobRunner(app.db, { batchSize: 3 });
      r.define<number>('test-race', {
        run: async ({ payload }) => {
          ran.push(payload);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      return r;
    };
    for (let i = 0; i < 40; i++)
      await enqueueJob(app.db, { kind: 'test-race', payload: i, runAt: clock.now(), dedupeKey: key('race') });
    const [a, b] = await Promise.all([make().runDue(), make().runDue()]);
    // Which runner takes how many depends on scheduling; that none is run twice does not.
    expect(a + b).toBe(40);
    expect([...ran].sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
  });
});
