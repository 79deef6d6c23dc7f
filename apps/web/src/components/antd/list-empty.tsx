import type { ReactNode } from 'react';
import { Empty } from 'antd';
import styles from '../page-state.module.css';

/**
 * The empty state of a member list (coupons, refunds…): antd's simple illustration, a title and
 * one line of help, and an optional action below.
 */
export function ListEmpty({
  title,
  hint,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Empty
      className={styles.listEmpty}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{title}</strong>
          {hint && <span>{hint}</span>}
        </>
      }
      data-testid={testId}
    >
      {children}
    </Empty>
  );
}
