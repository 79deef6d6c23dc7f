import type { OkEnvelope, SavedPassenger } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { passengerKeys } from '../lib/query-keys';
import type { PassengerFormInput } from './add-passenger';

/** Replaces one of the account's saved passengers. */
export const updatePassenger = (input: PassengerFormInput & { id: number }) =>
  api.envelope<OkEnvelope<SavedPassenger>>('POST', '/v1/passenger/update', { body: input });

export const useUpdatePassenger = invalidatingMutation(updatePassenger, [passengerKeys.all]);
