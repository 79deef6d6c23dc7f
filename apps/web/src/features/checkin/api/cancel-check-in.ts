import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInSegment } from '@jc/shared';
import { api } from '@/lib/api-client';
import { accountScopedRoots } from '@/lib/query-keys';
import { checkInKeys } from '../lib/query-keys';

/** POST /api/v1/checkin/cancel: frees the seat while check-in is open. */
export const cancelCheckIn = (ticketNo: string) =>
  api.data<CheckInSegment>('POST', '/v1/checkin/cancel', { body: { ticketNo } });

export const useCancelCheckIn = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelCheckIn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: checkInKeys.all });
      void client.invalidateQueries({ queryKey: accountScopedRoots.orders });
    },
  });
};
