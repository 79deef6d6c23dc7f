import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type DataTag,
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

// The shapes every api module (docs/web.md, "API modules and query keys") repeats, written once.
// Each module still names its call path, key and options; these only wire them to TanStack Query.

/** What an endpoint's query sets besides its key and fetch: staleTime, retry, refetchInterval… */
export type QueryExtras<TData, TKey extends QueryKey> = Omit<
  UseQueryOptions<TData, Error, TData, TKey>,
  'queryKey' | 'queryFn'
>;

/** Query options as `queryOptions(...)` gives them: the key tagged with the data it holds. */
export type EndpointQueryOptions<TData, TKey extends QueryKey> = UseQueryOptions<
  TData,
  Error,
  TData,
  TKey
> & {
  queryKey: DataTag<TKey, TData, Error>;
};

/**
 * The query options of an endpoint whose key factory and fetcher take the same arguments; the
 * fetcher gets the query's abort signal after them.
 */
export const keyedQuery =
  <TArgs extends unknown[], TData, TKey extends QueryKey>(
    key: (...args: TArgs) => TKey,
    fetch: (...args: [...TArgs, AbortSignal]) => Promise<TData>,
    extras?: QueryExtras<TData, TKey>,
  ) =>
  (...args: TArgs): EndpointQueryOptions<TData, TKey> =>
    queryOptions({ ...extras, queryKey: key(...args), queryFn: ({ signal }) => fetch(...args, signal) });

/**
 * The query options of one account's data: keyed by the session token (so another account never
 * sees the answer), idle without one; the fetcher takes the arguments after the token.
 */
export const accountQuery =
  <TArgs extends unknown[], TData, TKey extends QueryKey>(
    key: (token: string | null, ...args: TArgs) => TKey,
    fetch: (...args: [...TArgs, AbortSignal]) => Promise<TData>,
    extras?: QueryExtras<TData, TKey>,
  ) =>
  (token: string | null, ...args: TArgs): EndpointQueryOptions<TData, TKey> =>
    queryOptions({
      ...extras,
      queryKey: key(token, ...args),
      queryFn: ({ signal }) => fetch(...args, signal),
      enabled: !!token,
    });

/**
 * The hook of a query for one record, idle while its id is not known yet (null, or '' for a
 * number read from the address); `none` stands in for the id in the idle query's key.
 */
export function queryWhenSet<TId, TData, TKey extends QueryKey>(
  options: (id: TId) => UseQueryOptions<TData, Error, TData, TKey>,
  none: NoInfer<TId>,
) {
  return function useQueryWhenSet(id: TId | null): UseQueryResult<TData, Error> {
    return useQuery({ ...options(id ?? none), enabled: id !== null && id !== '' });
  };
}

/** The hook of a paged list: the page on screen stays while the next one loads. */
export function pagedQuery<TArgs extends unknown[], TData, TKey extends QueryKey>(
  options: (...args: TArgs) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  return function usePagedQuery(...args: TArgs): UseQueryResult<TData, Error> {
    return useQuery({ ...options(...args), placeholderData: keepPreviousData });
  };
}

export interface Invalidation {
  /** 'settled': after a refusal too, which may follow a change the server did make. */
  after?: 'success' | 'settled';
  /**
   * Whether the mutation stays pending until the invalidated queries on screen are fetched again
   * (their next render shows the change); false lets it finish at once. Default true.
   */
  wait?: boolean;
}

/**
 * The hook of a change that makes cached data stale: once the call is done, `keys` (roots or
 * whole keys) are invalidated, so every list or detail under them is fetched again.
 */
export function invalidatingMutation<TVars, TData>(
  mutationFn: (vars: TVars) => Promise<TData>,
  keys: readonly QueryKey[],
  { after = 'success', wait = true }: Invalidation = {},
) {
  return function useInvalidatingMutation(): UseMutationResult<TData, Error, TVars> {
    const client = useQueryClient();
    const invalidate = () => {
      const done = Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      return wait ? done : undefined;
    };
    return useMutation({
      mutationFn,
      ...(after === 'success' ? { onSuccess: invalidate } : { onSettled: invalidate }),
    });
  };
}

/**
 * The query options of a search that is idle (TanStack's `skipToken`) while its request is
 * incomplete (null); key and fetcher take the request.
 */
export const searchQuery =
  <TReq, TData, TKey extends QueryKey>(
    key: (req: TReq | null) => TKey,
    fetch: (req: TReq, signal: AbortSignal) => Promise<TData>,
    extras?: Omit<QueryExtras<TData, TKey>, 'initialData'>,
  ) =>
  (req: TReq | null): EndpointQueryOptions<TData, TKey> =>
    queryOptions({
      ...extras,
      queryKey: key(req),
      queryFn: req ? ({ signal }) => fetch(req, signal) : skipToken,
    });
