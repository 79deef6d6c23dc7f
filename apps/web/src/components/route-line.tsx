import styles from './route-line.module.css';

/** The line from departure to arrival in a flight's card (results, flight status), with its stop if any. */
export function RouteLine({ stop = false }: { stop?: boolean }) {
  return <span className={stop ? `${styles.line} ${styles.stop}` : styles.line} aria-hidden="true" />;
}
