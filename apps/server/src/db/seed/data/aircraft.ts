import type { SeatMap, SeatMapRow } from '../../schema';

interface AircraftSpec {
  code: string;
  name: string;
  manufacturer: string;
  business: { rows: number; layout: string; firstRow: number };
  economy: { rows: number; layout: string; firstRow: number; exitRows: number[] };
}

/** Seat layouts: a narrow body's one aisle, a wide body's two. */
const NARROW = { business: 'AC-DF', economy: 'ABC-DEF' };
const WIDE = { business: 'A-DG-K', economy: 'ABC-DEF-HJK' };

/** One type: business rows first from row 1, economy numbered from 31 as Chinese carriers often do. */
const aircraft = (
  code: string,
  name: string,
  manufacturer: string,
  layout: { business: string; economy: string },
  rows: { business: number; economy: number; exitRows: number[] },
): AircraftSpec => ({
  code,
  name,
  manufacturer,
  business: { rows: rows.business, layout: layout.business, firstRow: 1 },
  economy: { rows: rows.economy, layout: layout.economy, firstRow: 31, exitRows: rows.exitRows },
});

/** The fleet. */
export const AIRCRAFT: AircraftSpec[] = [
  aircraft('320', '空客A320', 'Airbus', NARROW, { business: 2, economy: 25, exitRows: [41, 42] }),
  aircraft('321', '空客A321', 'Airbus', NARROW, { business: 3, economy: 29, exitRows: [41, 50] }),
  aircraft('738', '波音737-800', 'Boeing', NARROW, { business: 2, economy: 26, exitRows: [42, 43] }),
  aircraft('C919', '商飞C919', 'COMAC', NARROW, { business: 2, economy: 26, exitRows: [42] }),
  aircraft('789', '波音787-9', 'Boeing', WIDE, { business: 7, economy: 29, exitRows: [31, 45] }),
];

const seatLetters = (layout: string) => layout.split('').map((c) => (c === '-' ? '' : c));
const countSeats = (layout: string) => layout.replace(/-/g, '').length;

/** Draws the seat map: aisles as '', exit rows and the first three economy rows sold as premium seats. */
export function buildSeatMap(spec: AircraftSpec): SeatMap {
  const rows: SeatMapRow[] = [];
  for (let i = 0; i < spec.business.rows; i++) {
    rows.push({ row: spec.business.firstRow + i, cabin: 'C', seats: seatLetters(spec.business.layout) });
  }
  for (let i = 0; i < spec.economy.rows; i++) {
    const row = spec.economy.firstRow + i;
    const exit = spec.economy.exitRows.includes(row);
    rows.push({
      row,
      cabin: 'Y',
      seats: seatLetters(spec.economy.layout),
      ...(exit ? { exit: true } : {}),
      ...(exit || i < 3 ? { premium: true } : {}),
    });
  }
  return { layout: { business: spec.business.layout, economy: spec.economy.layout }, rows };
}

export const seatCounts = (spec: AircraftSpec) => ({
  business: spec.business.rows * countSeats(spec.business.layout),
  economy: spec.economy.rows * countSeats(spec.economy.layout),
});
