import { FLIGHT_HORIZON } from '@jc/shared';
import type { Db } from '../../db/client';
import { addDays, chinaToday } from '../../lib/clock';
import { analyzeFlights, generateFlightInstances, lastFlightDate } from './timetable.repository';

/**
 * Keeps dated flights on sale up to the horizon (180 days ahead) and back to the flight-status
 * window (92 days back). Only days after the last generated one are added, so restarts stay fast.
 */
export async function rollTimetableForward(db: Db): Promise<number> {
  const today = chinaToday();
  const first = addDays(today, -FLIGHT_HORIZON.daysBack);
  const last = addDays(today, FLIGHT_HORIZON.daysAhead);
  const existing = await lastFlightDate(db);
  const from = existing && existing >= first ? addDays(existing, 1) : first;
  if (from > last) return 0;
  const added = await generateFlightInstances(db, from, last, today);
  if (added > 0) await analyzeFlights(db);
  return added;
}
