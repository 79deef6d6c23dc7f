import type { AccidentApplication, AccidentRefundApplyRequest } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { accountScopedRoots } from '@/lib/query-keys';
import { refundKeys } from '../lib/query-keys';

/** Applies: a cancelled or delayed flight is refunded at once, illness or bereavement waits for review. */
export const applyAccidentRefund = (input: AccidentRefundApplyRequest) =>
  api.data<AccidentApplication>('POST', '/v2/accidentRefund/apply', { body: input });

// The order's tickets change state too (退票中) with an automatic refund.
export const useApplyAccidentRefund = invalidatingMutation(
  applyAccidentRefund,
  [refundKeys.all, accountScopedRoots.orders],
  { wait: false },
);
