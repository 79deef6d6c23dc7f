import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useCodeLoading } from '@/lib/lazy-component';
import { PageLoading } from '../page-loading';
import { BackToTop } from './back-to-top';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

/** A thin bar under the header while the next page's code loads. */
function NavigationProgress() {
  if (!useCodeLoading()) return null;
  return <div className={styles.progress} role="progressbar" aria-label="页面加载中" />;
}

/**
 * The frame of every passenger page: header, the page, footer and back-to-top. Until the first
 * page's code is there a spinner holds its place; later navigations keep the current page on
 * screen (the router renders them as transitions) until the next one is ready.
 */
export function SiteLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        跳到主要内容
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main-content" className={styles.main}>
        <Suspense fallback={<PageLoading minHeight={480} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BackToTop />
      <ScrollRestoration />
    </div>
  );
}
