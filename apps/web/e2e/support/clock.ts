/**
 * The instant the end-to-end server's clock starts at (TEST_NOW) and every page with it: 10:00 in
 * China by default; E2E_NOW moves it (docs/time.md). A run lasts minutes, so "today" stays put.
 */
export const E2E_START = new Date(process.env.E2E_NOW ?? '2026-11-24T02:00:00.000Z');

/** The China calendar date `daysAhead` days after the start instant, YYYY-MM-DD. */
export const shanghaiDate = (daysAhead = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(E2E_START.getTime() + daysAhead * 86_400_000),
  );
