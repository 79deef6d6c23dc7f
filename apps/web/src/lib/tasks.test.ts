import { describe, expect, it } from 'vitest';
import { nextTask, oneTaskEach } from './tasks';

/** Resolves after every task queued so far (and the ones they queue, a few levels deep). */
const drain = async () => {
  for (let i = 0; i < 10; i += 1) await nextTask();
};

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks queued now', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await task;
    expect(order).toEqual(['microtask', 'task']);
  });
});

describe('oneTaskEach', () => {
  it('runs the jobs in order, none in the calling task, each in a task of its own', async () => {
    const ran: number[] = [];
    const seen: number[][] = [];
    oneTaskEach([1, 2, 3].map((n) => () => ran.push(n)));
    expect(ran).toEqual([]);
    // After each task boundary at most one more job has run.
    for (let i = 0; i < 4; i += 1) {
      await nextTask();
      seen.push([...ran]);
    }
    await drain();
    expect(ran).toEqual([1, 2, 3]);
    for (let i = 1; i < seen.length; i += 1)
      expect(seen[i]!.length - seen[i - 1]!.length).toBeLessThanOrEqual(1);
  });

  it('runs none of the jobs not yet run once cancelled', async () => {
    const ran: number[] = [];
    const cancel = oneTaskEach([1, 2, 3].map((n) => () => ran.push(n)));
    while (ran.length === 0) await nextTask();
    cancel();
    await drain();
    expect(ran).toEqual([1]);
  });
});
