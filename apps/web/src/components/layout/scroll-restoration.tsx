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
 * Scrolls back to `y`, and again as the page grows (its data arriving after a reload) until it is
 * tall enough, for at most three seconds and only until the passenger scrolls themselves.
 */
function restoreScroll(y: number) {
  window.scrollTo(0, y);
  // Checked at the next frame, once the page has been laid out anyway: reading the position now
  // would force a layout of the page just rendered.
  requestAnimationFrame(() => {
    if (window.scrollY >= y - 1) return;
    const observer = new ResizeObserver(() => {
      window.scrollTo(0, y);
      if (window.scrollY >= y - 1) stop();
    });
    const timer = window.setTimeout(() => stop(), 3000);
    const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      inputs.forEach((type) => window.removeEventListener(type, stop));
    }
    inputs.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    observer.observe(document.body);
  });
}

/**
 * Scrolls as the browser does between documents: a new page opens at its top (or at its #anchor),
 * and 后退/前进 or a reload return to where the passenger was on that page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(undefined);
  // The history entry on screen, and where the passenger last scrolled it to (read from scroll
  // events: by the time the next page has rendered, the old one's height may already be gone).
  const shown = useRef<string>(undefined);
  const lastY = useRef(0);

  useEffect(() => {
    const saved = (positions.current ??= readPositions());
    window.history.scrollRestoration = 'manual';
    const onScroll = () => (lastY.current = window.scrollY);
    const onPageHide = () => {
      if (shown.current) saved.set(shown.current, window.scrollY);
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
    const saved = (positions.current ??= readPositions());
    if (shown.current) saved.set(shown.current, lastY.current);
    shown.current = location.key;
    // Nothing here reads the page's geometry: this runs right after a page has rendered, and a
    // read would force its layout there and then (130 ms for the home page on a throttled phone).
    const y = navigationType === 'POP' ? saved.get(location.key) : undefined;
    if (y !== undefined) {
      restoreScroll(y);
      lastY.current = y;
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      lastY.current = 0;
    }
  }, [location.key, location.hash, navigationType]);

  return null;
}
