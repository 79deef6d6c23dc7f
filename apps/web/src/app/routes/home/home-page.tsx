import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HomeHero } from './home-hero';
import { SearchPanel } from './search-panel';
import styles from './home-page.module.css';

// Below the fold: its code arrives after the hero and search card have painted.
const ServiceShortcuts = lazy(() => import('./service-shortcuts'));

/** Links such as the 404 page's 机票预订 point at #flight-search; client navigation does not scroll by itself. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/** The home page (SPEC section 2): hero, search panel and service shortcuts for now. */
export function HomeRoute() {
  useDocumentTitle();
  useScrollToHash();

  return (
    <div className={styles.page}>
      <HomeHero />
      <div className="jc-container">
        <SearchPanel />
        <Suspense fallback={<div className={styles.shortcutsPlaceholder} />}>
          <ServiceShortcuts />
        </Suspense>
      </div>
    </div>
  );
}
