import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingMessages, ErrorEnvelope, okEnvelope } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, createUser, dbKind, expectError } from '#test/helper';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ManualClock, useClock } from '../../lib/clock';
import { ok } from '../../lib/reply';
import { findJobByKey } from '../jobs/jobs.service';
import { openSession } from '../accounts/sessions.service';
import { requestHash } from './idempotency.service';

const T0 = '2026-03-10T04:30:00.000Z';
const HOUR = 3_600_000;

describe(`Idempotency-Key (${dbKind()})`, () => {
  let app: App;
  const clock = new ManualClock(T0);
  let runs = 0;
  /** Lets a test hold the handler until it says so. */
  let gate: Promise<void> | null = null;

  beforeAll(async () => {
    useClock(clock);
    app = await buildTestApp();
    // A route in the shape of appointment: logged in, a body, an answer worth keeping.
    app.post(
      '/api/test/idempotent',
      {
        onRequest: app.authenticate,
        config: { idempotency: 'test' },
        schema: {
          body: z.object({ item: z.string().max(20), fail: z.enum(['409', '500']).optional() }),
          response: { 200: okEnvelope(z.object({ run: z.number(), item: z.string() })), 409: ErrorEnvelope },
        },
      },
      async (request) => {
        runs += 1;
        const run = runs;
        if (gate) await gate;
        if (request.body.fail === '409') throw AppError.conflict(`第${run}次：库存不足`);
        if (request.body.fail === '500') throw new Error('database away');
        return ok({ run, item: request.body.item });
      },
    );
  });
  afterAll(async () => {
    await app.close();
  });

  let keyNo = 0;
  const newKey = () => `key-${++keyNo}-${'x'.repeat(8)}`;
  const call = (auth: { authorization: string }, key: string | undefined, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/test/idempotent',
      headers: { ...auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });

  it('runs every request without a key', async () => {
    const { auth } = await createUser(app);
    const a = await call(auth, undefined, { item: 'a' });
    const b = await call(auth, undefined, { item: 'a' });
    expect(b.json().data.run).toBe(a.json().data.run + 1);
  });

  it('answers a repeat with the first answer, without running it again', async () => {
    const { auth } = await createUser(app);
    const key = newKey();
    const first = await call(auth, key, { item: 'seat' });
    expect(first.statusCode).toBe(200);
    const before = runs;
    // The same body written otherwise (keys in another order) is the same request.
    const again = await app.inject({
      method: 'POST',
      url: '/api/test/idempotent',
      headers: { ...auth, 'idempotency-key': key, 'content-type': 'application/json' },
      payload: '{ "item" : "seat" }',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(before);
  });

  it('refuses the same key with another body: 409, nothing run', async () => {
    const { auth } = await createUser(app);
    const key = newKey();
    await call(auth, key, { item: 'one' });
    const before = runs;
    const res = await call(auth, key, { item: 'two' });
    expectError(res, 409, BookingMessages.idempotencyConflict);
    expect(runs).toBe(before);
  });

  it('keeps keys per account: another account with the same key runs its own request', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const key = newKey();
    const first = await call(a.auth, key, { item: 'x' });
    const second = await call(b.auth, key, { item: 'x' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.run).toBe(first.json().data.run + 1);
  });

  it('replays a refusal (4xx) too, and forgets a 5xx so that a retry runs again', async () => {
    const { auth } = await createUser(app);
    const k409 = newKey();
    const refused = await call(auth, k409, { item: 'y', fail: '409' });
    expect(refused.statusCode).toBe(409);
    const replay = await call(auth, k409, { item: 'y', fail: '409' });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual(refused.json());

    const k500 = newKey();
    const broken = await call(auth, k500, { item: 'z', fail: '500' });
    expect(broken.statusCode).toBe(500);
    const before = runs;
    const retry = await call(auth, k500, { item: 'z', fail: '500' });
    expect(retry.statusCode).toBe(500);
    expect(runs).toBe(before + 1);
  });

  it('refuses a malformed key with 400, before running anything', async () => {
    const { auth } = await createUser(app);
    const before = runs;
    for (const bad of ['', 'x'.repeat(65), 'has space', 'tab\tkey', '中文键']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/idempotent',
        headers: {
          ...auth,
          'idempotency-key': encodeURI(bad) === bad ? bad : Buffer.from(bad).toString('latin1'),
        },
        payload: { item: 'q' },
      });
      expectError(res, 400, BookingMessages.idempotencyKeyInvalid, JSON.stringify(bad));
    }
    expect(runs).toBe(before);
    expect((await call(auth, 'x'.repeat(64), { item: 'q' })).statusCode).toBe(200);
  });

  /**
   * Sends a request and waits until it has reserved its key and entered the handler, where it is
   * held until `release()`.
   */
  async function heldCall(auth: { authorization: string }, key: string, payload: object) {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const entered = runs;
    const first = call(auth, key, payload);
    while (runs === entered) await new Promise((r) => setTimeout(r, 5));
    const release = () => {
      gate = null;
      open();
    };
    return { first, release };
  }

  it('runs two concurrent requests with one key once: the second waits and gets the first answer', async () => {
    const { auth } = await createUser(app);
    const key = newKey();
    const before = runs;
    // The repeat goes once the first holds its key, inside the handler.
    const { first, release } = await heldCall(auth, key, { item: 'race' });
    const second = call(auth, key, { item: 'race' });
    await new Promise((r) => setTimeout(r, 120));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(runs).toBe(before + 1);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(b.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 409 请求正在处理中 to a repeat while the first is still running past the wait', async () => {
    const { auth } = await createUser(app);
    const key = newKey();
    const before = runs;
    const { first, release } = await heldCall(auth, key, { item: 'slow' });
    const second = await call(auth, key, { item: 'slow' });
    expectError(second, 409, BookingMessages.idempotencyInProgress);
    release();
    expect((await first).statusCode).toBe(200);
    expect(runs).toBe(before + 1);
  });

  it('runs a request again whose first run was abandoned over a minute ago (its process died)', async () => {
    const { auth, user } = await createUser(app);
    const key = newKey();
    clock.set(T0);
    await app.db.insert(idempotencyKeys).values({
      userId: user.id,
      scope: 'test',
      key,
      requestHash: requestHash(user.id, { item: 'lost' }),
      statusCode: 0,
      response: {},
      createdAt: new Date(Date.parse(T0) - 61_000),
    });
    const before = runs;
    const res = await call(auth, key, { item: 'lost' });
    expect(res.statusCode).toBe(200);
    expect(runs).toBe(before + 1);
    expect((await call(auth, key, { item: 'lost' })).json()).toEqual(res.json());
  });

  it('purges keys 24 hours after their first use, by a job', async () => {
    const { auth, user } = await createUser(app);
    const key = newKey();
    clock.set(T0);
    await call(auth, key, { item: 'old' });
    const stored = () => app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(await stored()).toHaveLength(1);
    // One purge job per hour: the one at the hour after T0 + 24 h.
    const job = await findJobByKey(app.db, 'idempotency-purge:2026-03-11T05');
    expect(job?.runAt.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    clock.set(Date.parse(T0) + 24 * HOUR - 60_000);
    await app.jobs.runDue();
    expect(await stored()).toHaveLength(1);
    clock.set('2026-03-11T05:01:00.000Z');
    await app.jobs.runDue();
    expect(await stored()).toHaveLength(0);
    // The key is free again (a fresh session: the first one is a day old).
    const before = runs;
    const { token } = await openSession(app.db, user.id);
    expect((await call({ authorization: `Bearer ${token}` }, key, { item: 'new body' })).statusCode).toBe(
      200,
    );
    expect(runs).toBe(before + 1);
    clock.set(T0);
  });
});
