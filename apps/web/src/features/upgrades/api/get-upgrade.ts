import type { UpgradeView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { upgradeKeys } from '../lib/query-keys';

/** POST /api/v2/ticket/upgrade/query: polled while the QR code is shown. */
export const getUpgrade = (upgradeNo: string, signal?: AbortSignal) =>
  api.data<UpgradeView>('POST', '/v2/ticket/upgrade/query', { body: { upgradeNo }, signal });

/** Polled by `usePaidQuote`, which sets how often. */
export const upgradeQueryOptions = keyedQuery(upgradeKeys.detail, getUpgrade);
