import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialTravellerApplication } from '@jc/shared';
import { api } from '@/lib/api-client';
import { specialTravellerKeys } from '../lib/query-keys';

/** POST /api/v1/special/passenger/apply/cancel: withdraws an application that is not final. */
export const cancelSpecialTraveller = (applicationNo: string) =>
  api.data<SpecialTravellerApplication>('POST', '/v1/special/passenger/apply/cancel', {
    body: { applicationNo },
  });

export function useCancelSpecialTraveller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSpecialTraveller,
    onSuccess: () => client.invalidateQueries({ queryKey: specialTravellerKeys.all }),
  });
}
