import type { ComponentProps, ReactNode } from 'react';
import { Form, Input, type FormProps } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { SubmitButton } from '@/components/antd/submit-button';
import styles from './auth-form.module.css';

/** An account form (login, register, bind phone): labels above the fields, no required marks. */
export function AuthForm<Values>(
  props: Omit<FormProps<Values>, 'children'> & { 'aria-label': string; children: ReactNode },
) {
  return <Form<Values> layout="vertical" className={styles.form} requiredMark={false} {...props} />;
}

/** The password box of the account forms, with the lock before it. */
export function PasswordInput(props: ComponentProps<typeof Input.Password>) {
  return (
    <Input.Password
      size="large"
      prefix={<LockOutlined className={styles.icon} />}
      maxLength={20}
      {...props}
    />
  );
}

/** The wide primary button that ends every account form (login, register, bind phone). */
export function AuthSubmit(props: { pending: boolean; testId: string; children: ReactNode }) {
  return <SubmitButton className={styles.submit} {...props} />;
}
