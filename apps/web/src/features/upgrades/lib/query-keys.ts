import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of the upgrades feature: one account's data, dropped when another signs in. */
export const upgradeKeys = {
  all: accountScopedRoots.upgrades,
  list: (token: string | null, pageNum: number, pageSize: number) =>
    [...upgradeKeys.all, 'list', token, { pageNum, pageSize }] as const,
  detail: (upgradeNo: string) => [...upgradeKeys.all, 'detail', upgradeNo] as const,
};
