import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@jc/shared';
import { api } from '@/lib/api-client';

/** BindPhone: links the messaging-app identity behind the ticket to a verified phone, and logs in. */
export const bindPhone = (input: { bindTicket: string; phone: string; code: string }) =>
  api.envelope<LoginResponse>('POST', '/v1/auth/wechat/bind', { body: input });

export const useBindPhone = () => useMutation({ mutationFn: bindPhone });
