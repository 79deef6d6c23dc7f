import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIME_ZONE } from '@jc/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

let offsetMs = 0;

/** The server's notion of now; tests shift it instead of waiting. */
export const now = () => new Date(Date.now() + offsetMs);
export const setClockOffset = (ms: number) => {
  offsetMs = ms;
};

/** Today's date in China, as YYYY-MM-DD. */
export const chinaToday = () => dayjs(now()).tz(TIME_ZONE).format('YYYY-MM-DD');
export const addDays = (isoDate: string, days: number) =>
  dayjs.tz(isoDate, TIME_ZONE).add(days, 'day').format('YYYY-MM-DD');
export { dayjs };
