import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UpgradeView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { upgradeKeys } from '../lib/query-keys';

/** POST /api/v2/upgrade/list: one page of the account's upgrades, newest first. */
export const getUpgrades = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  api.page<UpgradeView>('POST', '/v2/upgrade/list', { body: { pageNum, pageSize }, signal });

export const upgradesQueryOptions = (token: string | null, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: upgradeKeys.list(token, pageNum, pageSize),
    queryFn: ({ signal }) => getUpgrades(pageNum, pageSize, signal),
    enabled: !!token,
  });

export const useUpgrades = (token: string | null, pageNum: number, pageSize: number) =>
  useQuery({ ...upgradesQueryOptions(token, pageNum, pageSize), placeholderData: keepPreviousData });
