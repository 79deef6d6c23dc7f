import { useState } from 'react';
import { App, Result } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { useBindPhone } from '../api/bind-phone';
import { useSignIn } from '../hooks/use-sign-in';
import { PhoneField, SmsCodeField } from './phone-code-fields';
import { AuthForm, AuthSubmit } from './auth-form';
import styles from './auth-form.module.css';

/** What the home page passes on (router state) when the messaging-app identity is not bound yet. */
export interface BindPhoneState {
  openId: string;
  unionId: string | null;
  bindTicket: string;
  nickname?: string | null;
}

interface BindValues {
  phone: string;
  code: string;
}

// The server refuses a ticket past its 10 minutes (or already used) with this wording.
const isTicketProblem = (msg: string) => msg.includes('绑定凭证') || msg.includes('重新扫码');

/** The way out when the bind ticket is missing or has expired: log in again from the start. */
export function BindTicketExpired({ msg = '绑定凭证已失效，请重新扫码登录' }: { msg?: string }) {
  return (
    <Result
      className={styles.result}
      status="warning"
      title={msg}
      subTitle="为保障账户安全，微信授权10分钟内有效，请重新登录。"
      extra={
        <LinkButton type="primary" size="large" to={paths.login.url()} replace data-testid="bind-login-again">
          重新登录
        </LinkButton>
      }
    />
  );
}

/** BindPhone: a phone and its SMS code (purpose bind) with the ticket link the identity and log in. */
export function BindPhoneForm({ ticket, onBound }: { ticket: BindPhoneState; onBound: () => void }) {
  const bind = useBindPhone();
  const signIn = useSignIn();
  const { message } = App.useApp();
  const [expired, setExpired] = useState<string | null>(null);

  if (expired) return <BindTicketExpired msg={expired} />;

  const submit = (values: BindValues) =>
    bind.mutate(
      { bindTicket: ticket.bindTicket, phone: values.phone.trim(), code: values.code.trim() },
      {
        onSuccess: (answer) => {
          signIn(answer.token);
          void message.success(answer.msg);
          onBound();
        },
        onError: (error) => {
          if (isTicketProblem(error.message)) setExpired(error.message);
          else void message.error(error.message);
        },
      },
    );

  return (
    <AuthForm<BindValues> aria-label="绑定手机号" initialValues={{ phone: '', code: '' }} onFinish={submit}>
      <PhoneField testId="bind-phone" />
      <SmsCodeField purpose="bind" testIdPrefix="bind" />
      <AuthSubmit pending={bind.isPending} testId="bind-submit">
        绑定并登录
      </AuthSubmit>
    </AuthForm>
  );
}
