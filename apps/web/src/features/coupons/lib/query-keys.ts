import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of the coupons feature: one account's data, dropped when another signs in. */
export const couponKeys = {
  all: accountScopedRoots.coupons,
  waiting: (token: string | null) => [...couponKeys.all, 'waiting', token] as const,
  /** Every page of the account's coupons, in every state. */
  mineAll: (token: string | null) => [...couponKeys.all, 'mine', token] as const,
  mine: (token: string | null, status: string, pageNum: number, pageSize: number) =>
    [...couponKeys.mineAll(token), status, { pageNum, pageSize }] as const,
};
