import { useState } from 'react';
import { App, Form } from 'antd';
import { AccountMessages, checkPassword } from '@jc/shared/rules/account';
import { formRule } from '@/lib/form-rules';
import { useRegister } from '../api/register';
import { useSignIn } from '../hooks/use-sign-in';
import { MemberTerms } from './member-terms';
import { PasswordStrength } from './password-strength';
import { PhoneField, SmsCodeField } from './phone-code-fields';
import { AuthForm, AuthSubmit, PasswordInput } from './auth-form';
import styles from './auth-form.module.css';

const passwordRules = [formRule(checkPassword, { trim: false })];
const agreementRules = [
  formRule<boolean | ''>((agreed) => (agreed ? null : AccountMessages.agreementRequired)),
];

interface RegisterValues {
  phone: string;
  code: string;
  password: string;
  agree: boolean;
}

/**
 * Registration with a mobile phone, its SMS code and a password (the shared strength rule), after
 * accepting the member terms. Success logs in; `onRegistered` decides where to go next.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const password = Form.useWatch('password', form) ?? '';
  // The rule is shown as a hint until it shows as the field's error instead.
  const [passwordFailing, setPasswordFailing] = useState(false);
  const register = useRegister();
  const signIn = useSignIn();
  const { message } = App.useApp();

  const submit = (values: RegisterValues) => {
    register.mutate(
      { phone: values.phone.trim(), code: values.code.trim(), password: values.password, agree: true },
      {
        onSuccess: (answer) => {
          signIn(answer.token);
          const memberNo = answer.data.memberNo;
          void message.success(memberNo ? `${answer.msg}，您的会员号为 ${memberNo}` : answer.msg);
          onRegistered();
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <AuthForm
      form={form}
      aria-label="会员注册"
      onFinish={submit}
      onFieldsChange={(_changed, fields) => {
        const field = fields.find((f) => Array.isArray(f.name) && f.name[0] === 'password');
        setPasswordFailing(!!field?.errors?.length);
      }}
      initialValues={{ phone: '', code: '', password: '', agree: false }}
    >
      <PhoneField testId="register-phone" />
      <SmsCodeField purpose="register" testIdPrefix="register" />
      <Form.Item
        label="设置密码"
        name="password"
        rules={passwordRules}
        extra={
          <>
            <PasswordStrength password={password} />
            {!passwordFailing && <span className={styles.hint}>{AccountMessages.passwordWeak}</span>}
          </>
        }
      >
        <PasswordInput
          placeholder="8-20位字母与数字组合"
          autoComplete="new-password"
          data-testid="register-password"
        />
      </Form.Item>
      <Form.Item name="agree" className={styles.agreeItem} rules={agreementRules}>
        <MemberTerms />
      </Form.Item>
      <AuthSubmit pending={register.isPending} testId="register-submit">
        注册并登录
      </AuthSubmit>
    </AuthForm>
  );
}
