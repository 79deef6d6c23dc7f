/**
 * The home page's entry (docs/web.md, "The home page's first screen"). Its HTML already shows the
 * first screen, the banner included; the app starts once the browser has painted that picture
 * (its first contentful paint), so the page's first and largest paints wait for no script. A
 * slow picture holds the app back a second and a half at most. The app's entry file is named by
 * the page (`data-app`, written at build by scripts/home-html.ts).
 */
const firstContentfulPaint = new Promise<void>((resolve) => {
  if (!document.querySelector('#root img')) return resolve();
  setTimeout(resolve, 1500);
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

await firstContentfulPaint;
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (app) await import(/* @vite-ignore */ app);

export {};
