import type { RefundDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { refundKeys } from '../lib/query-keys';

/** Confirms the latest quote: the tickets go to 退票中 and the money back the way it was paid. */
export const confirmRefund = (quoteNo: string) =>
  api.data<RefundDetail>('POST', '/v2/order/refund/confirm', { body: { quoteNo } });

export const useConfirmRefund = invalidatingMutation(confirmRefund, [refundKeys.all]);
