import { Spinner } from './ui/spinner';
import styles from './page-state.module.css';

/** The one loading state of pages and lazily loaded sections: a centred spinner with 加载中…. */
export function PageLoading({ tip = '加载中…', minHeight = 320 }: { tip?: string; minHeight?: number }) {
  return (
    <div className={styles.loading} style={{ minHeight }} role="status" aria-live="polite">
      <Spinner />
      <span className={styles.loadingTip}>{tip}</span>
    </div>
  );
}
