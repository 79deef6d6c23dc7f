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

/** An address in the benchmarking range 198.18.0.0/15, never a real client's. */
function testClientAddress() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.${18 + Math.floor(Math.random() * 2)}.${octet()}.${octet()}`;
}

/**
 * Every page starts on the server's clock: the browser's "today" and the server's agree, at the
 * instant the suite chose (TEST_NOW), whatever the machine's clock says.
 */
export const test = base.extend({
  // Each test is a passenger on a network of its own (the server trusts the loopback proxy in
  // playwright.config.ts): the per-address limits (docs/rules.md) then hold per test, as they would
  // for real passengers, instead of the whole suite sharing one address's hourly SMS allowance.
  // Playwright reads a fixture's dependencies from its first argument's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': testClientAddress() });
  },
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
