import type { OkEnvelope } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { passengerKeys } from '../lib/query-keys';

/** Deletes one of the account's saved passengers. */
export const deletePassenger = (id: number) =>
  api.envelope<OkEnvelope<null>>('POST', '/v1/passenger/delete', { body: { id } });

export const useDeletePassenger = invalidatingMutation(deletePassenger, [passengerKeys.all]);
