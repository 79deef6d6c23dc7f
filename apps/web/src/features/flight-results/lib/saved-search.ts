import type { FlightSearchForm } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { readStoredTicketSearch, type ExtraLeg } from '@/lib/ticket-search';

/** The legs after the first of a multi-leg search; 'ticketSearch' holds only one pair. */
const EXTRA_LEGS_KEY = 'ticketSearchLegs';

const TRIP_TYPES: readonly number[] = Object.values(TripType);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The search exactly as it was saved, for the page the search leads to: unlike the home form,
 * which restores with today's date, that page shows what was asked for. Null when nothing usable
 * is stored.
 */
export function loadSavedTicketSearch(): FlightSearchForm | null {
  const raw = readStoredTicketSearch();
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const strings = ['dep', 'arr', 'depCity', 'arrCity', 'flightDate', 'endTime'] as const;
  if (!strings.every((key) => typeof v[key] === 'string')) return null;
  if (!isCount(v.adultNum) || !isCount(v.childNum) || !isCount(v.infantNum)) return null;
  if (typeof v.hasRt !== 'number' || !TRIP_TYPES.includes(v.hasRt)) return null;
  return {
    dep: v.dep as string,
    arr: v.arr as string,
    depCity: v.depCity as string,
    arrCity: v.arrCity as string,
    flightDate: v.flightDate as string,
    endTime: v.endTime as string,
    adultNum: v.adultNum,
    childNum: v.childNum,
    infantNum: v.infantNum,
    hero: v.hero === true,
    hasRt: v.hasRt as TripType,
  };
}

const isLeg = (v: unknown): v is ExtraLeg =>
  typeof v === 'object' &&
  v !== null &&
  ['dep', 'arr', 'depCity', 'arrCity', 'flightDate'].every(
    (k) => typeof (v as Record<string, unknown>)[k] === 'string',
  );

export function loadExtraLegs(): ExtraLeg[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(EXTRA_LEGS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isLeg).slice(0, 3) : [];
  } catch {
    return [];
  }
}

export function saveExtraLegs(legs: readonly ExtraLeg[]) {
  try {
    localStorage.setItem(EXTRA_LEGS_KEY, JSON.stringify(legs));
  } catch {
    // Not remembered; the search still goes ahead.
  }
}
