import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';
import { ManualClock, useClock } from '../../src/lib/clock';

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
 * A ManualClock standing on the seed day at 09:00 China time, installed now and again before each
 * test that calls `use()` (so that a shared per-file clock elsewhere does not replace it).
 */
export async function seedDayClock(app: { db: Db }, time = '09:00') {
  const day = await seededDay(app);
  const start = chinaInstant(day, time);
  const clock = new ManualClock(start);
  useClock(clock);
  return {
    clock,
    day,
    start,
    /** Back to the start, and this clock installed. */
    reset: () => {
      clock.set(start);
      useClock(clock);
    },
  };
}
