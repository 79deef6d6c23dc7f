import { useEffect, useRef } from 'react';
import { countdownParts, countdownText } from '../lib/format';
import styles from './countdown.module.css';

interface CountdownProps {
  /** 距结束 for a campaign on, 距开始 for one to come. */
  label: string;
  /** The instant counted down to, ms since the epoch (server time). */
  target: number;
  /** The server's now, ms, from useServerNow. */
  now: number;
  /** Called once when the count reaches zero, to reload what changes then. */
  onElapsed?: () => void;
  tone?: 'light' | 'dark';
}

/** 距结束 2天 05:04:03: days when there are any, then hours, minutes and seconds in boxes. */
export function Countdown({ label, target, now, onElapsed, tone = 'dark' }: CountdownProps) {
  const left = target - now;
  const { days, hours, minutes, seconds } = countdownParts(left);
  const fired = useRef(left <= 0);
  useEffect(() => {
    if (left > 0) fired.current = false;
    else if (!fired.current) {
      fired.current = true;
      onElapsed?.();
    }
  }, [left, onElapsed]);

  const text = `${label} ${countdownText(left)}`;
  return (
    <div className={`${styles.countdown} ${styles[tone]}`} data-testid="flash-sale-countdown" title={text}>
      <span className="jc-visually-hidden">{text}</span>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <span className={styles.digits} aria-hidden="true">
        {days > 0 && (
          <>
            <b className={styles.box}>{days}</b>
            <span className={styles.unit}>天</span>
          </>
        )}
        <b className={styles.box}>{hours}</b>
        <span className={styles.sep}>:</span>
        <b className={styles.box}>{minutes}</b>
        <span className={styles.sep}>:</span>
        <b className={styles.box}>{seconds}</b>
      </span>
    </div>
  );
}
