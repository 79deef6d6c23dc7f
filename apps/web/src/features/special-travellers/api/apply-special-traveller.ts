import type { SpecialTravellerApplication, SpecialTravellerApplyRequest } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { specialTravellerKeys } from '../lib/query-keys';

/** POST /api/v1/special/passenger/apply/apply: files the application, answering its number. */
export const applySpecialTraveller = (body: SpecialTravellerApplyRequest) =>
  api.data<SpecialTravellerApplication>('POST', '/v1/special/passenger/apply/apply', { body });

export const useApplySpecialTraveller = invalidatingMutation(applySpecialTraveller, [
  specialTravellerKeys.all,
]);
