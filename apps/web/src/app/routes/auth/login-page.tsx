import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthShell, LoginPanel, safeRedirect } from '@/features/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/config/paths';

/** /Login: password, SMS code or the messaging app; afterwards back to ?redirect= (site paths only). */
export function LoginRoute() {
  useDocumentTitle('会员登录');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const registerUrl =
    redirect === paths.home.url()
      ? paths.register.url()
      : `${paths.register.url()}?redirect=${encodeURIComponent(redirect)}`;

  return (
    <AuthShell
      title="会员登录"
      subtitle="登录后可办理值机、管理订单与优惠券"
      footer={
        <>
          还不是会员？<Link to={registerUrl}>立即注册</Link>
        </>
      }
    >
      <LoginPanel onLoggedIn={() => void navigate(redirect, { replace: true })} />
    </AuthShell>
  );
}
