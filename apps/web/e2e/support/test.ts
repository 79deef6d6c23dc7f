import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The end-to-end server's test clock (docs/time.md): where it stands now. */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/api/v1/dev/clock');
  expect(res.ok(), 'the server runs on a test clock (TEST_NOW)').toBeTruthy();
  return new Date(((await res.json()) as { data: { now: string } }).data.now);
}

/**
 * Moves the server's clock and the page's forward together, firing the page's timers on the way
 * (a payment countdown, a polling query).
 */
export async function advanceClocks(page: Page, request: APIRequestContext, minutes: number) {
  const res = await request.post('/api/v1/dev/clock', { data: { advanceMinutes: minutes } });
  expect(res.ok()).toBeTruthy();
  await page.clock.fastForward(minutes * 60_000);
}

/**
 * Every page starts on the server's clock: the browser's "today" and the server's agree, at the
 * instant the suite chose (TEST_NOW), whatever the machine's clock says.
 */
export const test = base.extend({
  page: async ({ page, request }, use) => {
    await page.clock.install({ time: await serverNow(request) });
    await use(page);
  },
});

/**
 * Puts the server's clock back where a test found it, so that a test that moved time forward leaves
 * the next test the day the suite began (its dates come from E2E_START).
 */
export async function restoreServerClock(request: APIRequestContext, at: Date) {
  const res = await request.post('/api/v1/dev/clock', { data: { at: at.toISOString() } });
  expect(res.ok()).toBeTruthy();
}
