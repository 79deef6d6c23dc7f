import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { withoutHomePopups } from './home';

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
 * Where a test moves both clocks: `minutes` forward, or to an instant (ms), arriving within the
 * minute before it (`atOrBefore`, e.g. still inside a window that closes then) or after it
 * (`atOrAfter`, e.g. once something has happened).
 */
export type ClockMove = { minutes: number } | { atOrBefore: number } | { atOrAfter: number };

const minutesOf = (move: ClockMove, from: Date) => {
  if ('minutes' in move) return move.minutes;
  if ('atOrBefore' in move) return Math.floor((move.atOrBefore - from.getTime()) / 60_000);
  return Math.ceil((move.atOrAfter - from.getTime()) / 60_000);
};

/**
 * Runs `steps` with the server's and the page's clocks moved forward (`advanceClocks`), then puts
 * the server's clock back where it was (`restoreServerClock`) however the steps ended, so the next
 * test starts on the suite's day.
 */
export async function withClocksMoved(
  page: Page,
  request: APIRequestContext,
  move: ClockMove,
  steps: () => Promise<void>,
) {
  const started = await serverNow(request);
  try {
    await advanceClocks(page, request, minutesOf(move, started));
    await steps();
  } finally {
    await restoreServerClock(request, started);
  }
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
export const test = base.extend<{ homePopups: boolean }>({
  // A file that sets `test.use({ homePopups: false })` has the home page's pop-up calls answered
  // with none (withoutHomePopups) on every page, so no dialog covers what it tests.
  homePopups: [true, { option: true }],
  // Each test is a passenger on a network of its own (the server trusts the loopback proxy in
  // playwright.config.ts): the per-address limits (docs/rules.md) then hold per test, as they would
  // for real passengers, instead of the whole suite sharing one address's hourly SMS allowance.
  // Playwright reads a fixture's dependencies from its first argument's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': testClientAddress() });
  },
  page: async ({ page, request, homePopups }, use) => {
    await page.clock.install({ time: await serverNow(request) });
    if (!homePopups) await withoutHomePopups(page);
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
