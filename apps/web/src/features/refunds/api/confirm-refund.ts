import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundDetail } from '@jc/shared';
import { api } from '@/lib/api-client';
import { refundKeys } from '../lib/query-keys';

/** Confirms the latest quote: the tickets go to 退票中 and the money back the way it was paid. */
export const confirmRefund = (quoteNo: string) =>
  api.data<RefundDetail>('POST', '/v2/order/refund/confirm', { body: { quoteNo } });

export const useConfirmRefund = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmRefund,
    onSuccess: () => client.invalidateQueries({ queryKey: refundKeys.all }),
  });
};
