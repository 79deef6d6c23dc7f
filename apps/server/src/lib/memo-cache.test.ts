import { afterEach, describe, expect, it } from 'vitest';
import { resetTestClock } from '#test/clock';
import { MemoCache, memoKey } from './memo-cache';

describe('memo cache', () => {
  afterEach(() => resetTestClock());

  const filled = async (keys: string[], maxEntries: number) => {
    const cache = new MemoCache({ readVersion: async () => 1, maxEntries });
    for (const key of keys) await cache.get(key, async () => `answer ${key}`);
    return cache;
  };

  it('drops the least recently served answer when one too many is kept', async () => {
    const cache = await filled(['a', 'b', 'c'], 3);
    // Served again, `a` is now more recent than `b`.
    expect(cache.peek('a')).toBe('answer a');
    await cache.get('d', async () => 'answer d');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('answer a');
    expect(cache.peek('c')).toBe('answer c');
    expect(cache.peek('d')).toBe('answer d');
    expect(cache.misses).toBe(4);
  });

  it('without a later read, the first kept answer is the first to go', async () => {
    const cache = await filled(['a', 'b', 'c'], 2);
    expect(cache.peek('a')).toBeUndefined();
    expect([cache.peek('b'), cache.peek('c')]).toEqual(['answer b', 'answer c']);
  });

  it('builds the same key whatever the order of the parameters, leaving out undefined ones', () => {
    expect(memoKey('/r', { b: 1, a: { d: [1, 'x'], c: null }, e: undefined })).toBe(
      memoKey('/r', { a: { c: null, d: [1, 'x'] }, b: 1 }),
    );
    expect(memoKey('/r', { a: 1 })).not.toBe(memoKey('/r', { a: '1' }));
  });

  it('gives a frozen body the same key as an unfrozen one, per route', () => {
    const body = Object.freeze({ pageSize: 4, channel: 0 });
    expect(memoKey('/r', body)).toBe(memoKey('/r', { channel: 0, pageSize: 4 }));
    expect(memoKey('/r', body)).toBe('/r {"channel":0,"pageSize":4}');
    expect(memoKey('/s', body)).toBe('/s {"channel":0,"pageSize":4}');
  });

  it("builds an unfrozen body's key anew, so a changed body gets a changed key", () => {
    const body: Record<string, number> = { channel: 0 };
    expect(memoKey('/r', body)).toBe('/r {"channel":0}');
    body.channel = 1;
    expect(memoKey('/r', body)).toBe('/r {"channel":1}');
  });
});
