import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A control with a count on its corner (antd's Badge); nothing shows for zero. */
export function CountBadge({
  count,
  className,
  children,
}: {
  count: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`${styles.countHolder} ${className ?? ''}`}>
      {children}
      {count > 0 && <span className={styles.count}>{count}</span>}
    </span>
  );
}
