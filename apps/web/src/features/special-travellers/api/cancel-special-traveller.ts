import type { SpecialTravellerApplication } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { specialTravellerKeys } from '../lib/query-keys';

/** POST /api/v1/special/passenger/apply/cancel: withdraws an application that is not final. */
export const cancelSpecialTraveller = (applicationNo: string) =>
  api.data<SpecialTravellerApplication>('POST', '/v1/special/passenger/apply/cancel', {
    body: { applicationNo },
  });

export const useCancelSpecialTraveller = invalidatingMutation(cancelSpecialTraveller, [
  specialTravellerKeys.all,
]);
