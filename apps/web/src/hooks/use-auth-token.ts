import { useSyncExternalStore } from 'react';
import { getToken } from '@/lib/auth-token';

// 'auth-token' is fired by setToken in this tab; 'storage' covers logins and logouts in other tabs.
function subscribe(onChange: () => void) {
  window.addEventListener('auth-token', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('auth-token', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored token, re-rendering whenever someone logs in or out (docs/rules.md). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
