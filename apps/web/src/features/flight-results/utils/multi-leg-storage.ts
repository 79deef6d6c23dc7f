/** A further leg of a multi-leg search (the first is the saved search's own dep/arr/flightDate). */
export interface ExtraLeg {
  dep: string;
  arr: string;
  depCity: string;
  arrCity: string;
  flightDate: string;
}

/** The legs after the first of a multi-leg search; 'ticketSearch' holds only one pair. */
const KEY = 'ticketSearchLegs';

const isLeg = (v: unknown): v is ExtraLeg =>
  typeof v === 'object' &&
  v !== null &&
  ['dep', 'arr', 'depCity', 'arrCity', 'flightDate'].every(
    (k) => typeof (v as Record<string, unknown>)[k] === 'string',
  );

export function loadExtraLegs(): ExtraLeg[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isLeg).slice(0, 3) : [];
  } catch {
    return [];
  }
}

export function saveExtraLegs(legs: readonly ExtraLeg[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(legs));
  } catch {
    // Not remembered; the search still goes ahead.
  }
}
