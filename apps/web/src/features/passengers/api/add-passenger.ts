import type { OkEnvelope, SavedPassenger } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { passengerKeys } from '../lib/query-keys';

export interface PassengerFormInput {
  name: string;
  certType: string;
  certNo: string;
  birthday: string;
  phone?: string;
}

/** Saves a new passenger (checked by the same rules on the server; 50 at most, no duplicate certificate). */
export const addPassenger = (input: PassengerFormInput) =>
  api.envelope<OkEnvelope<SavedPassenger>>('POST', '/v1/passenger/add', { body: input });

export const useAddPassenger = invalidatingMutation(addPassenger, [passengerKeys.all]);
