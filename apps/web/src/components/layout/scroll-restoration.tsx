import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'jc-scroll-positions';

/** Where the passenger had scrolled on each history entry, kept across a reload of the tab. */
function readPositions() {
  try {
    return new Map<string, number>(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'));
  } catch {
    return new Map<string, number>();
  }
}

/**
 * Scrolls as the browser does between documents: a new page opens at its top (or at its #anchor),
 * and 后退/前进 or a reload return to where the passenger was on that page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(undefined);
  const current = useRef(location.key);

  useEffect(() => {
    const saved = (positions.current ??= readPositions());
    window.history.scrollRestoration = 'manual';
    // Recorded as the passenger scrolls: by the time the next page has rendered, the old one's
    // height (and so its position) may already be gone.
    const onScroll = () => saved.set(current.current, window.scrollY);
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved].slice(-50)));
      } catch {
        // Private mode or a full storage: positions are a convenience.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = (positions.current ??= readPositions());
    const y = navigationType === 'POP' ? saved.get(location.key) : undefined;
    if (y !== undefined) window.scrollTo(0, y);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
