import styles from './ui.module.css';

/** A brand-blue ring that turns: the loading mark of pages that must not wait for antd's Spin. */
export function Spinner({ size = 32 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
