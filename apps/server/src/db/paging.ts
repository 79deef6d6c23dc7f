/** Which rows of a list one page holds. */
export interface Paging {
  limit: number;
  offset: number;
}

/** The rows page `pageNum` (counted from 1) of `pageSize` rows holds. */
export const pagingOf = (query: { pageNum: number; pageSize: number }): Paging => ({
  limit: query.pageSize,
  offset: (query.pageNum - 1) * query.pageSize,
});

/**
 * One page of a list with how many rows the whole list has: `page` is the list's query limited to
 * the page, `count` the same list's `{ n: count() }`; both are sent at once.
 */
export async function pageWithTotal<T>(page: PromiseLike<T[]>, count: PromiseLike<{ n: number }[]>) {
  const [rows, [total]] = await Promise.all([page, count]);
  return { rows, total: total?.n ?? 0 };
}
