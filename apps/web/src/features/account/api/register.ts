import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@jc/shared';
import { api } from '@/lib/api-client';

export interface RegisterInput {
  phone: string;
  code: string;
  password: string;
  agree: true;
}

/** Registers a member with a verified phone; the answer logs in (token beside data). */
export const register = (input: RegisterInput) =>
  api.envelope<LoginResponse>('POST', '/v1/auth/register', { body: input });

export const useRegister = () => useMutation({ mutationFn: register });
