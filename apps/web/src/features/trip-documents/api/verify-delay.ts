import { useMutation } from '@tanstack/react-query';
import type { DelayVerifyResult } from '@jc/shared';
import { api } from '@/lib/api-client';

/** POST /api/v1/flight/delay/verify: what the certificate with this code states. */
export const verifyDelay = (verifyCode: string) =>
  api.data<DelayVerifyResult>('POST', '/v1/flight/delay/verify', { body: { verifyCode } });

export const useVerifyDelay = () => useMutation({ mutationFn: verifyDelay });
