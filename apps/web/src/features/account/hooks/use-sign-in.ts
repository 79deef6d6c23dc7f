import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/current-user';
import { setToken } from '@/lib/auth-token';

/**
 * Keeps a new session: stores the token (SPEC section 6: login state is judged by a stored token)
 * and forgets whatever the previous account at this browser had cached.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      queryClient.removeQueries({ queryKey: accountKeys.all });
      queryClient.removeQueries({ queryKey: ['passengers'] });
      queryClient.removeQueries({ queryKey: ['coupons'] });
      setToken(token);
    },
    [queryClient],
  );
}
