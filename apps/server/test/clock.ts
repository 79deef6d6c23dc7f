import { ManualClock, useClock } from '../src/lib/clock';

/**
 * The instant every API test starts at: a fixed one, never the machine's clock, so that the suite
 * gives the same answers at any hour, date and time zone (docs/time.md). `TEST_NOW` moves it; the
 * suite's second run (scripts/test.sh) puts it on a China morning.
 */
export const TEST_START = new Date(process.env.TEST_NOW ?? '2026-11-24T04:00:00.000Z');
if (Number.isNaN(TEST_START.getTime()))
  throw new Error(`TEST_NOW is not an instant: ${process.env.TEST_NOW}`);

export const testClock = new ManualClock(TEST_START);
useClock(testClock);

/** Puts the application at `at`. */
export const setTestClock = (at: Date | string | number) => testClock.set(at);
/** Puts the application `ms` after the suite's start instant. */
export const clockAfterStart = (ms: number) => testClock.set(TEST_START.getTime() + ms);
export const resetTestClock = () => testClock.set(TEST_START);
