import { TIME_ZONE } from '@jc/shared';
import { addDays, chinaToday, dayjs } from '../../lib/clock';

/**
 * The China-time instant `days` days from the day the seed runs, at `hhmm`: seeded content and
 * campaigns are dated from that day, so the site always looks current.
 */
export const seedDayAt = (days: number, hhmm: string) =>
  dayjs.tz(`${addDays(chinaToday(), days)} ${hhmm}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toDate();
