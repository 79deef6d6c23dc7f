import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined';
import { Icon } from '@/components/ui/icon';
import { NOTICE_TICKER_INTERVAL_MS } from '@jc/shared/constants';
import type { Notice } from '@jc/shared';
import { paths } from '@/config/paths';
import { useNoticeTicker } from '../api/get-notice-ticker';
import { noticeShortDate } from '../lib/format';
import styles from './notice-ticker.module.css';

/** How long one item takes to slide up; shorter than the interval so the text rests in between. */
const SLIDE_MS = 500;

/**
 * docs/rules.md: one notice up every 3 seconds. The first notice is repeated after the last, so
 * the strip always moves upwards; once the copy is in place it jumps back to the real first one
 * without animation, which looks the same.
 */
function useTicker(count: number) {
  const [position, setPosition] = useState({ index: 0, animate: true });

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(
      () => setPosition((p) => ({ index: p.index >= count ? 1 : p.index + 1, animate: true })),
      NOTICE_TICKER_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [count]);

  useEffect(() => {
    if (position.index !== count || count < 2) return;
    const timer = window.setTimeout(() => setPosition({ index: 0, animate: false }), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [position.index, count]);

  return position;
}

function TickerStrip({ notices }: { notices: Notice[] }) {
  const { index, animate } = useTicker(notices.length);
  const current = index % notices.length;
  const items = notices.length > 1 ? [...notices, ...notices.slice(0, 1)] : notices;

  return (
    <section className={styles.ticker} aria-label="最新公告" data-testid="notice-ticker">
      <span className={styles.label}>
        <Icon icon={SoundOutlined} aria-hidden="true" />
        <span>最新公告</span>
      </span>
      <div className={styles.viewport}>
        <ul
          className={styles.track}
          style={{
            transform: `translateY(calc(${-index} * var(--ticker-item-height)))`,
            transition: animate ? `transform ${SLIDE_MS}ms ease` : 'none',
          }}
        >
          {items.map((notice, i) => {
            const copy = i === notices.length;
            const active = !copy && i === current;
            return (
              <li
                key={copy ? 'copy' : notice.id}
                className={styles.item}
                aria-hidden={!active}
                data-testid={copy ? undefined : 'ticker-item'}
                data-active={active}
              >
                <Link
                  to={paths.serviceNotice.url(notice.id)}
                  className={styles.link}
                  tabIndex={active ? 0 : -1}
                >
                  <span className={styles.title}>{notice.noticeTitle}</span>
                  <time className={styles.date} dateTime={notice.createTime.slice(0, 10)}>
                    {noticeShortDate(notice.createTime)}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <Link to={paths.serviceNotices.url()} className={styles.more}>
        全部公告
        <Icon icon={RightOutlined} aria-hidden="true" />
      </Link>
    </section>
  );
}

/** docs/pages.md: the vertical notice ticker, shown only when there are notices. */
export function NoticeTicker() {
  const { data } = useNoticeTicker();
  if (!data?.length) return null;
  return <TickerStrip notices={data} />;
}
