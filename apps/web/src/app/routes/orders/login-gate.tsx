import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/hooks/use-auth-token';

/** Login required: a visitor goes to Login and comes back to the same URL (selection, order no.). */
export function useLoginGate() {
  const token = useAuthToken();
  const { pathname, search } = useLocation();
  return token ? null : <Navigate to={paths.login.url(pathname + search)} replace />;
}
