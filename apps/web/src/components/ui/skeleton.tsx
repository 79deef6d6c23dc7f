import styles from './ui.module.css';

/** A grey placeholder bar of the given size, as antd's Skeleton.Input / .Button draw. */
export function Skeleton({
  width,
  height,
  className,
}: {
  width?: number;
  height?: number;
  className?: string;
}) {
  return (
    <span className={`${styles.skeleton} ${className ?? ''}`} style={{ width, height }} aria-hidden="true" />
  );
}
