import type { UpgradeView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountQuery, pagedQuery } from '@/lib/endpoint-query';
import { upgradeKeys } from '../lib/query-keys';

/** POST /api/v2/upgrade/list: one page of the account's upgrades, newest first. */
export const getUpgrades = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<UpgradeView>('POST', '/v2/upgrade/list', { body: { pageNum, pageSize }, signal });

export const upgradesQueryOptions = accountQuery(upgradeKeys.list, getUpgrades);

export const useUpgrades = pagedQuery(upgradesQueryOptions);
