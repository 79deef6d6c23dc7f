import type { AirportEntry } from '@jc/shared';

/** What a city box holds: the text shown and the airport code picked with it ('' while typing). */
export interface CityValue {
  city: string;
  code: string;
}

export const EMPTY_CITY: CityValue = { city: '', code: '' };

/**
 * "首都" for 北京首都国际机场: enough to tell a city's airports apart in a button or a hint.
 * Falls back to the full name when stripping leaves nothing.
 */
export function shortAirportName(airport: Pick<AirportEntry, 'cityName' | 'airportName'>): string {
  const short = airport.airportName
    .replace(airport.cityName, '')
    .replace(/(国际)?机场$/, '')
    .trim();
  return short || airport.airportName;
}

/** Cities served by more than one airport (北京, 上海, 成都): their buttons name the airport too. */
export function multiAirportCities(airports: readonly AirportEntry[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const multi = new Set<string>();
  for (const airport of airports) {
    if (seen.has(airport.cityName)) multi.add(airport.cityName);
    seen.add(airport.cityName);
  }
  return multi;
}

/** 北京首都 where the city has two airports, 西安 where it has one. */
export const airportButtonLabel = (airport: AirportEntry, multi: ReadonlySet<string>): string =>
  multi.has(airport.cityName) ? `${airport.cityName}${shortAirportName(airport)}` : airport.cityName;

/**
 * Suggestions for typed text, matching 北京, beijing, bj and PEK alike (docs/rules.md; case does
 * not matter). An exact airport code comes first, then city-name matches, then the rest in list
 * order, so "sh" offers 上海 before 沈阳.
 */
export function matchAirports(airports: readonly AirportEntry[], text: string): AirportEntry[] {
  const query = text.trim().toLowerCase().replace(/\s+/g, '');
  if (!query) return [];
  const scored: { airport: AirportEntry; score: number; index: number }[] = [];
  airports.forEach((airport, index) => {
    const code = airport.airportCode.toLowerCase();
    const iata = (airport.airportIata || airport.airportCode).toLowerCase();
    const cityCode = airport.cityCode.toLowerCase();
    let score = -1;
    if (code === query || iata === query) score = 0;
    else if (airport.cityName.startsWith(text.trim())) score = 1;
    else if (airport.initials.toLowerCase() === query || airport.pinyin.toLowerCase() === query) score = 2;
    else if (airport.cityName.includes(text.trim()) || airport.airportName.includes(text.trim())) score = 3;
    else if (airport.pinyin.toLowerCase().startsWith(query)) score = 4;
    else if (airport.initials.toLowerCase().startsWith(query)) score = 5;
    else if (iata.startsWith(query) || (cityCode !== '' && cityCode === query)) score = 6;
    if (score >= 0) scored.push({ airport, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((entry) => entry.airport);
}

/** The panel's letter groups, as Chinese airline sites arrange the full list (no city starts with I, O, U or V). */
export const PINYIN_GROUPS = ['ABCDEF', 'GHJ', 'KLMN', 'PQRSTW', 'XYZ'] as const;

/**
 * The airports of one letter group, ordered by pinyin then code: lower-case letters, which read
 * in plain string order (not `localeCompare`, docs/web.md, "Pages without antd").
 */
export function airportsInGroup(airports: readonly AirportEntry[], group: string): AirportEntry[] {
  const key = (airport: AirportEntry) => `${airport.pinyin} ${airport.airportCode}`;
  return airports
    .filter((airport) => group.includes(airport.pinyin.charAt(0).toUpperCase()))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The airport a value stands for, when its code is set. */
export const findAirport = (airports: readonly AirportEntry[] | undefined, code: string) =>
  code ? airports?.find((airport) => airport.airportCode === code) : undefined;

/** The element id of the suggestion at `index`, for the input's aria-activedescendant. */
export const suggestionOptionId = (panelId: string, index: number) => `${panelId}-option-${index}`;
