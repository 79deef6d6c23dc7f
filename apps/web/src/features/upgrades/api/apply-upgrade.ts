import { useMutation } from '@tanstack/react-query';
import type { UpgradeView } from '@jc/shared';
import { api } from '@/lib/api-client';

/** POST /api/v2/ticket/upgrade/apply: the quote (business fare, fare paid, difference), 10 minutes. */
export const applyUpgrade = (ticketNo: string) =>
  api.data<UpgradeView>('POST', '/v2/ticket/upgrade/apply', { body: { ticketNo } });

export const useApplyUpgrade = () => useMutation({ mutationFn: applyUpgrade });
