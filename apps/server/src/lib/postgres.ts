import { MAX_ID } from '@jc/shared';

/**
 * What the code asks of PostgreSQL's own guards, in one place: ids a serial column can hold, and
 * the unique violations that decide races (two orders for one traveller, one saved certificate).
 */

/** Whether `id` can be a serial column's value: anything else cannot exist (and would make PostgreSQL fail). */
export const isStorableId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

/**
 * Whether `error` (or an error it wraps: drivers and Drizzle nest them) is a unique_violation,
 * of `constraint` when one is named.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | null | undefined; e;) {
    if (e.code === '23505' && (constraint === undefined || e.constraint === constraint)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
