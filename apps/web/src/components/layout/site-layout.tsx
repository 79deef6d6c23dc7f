import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageLoading } from '../page-loading';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

/** A thin bar under the header while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-label="页面加载中" />;
}

/**
 * The frame of every passenger page: header, the page, footer and back-to-top.
 * `children` replaces the Outlet only while the router loads the first page (HydrateFallback).
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        跳到主要内容
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main-content" className={styles.main}>
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
      <BackToTop />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first route's code loads: the real header and footer around a spinner. */
export function SiteLayoutFallback() {
  return (
    <SiteLayout>
      <PageLoading minHeight={480} />
    </SiteLayout>
  );
}
