import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setToken } from '@/lib/auth-token';
import { accountScopedRoots } from '@/lib/query-keys';

/**
 * Keeps a new session: stores the token (docs/rules.md: login state is judged by a stored token)
 * and forgets whatever the previous account at this browser had cached.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      for (const queryKey of Object.values(accountScopedRoots)) queryClient.removeQueries({ queryKey });
      setToken(token);
    },
    [queryClient],
  );
}
