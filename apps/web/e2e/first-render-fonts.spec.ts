import { expect, test, type Page } from './support/test';
import { storeOneWaySearch, withoutHomePopups } from './support/home';
import { shanghaiDate } from './support/clock';
import { FIRST_RENDER_TEXT_STYLES } from '../src/first-screen/fonts';

/**
 * The home and Ticket pages' HTML has the first layout look up every font size and weight the
 * app's first render uses (docs/web.md, "Fonts before the first paint"). A style that page lays
 * out and the list lacks costs that render a round trip to the browser process: named here, it
 * belongs in first-screen/fonts.ts.
 */

/** Every `size/weight` in which the page lays out an element now. */
const laidOutTextStyles = (page: Page) =>
  page.evaluate(() => {
    const styles = new Set<string>();
    for (const element of document.querySelectorAll('body *')) {
      if (!element.getClientRects().length) continue;
      const style = getComputedStyle(element);
      styles.add(`${parseFloat(style.fontSize)}/${style.fontWeight}`);
    }
    return [...styles];
  });

const missingStyles = (used: string[]) =>
  used.filter((style) => !(FIRST_RENDER_TEXT_STYLES as readonly string[]).includes(style)).sort();

for (const { name, viewport, isMobile } of [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
]) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    test('the home page’s first render uses only fonts its HTML has looked up', async ({ page }) => {
      await withoutHomePopups(page);
      await page.goto('/');
      await expect(page.getByTestId('search-submit')).toBeVisible();
      await expect(page.locator('.jc-first-screen-fonts')).toHaveCount(0);
      expect(missingStyles(await laidOutTextStyles(page))).toEqual([]);
    });

    test('the Ticket page’s first render uses only fonts its HTML has looked up', async ({ page }) => {
      await storeOneWaySearch(page, shanghaiDate(7));
      await page.goto('/Ticket');
      await expect(page.getByTestId('flight-card').first()).toBeVisible();
      expect(missingStyles(await laidOutTextStyles(page))).toEqual([]);
    });
  });
}
