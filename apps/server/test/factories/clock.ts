import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';
import { testClock } from '../clock';

/**
 * The day the test database was seeded (China date): the first day with seat inventory, as the
 * timetable opens inventory from its seed day on. Seeded dates (flights, flash-sale campaigns)
 * count from it, so tests place their clock on it rather than read the machine's.
 */
export async function seededDay(app: { db: Db }): Promise<string> {
  const [row] = await queryRows<{ day: string }>(
    app.db,
    sql`SELECT min(i.flight_date)::text AS day FROM flight_instances i
        WHERE EXISTS (SELECT 1 FROM flight_inventory v WHERE v.instance_id = i.id)`,
  );
  return row!.day;
}

/** An instant at a China local time ('HH:mm') on a date. */
export const chinaInstant = (date: string, time = '09:00') => new Date(`${date}T${time}:00+08:00`);

/**
 * The test clock (test/clock.ts) put on the seed day at a China time, 09:00 by default; `reset()`
 * puts it back there (each test starts at the suite's start instant otherwise).
 */
export async function seedDayClock(app: { db: Db }, time = '09:00') {
  const day = await seededDay(app);
  const start = chinaInstant(day, time);
  testClock.set(start);
  return {
    clock: testClock,
    day,
    start,
    /** Back to the start. */
    reset: () => testClock.set(start),
  };
}
