import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of the refunds feature: one account's data, dropped when another signs in. */
export const refundKeys = {
  all: accountScopedRoots.refunds,
  list: (token: string | null, pageNum: number, pageSize: number) =>
    [...refundKeys.all, 'list', token, { pageNum, pageSize }] as const,
  detail: (token: string | null, refundNo: string) => [...refundKeys.all, 'detail', token, refundNo] as const,
};
