import type { TicketApplyRequest } from '@jc/shared';

/** The selection carried in the booking page's URL (`?sel=`), so a reload keeps it. */
export type UrlSelection = Omit<TicketApplyRequest, 'expectedTotal'> & { expectedTotal?: number };

export const encodeSelection = (s: UrlSelection) => JSON.stringify(s);

export function decodeSelection(raw: string | null): UrlSelection | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as UrlSelection;
    return Array.isArray(s.legs) && s.legs.length > 0 ? s : null;
  } catch {
    return null;
  }
}

/** A placeholder for disabled queries while there is no selection. */
export const NO_SELECTION: UrlSelection = {
  hasRt: 0,
  legs: [],
  hero: false,
  adultNum: 1,
  childNum: 0,
  infantNum: 0,
};
