/**
 * Starts the app on a page whose HTML, or whose first script, has already drawn a first screen
 * (docs/web.md, "First screens before the app"): the app is imported once the browser has painted
 * that screen (its first contentful paint), so the page's first and largest paints wait for no
 * script of the app's. A slow paint (the home banner's picture) holds the app back a second and a
 * half at most. The app's entry file is named by the page (`data-app`, written at build by
 * scripts/first-screens.ts).
 */
export async function startAppAfterFirstPaint(): Promise<void> {
  openStorage();
  await firstContentfulPaint();
  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  if (app) await import(/* @vite-ignore */ app);
}

function firstContentfulPaint() {
  return new Promise<void>((resolve) => {
    // Nothing drawn (the home page with no published banner): nothing to wait for.
    if (!document.getElementById('root')?.firstElementChild) return resolve();
    setTimeout(resolve, 1500);
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * A page's first use of localStorage and of sessionStorage waits for the browser to hand over the
 * whole storage area (one synchronous call to the browser process, tens of milliseconds on a
 * fresh start). Made here, while the first screen paints, it stalls none of the app's tasks later.
 */
function openStorage() {
  try {
    void localStorage.length;
    void sessionStorage.length;
  } catch {
    // Storage disabled: the app reads nothing from it either.
  }
}
