import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthShell, RegisterForm, safeRedirect } from '@/features/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';

/** /Register: a new member with phone, SMS code and password; then back where they came from. */
export function RegisterRoute() {
  useDocumentTitle('会员注册');
  const { name } = useSiteConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const loginUrl = paths.login.url(redirect === paths.home.url() ? undefined : redirect);

  return (
    <AuthShell
      title="注册会员"
      subtitle={`免费加入${name}会员，注册即送好礼`}
      footer={
        <>
          已有账号？<Link to={loginUrl}>立即登录</Link>
        </>
      }
    >
      <RegisterForm onRegistered={() => void navigate(redirect, { replace: true })} />
    </AuthShell>
  );
}
