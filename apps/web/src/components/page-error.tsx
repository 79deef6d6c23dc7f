import type { ReactNode } from 'react';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { Button } from './ui/button';
import { Icon } from './ui/icon';
import { AIRCRAFT_PATH } from './brand-mark';
import styles from './page-state.module.css';

interface PageErrorProps {
  title?: string;
  description?: ReactNode;
  /** Called by the retry button; without it the button is not shown. */
  onRetry?: () => void;
  retryText?: string;
  /** Further actions beside the retry button, e.g. a link home. */
  extra?: ReactNode;
}

/** The one error state of pages and sections: what went wrong in plain Chinese, and a way out. */
export function PageError({
  title = '页面加载失败',
  description = '抱歉，页面暂时无法显示，请稍后重试。',
  onRetry,
  retryText = '重新加载',
  extra,
}: PageErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <svg className={styles.errorArt} viewBox="0 0 160 120" aria-hidden="true">
        <defs>
          <linearGradient id="jc-error-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#e8f0fa" />
            <stop offset="1" stopColor="#f7f9fc" />
          </linearGradient>
        </defs>
        <circle cx="80" cy="60" r="56" fill="url(#jc-error-sky)" />
        <path d="M34 78c0-9 7-15 15-15 3-9 11-14 20-14 12 0 21 9 21 20h1c7 0 12 5 12 11H34z" fill="#fff" />
        {/* The brand aircraft, nose down: something went wrong on this flight. */}
        <path d={AIRCRAFT_PATH} fill="#0b4f9c" transform="translate(82 46) rotate(14) scale(2)" />
        <circle cx="118" cy="86" r="14" fill="#c9a063" />
        <path d="M118 78v9" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="118" cy="93" r="2" fill="#fff" />
      </svg>
      <h2 className={styles.errorTitle}>{title}</h2>
      <div className={styles.errorDescription}>{description}</div>
      {(onRetry || extra) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="primary" icon={<Icon icon={ReloadOutlined} />} onClick={onRetry}>
              {retryText}
            </Button>
          )}
          {extra}
        </div>
      )}
    </div>
  );
}
