import { useMutation } from '@tanstack/react-query';
import type { TicketAppointmentRequest, TicketAppointmentResult } from '@jc/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/v2/ticket/appointment with an Idempotency-Key: a repeat of the same submit (double
 * click, a retry after a lost answer) gets the first order back instead of a second one.
 */
export const placeOrder = (body: TicketAppointmentRequest, idempotencyKey: string) =>
  api.raw<{ code: number; msg: string; data?: TicketAppointmentResult & { amount?: number } }>(
    'POST',
    '/v2/ticket/appointment',
    { body, headers: { 'Idempotency-Key': idempotencyKey } },
  );

export const usePlaceOrder = () =>
  useMutation({
    mutationFn: (v: { body: TicketAppointmentRequest; key: string }) => placeOrder(v.body, v.key),
  });
