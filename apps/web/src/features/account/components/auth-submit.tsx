import type { ReactNode } from 'react';
import { Button } from 'antd';
import styles from './auth-form.module.css';

/** The wide primary button that ends every account form (login, register, bind phone). */
export function AuthSubmit({
  pending,
  testId,
  children,
}: {
  pending: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      loading={pending}
      className={styles.submit}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
