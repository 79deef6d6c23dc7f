import { z } from 'zod';

const AirportCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, '机场三字码需为3位字母');

/** docs/rules.md: an airport entry (cityName, airportIata, airportCode) with what suggestions match on. */
export const AirportEntry = z.object({
  cityName: z.string(),
  airportIata: z.string(),
  /** The code the search form carries (dep/arr): the airport's IATA code. */
  airportCode: z.string(),
  cityCode: z.string(),
  airportName: z.string(),
  province: z.string(),
  pinyin: z.string(),
  initials: z.string(),
  isHub: z.boolean(),
  hot: z.boolean(),
});
export type AirportEntry = z.infer<typeof AirportEntry>;

export const AirportListRequest = z.object({
  dep: z
    .union([AirportCode, z.literal('')])
    .optional()
    .describe('出发机场：给出时只列出可从此出发到达的机场'),
  arr: z
    .union([AirportCode, z.literal('')])
    .optional()
    .describe('到达机场：给出时只列出可飞往此机场的出发地'),
});
export type AirportListRequest = z.infer<typeof AirportListRequest>;
