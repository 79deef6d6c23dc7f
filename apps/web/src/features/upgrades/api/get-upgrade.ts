import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpgradeView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { upgradeKeys } from '../lib/query-keys';

/** POST /api/v2/ticket/upgrade/query: polled while the QR code is shown. */
export const getUpgrade = (upgradeNo: string, signal?: AbortSignal) =>
  api.data<UpgradeView>('POST', '/v2/ticket/upgrade/query', { body: { upgradeNo }, signal });

export const upgradeQueryOptions = (upgradeNo: string, pollMs: number | false) =>
  queryOptions({
    queryKey: upgradeKeys.detail(upgradeNo),
    queryFn: ({ signal }) => getUpgrade(upgradeNo, signal),
    refetchInterval: pollMs,
  });

export const useUpgrade = (upgradeNo: string | null, pollMs: number | false) =>
  useQuery({ ...upgradeQueryOptions(upgradeNo ?? '', pollMs), enabled: !!upgradeNo });
