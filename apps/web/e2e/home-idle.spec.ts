import { expect, test, type Page } from './support/test';

/**
 * An idle home page keeps its DOM the same size (docs/web.md): the banner, the notice ticker and
 * the activity slider rotate in place, nothing is appended and left behind. Timers run on the test
 * clock, so a minute passes in an instant.
 */

const nodeCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

test('the idle home page holds its DOM node count flat over 60 s', async ({ page }) => {
  await page.goto('/');
  // Scroll through once so every block below the fold has arrived, then back to the top.
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.clock.runFor(300);
  }
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, -10_000);
  // Settled: the same count two seconds apart.
  await expect
    .poll(async () => {
      const before = await nodeCount(page);
      await page.clock.runFor(2_000);
      return (await nodeCount(page)) - before;
    })
    .toBe(0);

  const start = await nodeCount(page);
  const samples: number[] = [];
  for (let second = 5; second <= 60; second += 5) {
    await page.clock.runFor(5_000);
    samples.push(await nodeCount(page));
  }
  expect(samples, `nodes every 5 s after ${start} at rest`).toEqual(samples.map(() => start));
});
