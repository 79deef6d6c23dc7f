import { useMutation } from '@tanstack/react-query';
import type { DelayCertificateFacts, DelayQueryRequest } from '@jc/shared';
import { api } from '@/lib/api-client';

/** POST /api/v1/flight/delay/query: the passenger's delayed or cancelled flight, or the refusal's message. */
export const queryDelay = (body: DelayQueryRequest) =>
  api.data<DelayCertificateFacts>('POST', '/v1/flight/delay/query', { body });

export const useQueryDelay = () => useMutation({ mutationFn: queryDelay });
