import { useLocation, useNavigate } from 'react-router';
import { AuthShell, BindPhoneForm, type BindPhoneState, BindTicketExpired } from '@/features/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/config/paths';

const isBindState = (state: unknown): state is BindPhoneState =>
  !!state &&
  typeof (state as BindPhoneState).bindTicket === 'string' &&
  !!(state as BindPhoneState).bindTicket;

/**
 * /BindPhone (reached from the home page, replacing it): the messaging-app identity in router
 * state is bound to a phone, which logs in. Without a ticket (opened directly, or after the
 * browser forgot the state) there is nothing to bind: log in again.
 */
export function BindPhoneRoute() {
  useDocumentTitle('绑定手机号');
  const { state } = useLocation();
  const navigate = useNavigate();
  const ticket = isBindState(state) ? state : null;

  return (
    <AuthShell
      title="绑定手机号"
      subtitle={
        ticket
          ? `微信用户${ticket.nickname ? `「${ticket.nickname}」` : ''}您好，绑定手机号后即可完成登录`
          : undefined
      }
    >
      {ticket ? (
        <BindPhoneForm ticket={ticket} onBound={() => void navigate(paths.home.url(), { replace: true })} />
      ) : (
        <BindTicketExpired />
      )}
    </AuthShell>
  );
}
