import {
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  time,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow } from './columns';

/** An airport the airline serves, with what passengers type to find it (Chinese, pinyin, initials, IATA). */
export const airports = pgTable('airports', {
  iata: char('iata', { length: 3 }).primaryKey(),
  cityCode: char('city_code', { length: 3 }).notNull(),
  cityName: text('city_name').notNull(),
  airportName: text('airport_name').notNull(),
  province: text('province').notNull(),
  pinyin: text('pinyin').notNull(),
  initials: text('initials').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  isHub: boolean('is_hub').notNull().default(false),
  /** Position in the hot-airport list; null when not hot. */
  hotRank: smallint('hot_rank'),
});

export interface SeatMapRow {
  row: number;
  cabin: 'C' | 'Y';
  /** Seat letters in order, with '' marking an aisle. */
  seats: string[];
  exit?: boolean;
  /** Extra legroom or front-of-cabin rows that sell as paid seats. */
  premium?: boolean;
}
export interface SeatMap {
  layout: { business: string; economy: string };
  rows: SeatMapRow[];
}

export const aircraftTypes = pgTable('aircraft_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  manufacturer: text('manufacturer').notNull(),
  businessSeats: smallint('business_seats').notNull(),
  economySeats: smallint('economy_seats').notNull(),
  seatMap: jsonb('seat_map').$type<SeatMap>().notNull(),
});

/** A directional city pair the airline flies, with its published fares in fen. */
export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    origin: char('origin', { length: 3 })
      .notNull()
      .references(() => airports.iata),
    destination: char('destination', { length: 3 })
      .notNull()
      .references(() => airports.iata),
    distanceKm: integer('distance_km').notNull(),
    blockMinutes: smallint('block_minutes').notNull(),
    /** Full economy fare (Y); booking classes are discounts of it. */
    economyFare: integer('economy_fare').notNull(),
    businessFare: integer('business_fare').notNull(),
    /** Fuel surcharge per adult; children pay half, infants none. */
    fuelSurcharge: integer('fuel_surcharge').notNull(),
  },
  (t) => [unique('routes_pair').on(t.origin, t.destination)],
);

/** The weekly timetable: one row per flight number and period. */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    id: serial('id').primaryKey(),
    flightNo: text('flight_no').notNull(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    aircraftType: text('aircraft_type')
      .notNull()
      .references(() => aircraftTypes.code),
    /** Local departure time at the origin (China time). */
    departureTime: time('departure_time').notNull(),
    blockMinutes: smallint('block_minutes').notNull(),
    /** ISO weekdays flown, 1 = Monday ... 7 = Sunday. */
    daysOfWeek: smallint('days_of_week').array().notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
  },
  (t) => [unique('flight_schedules_no_from').on(t.flightNo, t.validFrom)],
);

export const FLIGHT_OPS_STATUSES = ['计划', '起飞', '到达', '延误', '取消', '备降'] as const;
export type FlightOpsStatus = (typeof FLIGHT_OPS_STATUSES)[number];

/** One dated flight: what is sold, checked in, flown and tracked. */
export const flightInstances = pgTable(
  'flight_instances',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => flightSchedules.id),
    flightNo: text('flight_no').notNull(),
    /** Local departure date at the origin. */
    flightDate: date('flight_date').notNull(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    origin: char('origin', { length: 3 }).notNull(),
    destination: char('destination', { length: 3 }).notNull(),
    aircraftType: text('aircraft_type').notNull(),
    scheduledDeparture: timestamptz('scheduled_departure').notNull(),
    scheduledArrival: timestamptz('scheduled_arrival').notNull(),
    businessCapacity: smallint('business_capacity').notNull(),
    economyCapacity: smallint('economy_capacity').notNull(),
    // Operational record, filled by the flight-status simulator and operators.
    status: text('status').$type<FlightOpsStatus>().notNull().default('计划'),
    estimatedDeparture: timestamptz('estimated_departure'),
    estimatedArrival: timestamptz('estimated_arrival'),
    actualDeparture: timestamptz('actual_departure'),
    actualArrival: timestamptz('actual_arrival'),
    gate: text('gate'),
    opsNote: text('ops_note'),
    /** Bumped in the transaction that changes this flight's inventory, so caches reload just it. */
    inventoryChangedAt: timestamptzNow('inventory_changed_at'),
  },
  (t) => [
    unique('flight_instances_no_date').on(t.flightNo, t.flightDate),
    index('flight_instances_route_date').on(t.origin, t.destination, t.flightDate),
    index('flight_instances_date').on(t.flightDate),
    index('flight_instances_inventory_changed').on(t.inventoryChangedAt),
  ],
);
