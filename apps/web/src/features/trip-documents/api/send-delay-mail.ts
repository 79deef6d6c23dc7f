import { useMutation } from '@tanstack/react-query';
import type { DelaySendMailRequest, TripMailResult } from '@jc/shared';
import { api } from '@/lib/api-client';

/** POST /api/v1/flight/delay/sendMail: the certificate as a PDF to the address, with its code. */
export const sendDelayMail = (body: DelaySendMailRequest) =>
  api.data<TripMailResult>('POST', '/v1/flight/delay/sendMail', { body });

export const useSendDelayMail = () => useMutation({ mutationFn: sendDelayMail });
