import { useMutation } from '@tanstack/react-query';
import type { OkEnvelope } from '@jc/shared';
import { api } from '@/lib/api-client';

export type SmsPurpose = 'register' | 'login' | 'bind';

export interface SmsSent {
  expiresInSeconds: number;
  resendInSeconds: number;
}

/**
 * Sends a verification code (5 minutes, one per 60 s, ten a day). The envelope comes back whole
 * so the page shows the server's own words, 验证码已发送 or why not.
 */
export const sendSmsCode = (input: { phone: string; purpose: SmsPurpose }) =>
  api.envelope<OkEnvelope<SmsSent>>('POST', '/v1/auth/sms', { body: input });

export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
