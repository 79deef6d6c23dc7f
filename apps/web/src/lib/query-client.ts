import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { nextTask } from './tasks';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Business refusals (4xx) will not change on retry; network blips might.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

/**
 * A lazily loaded block's loader that also fetches the block's data: the block then renders once,
 * whole, when both are there. (Data that arrives after the block has rendered draws it again in a
 * synchronous render, which React never slices: a long task on a phone.) Each call starts in a
 * task after the code's: asking for a file or a call costs a phone's main thread milliseconds
 * each (docs/web.md, "Rules of the app's start"). A failed call is not retried here; the block's
 * own query shows it and retries as usual.
 */
export const withData =
  <M>(load: () => Promise<M>, ...queries: FetchQueryOptions<any, any, any, any>[]) =>
  () =>
    Promise.all([
      load(),
      ...queries.map((query) => nextTask().then(() => queryClient.prefetchQuery({ ...query, retry: false }))),
    ]).then(([module]) => module);
