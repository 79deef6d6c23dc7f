import { describe, expect, it } from 'vitest';
import { nextTask, onceInOwnTask } from './tasks';

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

describe('onceInOwnTask', () => {
  it('runs the loader in a later task, never in the calling one', async () => {
    const order: string[] = [];
    const start = onceInOwnTask(async () => order.push('load'));
    const started = start();
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await started;
    expect(order).toEqual(['microtask', 'load']);
  });

  it('runs the loader once and gives every caller the same promise', async () => {
    let runs = 0;
    const start = onceInOwnTask(async () => (runs += 1));
    const first = start();
    expect(start()).toBe(first);
    await first;
    expect(start()).toBe(first);
    await drain();
    expect(runs).toBe(1);
  });

  it('runs each of several loaders in a task of its own', async () => {
    const ran: number[] = [];
    const seen: number[][] = [];
    [1, 2, 3].map((n) => onceInOwnTask(async () => ran.push(n))).forEach((start) => void start());
    expect(ran).toEqual([]);
    // After each task boundary at most one more loader has run.
    for (let i = 0; i < 4; i += 1) {
      await nextTask();
      seen.push([...ran]);
    }
    await drain();
    expect(ran).toEqual([1, 2, 3]);
    for (let i = 1; i < seen.length; i += 1)
      expect(seen[i]!.length - seen[i - 1]!.length).toBeLessThanOrEqual(1);
  });
});
