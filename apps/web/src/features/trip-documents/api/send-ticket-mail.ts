import { useMutation } from '@tanstack/react-query';
import type { TicketSendMailRequest, TripMailResult } from '@jc/shared';
import { api } from '@/lib/api-client';

/** POST /api/v1/ticket/verify/sendMail: the ticket's e-itinerary PDF to the address. */
export const sendTicketMail = (body: TicketSendMailRequest) =>
  api.data<TripMailResult>('POST', '/v1/ticket/verify/sendMail', { body });

export const useSendTicketMail = () => useMutation({ mutationFn: sendTicketMail });
