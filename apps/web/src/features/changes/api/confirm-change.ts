import type { ChangeView } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { changeKeys } from '../lib/query-keys';

/** POST /api/v2/order/change/confirm: re-issues the ticket on the new flight once paid (or at ¥0). */
export const confirmChange = (changeNo: string) =>
  api.data<ChangeView>('POST', '/v2/order/change/confirm', { body: { changeNo } });

export const useConfirmChange = invalidatingMutation(confirmChange, [changeKeys.all], { after: 'settled' });
