import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** Where Login should send the visitor back to: the page they were on, unless that is home. */
export function useLoginUrl() {
  const { pathname, search } = useLocation();
  return paths.login.url(
    pathname === paths.home.path || pathname === paths.login.path ? undefined : pathname + search,
  );
}
