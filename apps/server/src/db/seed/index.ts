import { sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { DEFAULT_AIRLINE } from '@jc/shared';
import { queryRows, type Db } from '../client';
import {
  aircraftTypes,
  airlineSettings,
  airports,
  bookingClasses,
  fareFamilies,
  flightSchedules,
  routes,
} from '../schema';
import { AIRCRAFT, buildSeatMap, seatCounts } from './data/aircraft';
import { AIRPORTS, HOT_AIRPORTS, HUBS } from './data/airports';
import { BOOKING_CLASSES, FARE_FAMILIES } from './data/fares';
import { buildRoutes, buildSchedules } from './network';

export interface AirlineOverrides {
  name?: string;
  code?: string;
  hotline?: string;
}

const toPinyin = (text: string, pattern: 'pinyin' | 'first') =>
  pinyin(text, { toneType: 'none', type: 'array', pattern, v: true }).join('').toLowerCase();

/** Whether the database already holds the airline's data. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: airlineSettings.id }).from(airlineSettings).limit(1);
  return rows.length > 0;
}

/**
 * Writes the airline's reference data in one transaction: settings, airports, fleet, network,
 * timetable and fares. Deterministic: the same code gives the same rows. Dated flights are added
 * separately by the timetable (rollTimetableForward).
 */
export async function seedReferenceData(db: Db, overrides: AirlineOverrides = {}): Promise<void> {
  const airline = { ...DEFAULT_AIRLINE, ...overrides };
  await db.transaction(async (tx) => {
    await tx.insert(airlineSettings).values({
      id: 1,
      name: airline.name,
      englishName: airline.englishName,
      code: airline.code,
      hotline: airline.hotline,
      primaryColor: airline.primaryColor,
      accentColor: airline.accentColor,
    });

    const hot = HOT_AIRPORTS as readonly string[];
    await tx.insert(airports).values(
      AIRPORTS.map(([iata, cityCode, cityName, airportName, province, latitude, longitude]) => ({
        iata,
        cityCode,
        cityName,
        airportName,
        province,
        pinyin: toPinyin(cityName, 'pinyin'),
        initials: toPinyin(cityName, 'first'),
        latitude,
        longitude,
        isHub: (HUBS as readonly string[]).includes(iata),
        hotRank: hot.includes(iata) ? hot.indexOf(iata) + 1 : null,
      })),
    );

    await tx.insert(aircraftTypes).values(
      AIRCRAFT.map((spec) => {
        const seats = seatCounts(spec);
        return {
          code: spec.code,
          name: spec.name,
          manufacturer: spec.manufacturer,
          businessSeats: seats.business,
          economySeats: seats.economy,
          seatMap: buildSeatMap(spec),
        };
      }),
    );

    await tx.insert(fareFamilies).values(FARE_FAMILIES);
    const rankInCabin = new Map<string, number>();
    await tx.insert(bookingClasses).values(
      BOOKING_CLASSES.map(([code, cabin, discountPercent, familyCode, defaultLimitPercent]) => {
        const rank = (rankInCabin.get(cabin) ?? 0) + 1;
        rankInCabin.set(cabin, rank);
        return { code, cabin, discountPercent, familyCode, rank, defaultLimitPercent };
      }),
    );

    const inserted = await tx
      .insert(routes)
      .values(buildRoutes())
      .returning({ id: routes.id, origin: routes.origin, destination: routes.destination });
    const routeId = new Map(inserted.map((r) => [`${r.origin}-${r.destination}`, r.id]));

    await tx.insert(flightSchedules).values(
      buildSchedules(airline.code).map((s) => ({
        flightNo: s.flightNo,
        routeId: routeId.get(`${s.origin}-${s.destination}`)!,
        aircraftType: s.aircraftType,
        departureTime: s.departureTime,
        blockMinutes: s.blockMinutes,
        daysOfWeek: s.daysOfWeek,
        validFrom: '2000-01-01',
        validTo: '2099-12-31',
      })),
    );
  });
}

export interface SeedCounts {
  airports: number;
  routes: number;
  aircraftTypes: number;
  flights: number;
  inventory: number;
}

export async function seedCounts(db: Db): Promise<SeedCounts> {
  const [row] = await queryRows<{ [K in keyof SeedCounts]: string }>(
    db,
    sql`
    SELECT (SELECT count(*) FROM airports) AS airports,
           (SELECT count(*) FROM routes) AS routes,
           (SELECT count(*) FROM aircraft_types) AS "aircraftTypes",
           (SELECT count(*) FROM flight_instances) AS flights,
           (SELECT count(*) FROM flight_inventory) AS inventory
  `,
  );
  return {
    airports: Number(row!.airports),
    routes: Number(row!.routes),
    aircraftTypes: Number(row!.aircraftTypes),
    flights: Number(row!.flights),
    inventory: Number(row!.inventory),
  };
}
