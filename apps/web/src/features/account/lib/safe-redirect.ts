import { paths } from '@/config/paths';

// After logging in, going back to a login page would only ask again.
const AUTH_PATHS = new Set<string>([paths.login.path, paths.register.path, paths.bindPhone.path]);

/**
 * The ?redirect= target after login or registration: only a path on this site (no other origin,
 * no protocol-relative //host, no backslash tricks), never an auth page; otherwise `fallback`.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = paths.home.url()): string {
  if (!raw || !raw.startsWith('/') || /^\/[/\\]/.test(raw) || /[\s\\]/.test(raw)) return fallback;
  try {
    const base = 'http://site.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base || AUTH_PATHS.has(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
