import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { accountQuery, keyedQuery, searchQuery } from './endpoint-query';

const keys = {
  detail: (no: string) => ['area', 'detail', no] as const,
  list: (token: string | null, pageNum: number) => ['area', 'list', token, pageNum] as const,
  search: (req: { q: string } | null) => ['area', 'search', req] as const,
};

describe('keyedQuery', () => {
  it('keys and fetches with the same arguments, the signal after them, and keeps the extras', async () => {
    const fetch = vi.fn((no: string, signal?: AbortSignal) => Promise.resolve({ no, signalled: !!signal }));
    const options = keyedQuery(keys.detail, fetch, { staleTime: 5000, retry: false })('A1');
    expect(options.queryKey).toEqual(['area', 'detail', 'A1']);
    expect(options.staleTime).toBe(5000);
    expect(options.retry).toBe(false);
    expect(options.enabled).toBeUndefined();
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ no: 'A1', signalled: true });
    expect(fetch.mock.calls[0]![1]).toBeInstanceOf(AbortSignal);
  });
});

describe('accountQuery', () => {
  it('keys by the token, leaves it out of the call, and is idle without one', async () => {
    const fetch = vi.fn((pageNum: number, _signal?: AbortSignal) => Promise.resolve([pageNum]));
    const options = accountQuery(keys.list, fetch);
    expect(options(null, 1).enabled).toBe(false);
    const signedIn = options('t0k', 2);
    expect(signedIn.queryKey).toEqual(['area', 'list', 't0k', 2]);
    expect(signedIn.enabled).toBe(true);
    await expect(new QueryClient().fetchQuery(signedIn)).resolves.toEqual([2]);
    expect(fetch.mock.calls[0]![0]).toBe(2);
  });
});

describe('searchQuery', () => {
  it('skips an incomplete request and fetches a complete one', async () => {
    const fetch = vi.fn((req: { q: string }, _signal?: AbortSignal) => Promise.resolve(req.q));
    const options = searchQuery(keys.search, fetch, { staleTime: 60_000 });
    expect(options(null).queryFn).toBe(skipToken);
    expect(options(null).queryKey).toEqual(['area', 'search', null]);
    await expect(new QueryClient().fetchQuery(options({ q: 'CTU' }))).resolves.toBe('CTU');
  });
});
