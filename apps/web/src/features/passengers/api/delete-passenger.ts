import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkEnvelope } from '@jc/shared';
import { api } from '@/lib/api-client';
import { passengerKeys } from '../lib/query-keys';

/** Deletes one of the account's saved passengers. */
export const deletePassenger = (id: number) =>
  api.envelope<OkEnvelope<null>>('POST', '/v1/passenger/delete', { body: { id } });

export function useDeletePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePassenger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengerKeys.all }),
  });
}
