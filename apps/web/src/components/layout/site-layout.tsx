import { Suspense } from 'react';
import { ScrollRestoration, useNavigation, useOutlet } from 'react-router';
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
 * The frame of every passenger page: header, the page, footer and back-to-top. It is also the
 * router's HydrateFallback: until the first page's code is there the outlet is empty and a
 * spinner holds its place, and as the same component at the same place it is not mounted again.
 */
export function SiteLayout() {
  const outlet = useOutlet();
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        跳到主要内容
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main-content" className={styles.main}>
        <Suspense fallback={<PageLoading />}>{outlet ?? <PageLoading minHeight={480} />}</Suspense>
      </main>
      <SiteFooter />
      <BackToTop />
      <ScrollRestoration />
    </div>
  );
}
