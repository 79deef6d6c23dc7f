import type { CheckInSegment } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { accountScopedRoots } from '@/lib/query-keys';
import { checkInKeys } from '../lib/query-keys';

/** POST /api/v1/checkin/cancel: frees the seat while check-in is open. */
export const cancelCheckIn = (ticketNo: string) =>
  api.data<CheckInSegment>('POST', '/v1/checkin/cancel', { body: { ticketNo } });

export const useCancelCheckIn = invalidatingMutation(
  cancelCheckIn,
  [checkInKeys.all, accountScopedRoots.orders],
  {
    after: 'settled',
    wait: false,
  },
);
