import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export interface BundleFigures {
  /** JavaScript requested before the load event, gzip size in bytes. */
  initialJsGzip: number;
  initialJsFiles: number;
  /** JavaScript requested before the app's first render begins (what that render needs). */
  appJsGzip: number;
  appJsFiles: number;
  /** All JavaScript fetched once the page is idle, without scrolling. */
  idleJsGzip: number;
  idleJsFiles: number;
  /** Whether the back office, PDF, QR or charting code reached the home page. */
  heavyModules: string[];
}

const HEAVY = /admin|pdf|qrcode|chart|echarts/i;

/**
 * The home page's JavaScript budget (docs/web.md, "The home page's weight"): its first screen's
 * (requested before the load event) at most 143.9 KiB gzipped, fewer than 91 script files once it
 * idles. The bench prints the figures against it; an end-to-end test holds every build to it.
 */
export const HOME_JS_AIMS = { firstScreenGzip: 143.9 * 1024, idleFiles: 91 } as const;

/** Loads `url` in `page` and weighs the JavaScript it fetches (gzip level 9, as served). */
export async function weighScripts(page: Page, url: string): Promise<BundleFigures> {
  const scripts: { url: string; gzip: number; beforeLoad: boolean }[] = [];
  // Counted by when the script was asked for, not when it arrived: a module the first paint
  // needs is requested before the load event even when its bytes land just after it.
  const requestedBeforeLoad = new Set<string>();
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !loaded) requestedBeforeLoad.add(request.url());
  });
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: response.url(),
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      beforeLoad: requestedBeforeLoad.has(response.url()),
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const requestedBeforeRender = new Set(
    await page.evaluate(() => {
      // app/start.tsx marks where the first render begins: what is asked for before, it needs.
      const at = performance.getEntriesByName('jc-app-render')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= at && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
    }),
  );
  const initial = scripts.filter((s) => s.beforeLoad);
  const app = scripts.filter((s) => requestedBeforeRender.has(s.url));
  return {
    initialJsGzip: initial.reduce((n, s) => n + s.gzip, 0),
    initialJsFiles: initial.length,
    appJsGzip: app.reduce((n, s) => n + s.gzip, 0),
    appJsFiles: app.length,
    idleJsGzip: scripts.reduce((n, s) => n + s.gzip, 0),
    idleJsFiles: scripts.length,
    // By the chunk's name: its content hash (`home-page-C6x6pDFV.js`) may spell anything.
    heavyModules: scripts
      .map((s) => new URL(s.url).pathname)
      .filter((p) => HEAVY.test(p.replace(/-[\w-]{8}\.js$/, ''))),
  };
}
