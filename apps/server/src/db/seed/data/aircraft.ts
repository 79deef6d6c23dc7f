import type { SeatMap, SeatMapRow } from '../../schema';

interface AircraftSpec {
  code: string;
  name: string;
  manufacturer: string;
  business: { rows: number; layout: string; firstRow: number };
  economy: { rows: number; layout: string; firstRow: number; exitRows: number[] };
}

/** Fleet: business rows first, economy numbered from 31 as Chinese carriers often do. */
export const AIRCRAFT: AircraftSpec[] = [
  {
    code: '320',
    name: '空客A320',
    manufacturer: 'Airbus',
    business: { rows: 2, layout: 'AC-DF', firstRow: 1 },
    economy: { rows: 25, layout: 'ABC-DEF', firstRow: 31, exitRows: [41, 42] },
  },
  {
    code: '321',
    name: '空客A321',
    manufacturer: 'Airbus',
    business: { rows: 3, layout: 'AC-DF', firstRow: 1 },
    economy: { rows: 29, layout: 'ABC-DEF', firstRow: 31, exitRows: [41, 50] },
  },
  {
    code: '738',
    name: '波音737-800',
    manufacturer: 'Boeing',
    business: { rows: 2, layout: 'AC-DF', firstRow: 1 },
    economy: { rows: 26, layout: 'ABC-DEF', firstRow: 31, exitRows: [42, 43] },
  },
  {
    code: 'C919',
    name: '商飞C919',
    manufacturer: 'COMAC',
    business: { rows: 2, layout: 'AC-DF', firstRow: 1 },
    economy: { rows: 26, layout: 'ABC-DEF', firstRow: 31, exitRows: [42] },
  },
  {
    code: '789',
    name: '波音787-9',
    manufacturer: 'Boeing',
    business: { rows: 7, layout: 'A-DG-K', firstRow: 1 },
    economy: { rows: 29, layout: 'ABC-DEF-HJK', firstRow: 31, exitRows: [31, 45] },
  },
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
