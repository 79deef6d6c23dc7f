import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { aircraftTypes, airports, flightInstances } from '../../db/schema';

const dep = alias(airports, 'dep');
const arr = alias(airports, 'arr');

export interface DatedFlightFilter {
  flightDate: string;
  origin?: string;
  destination?: string;
  flightNo?: string;
}

/** The dated flights of a day by route or by number, with names for display, by departure time. */
export function datedFlights(db: Db, filter: DatedFlightFilter) {
  const where: SQL[] = [eq(flightInstances.flightDate, filter.flightDate)];
  if (filter.origin) where.push(eq(flightInstances.origin, filter.origin));
  if (filter.destination) where.push(eq(flightInstances.destination, filter.destination));
  if (filter.flightNo) where.push(eq(flightInstances.flightNo, filter.flightNo));
  return db
    .select({
      id: flightInstances.id,
      flightNo: flightInstances.flightNo,
      flightDate: flightInstances.flightDate,
      origin: flightInstances.origin,
      destination: flightInstances.destination,
      depCityName: dep.cityName,
      depAirportName: dep.airportName,
      arrCityName: arr.cityName,
      arrAirportName: arr.airportName,
      aircraftName: aircraftTypes.name,
      scheduledDeparture: flightInstances.scheduledDeparture,
      scheduledArrival: flightInstances.scheduledArrival,
    })
    .from(flightInstances)
    .innerJoin(dep, eq(dep.iata, flightInstances.origin))
    .innerJoin(arr, eq(arr.iata, flightInstances.destination))
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, flightInstances.aircraftType))
    .where(and(...where))
    .orderBy(asc(flightInstances.scheduledDeparture), asc(flightInstances.flightNo));
}
export type DatedFlightRow = Awaited<ReturnType<typeof datedFlights>>[number];
