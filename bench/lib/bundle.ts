import { chromium } from '@playwright/test';
import { weighScripts, type BundleFigures } from '../../apps/web/e2e/support/weigh';

export { HOME_JS_AIMS, type BundleFigures } from '../../apps/web/e2e/support/weigh';

/** Loads a page in a Chromium of its own and weighs the JavaScript it fetches. */
export async function weighPage(
  url: string,
  viewport = { width: 1440, height: 900 },
): Promise<BundleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    return await weighScripts(await browser.newPage({ viewport }), url);
  } finally {
    await browser.close();
  }
}
