import { useEffect, useState, type ReactNode } from 'react';
import { BANNER_INTERVAL_MS } from '@jc/shared/constants';
import type { Banner } from '@jc/shared';
import { useBanners } from '../api/get-banners';
import { ContentLink } from './content-link';
import styles from './home-banner.module.css';

/**
 * docs/rules.md: the banner rotates every 4 seconds and clicking an indicator restarts the
 * timer. `restarts` counts indicator clicks so that clicking the current slide restarts it too.
 */
function useRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [restarts, setRestarts] = useState(0);
  // Whether a slide other than the first showing has come: the first was painted by the server.
  const [moved, setMoved] = useState(false);
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => {
      setIndex((current + 1) % count);
      setMoved(true);
    }, BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [current, count, restarts]);

  const show = (next: number) => {
    setIndex(next);
    setRestarts((n) => n + 1);
    setMoved(true);
  };
  return { current, moved, show };
}

function BannerCarousel({ banners, title }: { banners: Banner[]; title: string }) {
  const { current, moved, show } = useRotation(banners.length);

  return (
    <section
      className={moved ? `${styles.banner} ${styles.moved}` : styles.banner}
      aria-roledescription="轮播"
      aria-label="精选推荐"
      data-testid="home-banner"
      data-current={current}
    >
      {/* The page's heading for screen readers and search engines; the slides carry their own art. */}
      <h1 className="jc-visually-hidden">{title}</h1>
      <ul className={styles.slides}>
        {banners.map((banner, i) => {
          const active = i === current;
          return (
            <li
              key={banner.id}
              className={active ? `${styles.slide} ${styles.active}` : styles.slide}
              aria-hidden={!active}
              aria-roledescription="幻灯片"
              aria-label={`${i + 1} / ${banners.length}`}
              data-testid="banner-slide"
              data-active={active}
            >
              <ContentLink
                href={banner.webUrl}
                className={styles.link}
                tabIndex={active ? 0 : -1}
                title={banner.title}
              >
                <img
                  className={styles.image}
                  src={banner.picRealRul}
                  alt={banner.title}
                  // The first slide is the largest paint of the page: fetch it first; the rest can wait.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  draggable={false}
                />
              </ContentLink>
            </li>
          );
        })}
      </ul>
      {banners.length > 1 && (
        <div className={styles.indicatorBar}>
          <div className={`jc-container ${styles.indicatorRow}`}>
            <div className={styles.indicators} role="group" aria-label="切换幻灯片">
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  className={i === current ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                  onClick={() => show(i)}
                  aria-label={`第${i + 1}张：${banner.title}`}
                  aria-current={i === current}
                  data-testid="banner-indicator"
                />
              ))}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

interface HomeBannerProps {
  /** The page's h1 text, kept for screen readers when the slides show. */
  title: string;
  /** Shown when there are no banners (none published, a refusal, or no connection). */
  fallback: ReactNode;
}

/** The home page's rotating banner (docs/pages.md), or the drawn hero when there is nothing to rotate. */
export function HomeBanner({ title, fallback }: HomeBannerProps) {
  const { data, isPending } = useBanners();
  // Holds the banner's height in the brand's blue while the list loads, so nothing jumps.
  if (isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (!data?.length) return <>{fallback}</>;
  return <BannerCarousel banners={data} title={title} />;
}
