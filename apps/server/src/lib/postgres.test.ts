import { describe, expect, it } from 'vitest';
import { isStorableId, isUniqueViolation } from './postgres';

describe('PostgreSQL guards', () => {
  it('a serial id is a whole number from 1 to 2^31 − 1', () => {
    expect([1, 2_147_483_647].map(isStorableId)).toEqual([true, true]);
    expect([0, -1, 1.5, 2_147_483_648, Number.NaN].map(isStorableId)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('finds a unique violation however deep the driver wrapped it, and of the constraint named', () => {
    const pg = { code: '23505', constraint: 'tickets_one_live_per_traveller' };
    const wrapped = { message: 'Failed query', cause: { message: 'tx', cause: pg } };
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'tickets_one_live_per_traveller')).toBe(true);
    expect(isUniqueViolation(wrapped, 'saved_passengers_cert')).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
