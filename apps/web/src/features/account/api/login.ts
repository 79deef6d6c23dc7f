import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@jc/shared';
import { api } from '@/lib/api-client';

export type LoginInput =
  { phone: string; password: string; remember: boolean } | { phone: string; code: string; remember: boolean };

/** Phone and password, or phone and SMS code; remember keeps the session 30 days instead of 12 hours. */
export const login = (input: LoginInput) =>
  api.envelope<LoginResponse>('POST', '/v1/auth/login', { body: input });

export const useLogin = () => useMutation({ mutationFn: login });
