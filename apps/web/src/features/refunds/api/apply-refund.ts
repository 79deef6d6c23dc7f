import { useMutation } from '@tanstack/react-query';
import type { RefundQuote } from '@jc/shared';
import { api } from '@/lib/api-client';

/** Quotes a refund of the chosen tickets of an order (valid 10 minutes). */
export const applyRefund = (input: { orderNo: string; ticketNos: string[] }) =>
  api.data<RefundQuote>('POST', '/v2/order/refund/apply', { body: input });

export const useApplyRefund = () => useMutation({ mutationFn: applyRefund });
