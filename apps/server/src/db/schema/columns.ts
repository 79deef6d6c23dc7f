import { timestamp } from 'drizzle-orm/pg-core';
import { now } from '../../lib/clock';

/** Every instant of this schema is stored with its time zone (timestamptz). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An instant filled on insert: by the application clock's `now()` when the code names none, so that
 * a window counted from it agrees with the clock that counts it; the SQL default serves rows written
 * outside the application.
 */
export const timestamptzNow = (name: string) => timestamptz(name).notNull().defaultNow().$defaultFn(now);
