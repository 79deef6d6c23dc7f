/**
 * Runs `task` once the page has finished loading (at once if it already has): for fetching code
 * that is needed soon but not for the first paint, without competing with it.
 */
export function afterLoad(task: () => void) {
  if (document.readyState === 'complete') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}
