import { useMutation } from '@tanstack/react-query';
import type { TicketVerifyRequest, TicketVerifyResult } from '@jc/shared';
import { api } from '@/lib/api-client';

/** POST /api/v1/ticket/verify/query: whether the ticket is genuine, its state and flight. */
export const verifyTicket = (body: TicketVerifyRequest) =>
  api.data<TicketVerifyResult>('POST', '/v1/ticket/verify/query', { body });

export const useVerifyTicket = () => useMutation({ mutationFn: verifyTicket });
