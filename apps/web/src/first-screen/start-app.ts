import { nextTask } from '@/lib/tasks';
import { FIRST_SCREEN } from './fonts';

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
  const script = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = script?.dataset.app;
  if (!app) return;
  const started = import(/* @vite-ignore */ app);
  await preloadFewEachTask(script.dataset.preload?.split(' ').filter(Boolean) ?? []);
  await started;
}

/** Links asked for in one task: each link's request costs a phone's main thread a few milliseconds. */
const LINKS_PER_TASK = 2;

/**
 * The page's code beside the app's entry, a few `modulepreload` links a task while the entry
 * downloads (docs/web.md, "Rules of the app's start"). The app's own loader, finding a file's link
 * already there, asks for it no more; asked for all at once, they made one long task.
 */
async function preloadFewEachTask(files: string[]) {
  for (let i = 0; i < files.length; i += LINKS_PER_TASK) {
    await nextTask();
    for (const href of files.slice(i, i + LINKS_PER_TASK)) {
      if (document.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

function firstContentfulPaint() {
  return new Promise<void>((resolve) => {
    // Nothing drawn (the home page with no published banner): nothing to wait for.
    if (!document.querySelector(FIRST_SCREEN)) return resolve();
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
