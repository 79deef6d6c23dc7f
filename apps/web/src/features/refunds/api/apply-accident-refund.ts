import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccidentApplication, AccidentRefundApplyRequest } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountScopedRoots } from '@/lib/query-keys';
import { refundKeys } from '../lib/query-keys';

/** Applies: a cancelled or delayed flight is refunded at once, illness or bereavement waits for review. */
export const applyAccidentRefund = (input: AccidentRefundApplyRequest) =>
  api.data<AccidentApplication>('POST', '/v2/accidentRefund/apply', { body: input });

export const useApplyAccidentRefund = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyAccidentRefund,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: refundKeys.all });
      // The order's tickets change state (退票中) with an automatic refund.
      void client.invalidateQueries({ queryKey: accountScopedRoots.orders });
    },
  });
};
