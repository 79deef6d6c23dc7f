import { expect, test } from './support/test';
import { HOME_JS_AIMS, weighScripts } from './support/weigh';

/**
 * The home page keeps to its JavaScript budget (docs/web.md, "The home page's weight") in every
 * build: an import that drags a page's or antd's code into the first screen fails here, not later
 * in a Lighthouse figure. Bytes are gzip level 9, as the bench counts them.
 */
test('the home page’s first screen stays within its JavaScript budget', async ({ browser, baseURL }) => {
  // A page without the test clock: the weighing reads the browser's own performance marks, which
  // the test clock would stand in for. What the page draws does not matter here, only what it loads.
  const page = await browser.newPage({ baseURL });
  const weights = await weighScripts(page, '/');
  await page.close();
  expect(weights.appJsFiles, "script files requested before the app's first render").toBeGreaterThan(0);
  expect(weights.initialJsGzip, 'bytes requested before the load event').toBeLessThanOrEqual(
    HOME_JS_AIMS.firstScreenGzip,
  );
  expect(weights.appJsGzip, "bytes requested before the app's first render").toBeLessThanOrEqual(
    HOME_JS_AIMS.firstScreenGzip,
  );
  expect(weights.idleJsFiles, 'script files once the page idles').toBeLessThan(HOME_JS_AIMS.idleFiles);
  expect(weights.heavyModules, 'back office, PDF, QR or charting code').toEqual([]);
});
