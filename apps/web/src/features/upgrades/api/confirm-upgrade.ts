import type { UpgradeView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { upgradeKeys } from '../lib/query-keys';

/** POST /api/v2/ticket/upgrade/confirm: re-issues the ticket in business once paid (or at ¥0). */
export const confirmUpgrade = (upgradeNo: string) =>
  api.data<UpgradeView>('POST', '/v2/ticket/upgrade/confirm', { body: { upgradeNo } });

export const useConfirmUpgrade = invalidatingMutation(confirmUpgrade, [upgradeKeys.all], {
  after: 'settled',
});
