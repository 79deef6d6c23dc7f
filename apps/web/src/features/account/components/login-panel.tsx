import { useState, type ReactNode } from 'react';
import { App, Button, Checkbox, Form, Tabs } from 'antd';
import { AccountMessages } from '@jc/shared/rules/account';
import { formRule } from '@/lib/form-rules';
import { useLogin, type LoginInput } from '../api/login';
import { useSignIn } from '../hooks/use-sign-in';
import { PhoneField, SmsCodeField } from './phone-code-fields';
import { WechatLoginPanel } from './wechat-login-panel';
import { AuthForm, AuthSubmit, PasswordInput } from './auth-form';
import styles from './auth-form.module.css';

type Method = 'password' | 'sms' | 'wechat';

// Any password may be tried: the server judges it. Only an empty box is refused here.
const passwordRules = [
  formRule((password) => (password ? null : AccountMessages.passwordRequired), { trim: false }),
];

interface LoginValues {
  phone: string;
  password?: string;
  code?: string;
  remember: boolean;
}

function useLoginSubmit(onLoggedIn: () => void) {
  const login = useLogin();
  const signIn = useSignIn();
  const { message } = App.useApp();
  const submit = (input: LoginInput) =>
    login.mutate(input, {
      onSuccess: (answer) => {
        signIn(answer.token);
        void message.success(answer.msg);
        onLoggedIn();
      },
      onError: (error) => void message.error(error.message),
    });
  return { submit, pending: login.isPending };
}

/** 记住我 under either login form, with what else the row holds (忘记密码？). */
function RememberRow({ testId, children }: { testId?: string; children?: ReactNode }) {
  return (
    <div className={styles.row}>
      <Form.Item name="remember" valuePropName="checked" noStyle>
        <Checkbox data-testid={testId}>记住我（30天内自动登录）</Checkbox>
      </Form.Item>
      {children}
    </div>
  );
}

function PasswordLogin({ onLoggedIn, onForgot }: { onLoggedIn: () => void; onForgot: () => void }) {
  const { submit, pending } = useLoginSubmit(onLoggedIn);
  return (
    <AuthForm<LoginValues>
      aria-label="密码登录"
      initialValues={{ phone: '', password: '', remember: false }}
      onFinish={(v) => submit({ phone: v.phone.trim(), password: v.password ?? '', remember: v.remember })}
    >
      <PhoneField testId="login-phone" />
      <Form.Item label="密码" name="password" required rules={passwordRules}>
        <PasswordInput
          placeholder="请输入密码"
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <RememberRow testId="login-remember">
        <Button type="link" size="small" onClick={onForgot} style={{ paddingInline: 0 }}>
          忘记密码？
        </Button>
      </RememberRow>
      <AuthSubmit pending={pending} testId="login-submit">
        登录
      </AuthSubmit>
    </AuthForm>
  );
}

function SmsLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { submit, pending } = useLoginSubmit(onLoggedIn);
  return (
    <AuthForm<LoginValues>
      aria-label="短信登录"
      initialValues={{ phone: '', code: '', remember: false }}
      onFinish={(v) => submit({ phone: v.phone.trim(), code: (v.code ?? '').trim(), remember: v.remember })}
    >
      <PhoneField testId="sms-login-phone" />
      <SmsCodeField purpose="login" testIdPrefix="sms-login" />
      <RememberRow />
      <AuthSubmit pending={pending} testId="sms-login-submit">
        登录
      </AuthSubmit>
    </AuthForm>
  );
}

/** The Login page's three ways in: 密码登录, 短信登录 and 微信登录 (QR code at the provider). */
export function LoginPanel({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [method, setMethod] = useState<Method>('password');
  return (
    <Tabs
      className={styles.tabs}
      activeKey={method}
      onChange={(key) => setMethod(key as Method)}
      items={[
        {
          key: 'password',
          label: '密码登录',
          children: <PasswordLogin onLoggedIn={onLoggedIn} onForgot={() => setMethod('sms')} />,
        },
        { key: 'sms', label: '短信登录', children: <SmsLogin onLoggedIn={onLoggedIn} /> },
        { key: 'wechat', label: '微信登录', children: <WechatLoginPanel active={method === 'wechat'} /> },
      ]}
    />
  );
}
