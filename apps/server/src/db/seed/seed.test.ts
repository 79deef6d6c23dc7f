import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_HORIZON } from '@jc/shared';
import { queryRows, type Database } from '../client';
import { addDays, chinaToday } from '../../lib/clock';
import { openTestDatabase } from '#test/databases';
import { dbKind } from '#test/helper';
import { buildRoutes, buildSchedules } from './network';
import { seedCounts } from '.';

describe(`seed (${dbKind()})`, () => {
  let database: Database;
  const rows = <T>(query: SQL) => queryRows<T>(database.db, query);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is deterministic: the same code gives the same network and timetable', () => {
    expect(buildRoutes()).toEqual(buildRoutes());
    expect(buildSchedules('JC')).toEqual(buildSchedules('JC'));
  });

  it('holds at least 40 airports, 100 routes and 4 aircraft types with seat maps', async () => {
    const counts = await seedCounts(database.db);
    expect(counts.airports).toBeGreaterThanOrEqual(40);
    expect(counts.routes).toBeGreaterThanOrEqual(100);
    expect(counts.aircraftTypes).toBeGreaterThanOrEqual(4);
    const maps = await rows<{
      code: string;
      business: number;
      economy: number;
      seats: number;
      biz: number;
    }>(sql`
      SELECT code, business_seats AS business, economy_seats AS economy,
        (SELECT count(*) FROM jsonb_array_elements(seat_map->'rows') r, jsonb_array_elements_text(r->'seats') s
          WHERE s <> '' AND r->>'cabin' = 'Y')::int AS seats,
        (SELECT count(*) FROM jsonb_array_elements(seat_map->'rows') r, jsonb_array_elements_text(r->'seats') s
          WHERE s <> '' AND r->>'cabin' = 'C')::int AS biz
      FROM aircraft_types ORDER BY code`);
    for (const m of maps) {
      expect(m.seats, m.code).toBe(m.economy);
      expect(m.biz, m.code).toBe(m.business);
    }
  });

  it('has flight instances for every day from 92 days ago to 180 days ahead', async () => {
    const today = chinaToday();
    const [row] = await rows<{ days: number; first: string; last: string }>(sql`
      SELECT count(DISTINCT flight_date)::int AS days, min(flight_date)::text AS first, max(flight_date)::text AS last
      FROM flight_instances`);
    expect(row!.first).toBe(addDays(today, -FLIGHT_HORIZON.daysBack));
    expect(row!.last).toBe(addDays(today, FLIGHT_HORIZON.daysAhead));
    expect(row!.days).toBe(FLIGHT_HORIZON.daysBack + FLIGHT_HORIZON.daysAhead + 1);
  });

  it('gives every flight from today on nested booking classes, dearest first, never widening', async () => {
    const today = chinaToday();
    const [missing] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM flight_instances i
      WHERE i.flight_date >= ${today}::date
        AND (SELECT count(*) FROM flight_inventory v WHERE v.instance_id = i.id) <> (SELECT count(*) FROM booking_classes)`);
    expect(missing!.n).toBe(0);
    const [widening] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM flight_inventory v
      JOIN booking_classes c ON c.code = v.class_code
      JOIN flight_inventory w ON w.instance_id = v.instance_id
      JOIN booking_classes d ON d.code = w.class_code AND d.cabin = c.cabin AND d.rank = c.rank + 1
      WHERE w.booking_limit > v.booking_limit`);
    expect(widening!.n).toBe(0);
    const [fullFare] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM flight_inventory v JOIN flight_instances i ON i.id = v.instance_id
      WHERE v.class_code = 'Y' AND v.booking_limit <> i.economy_capacity`);
    expect(fullFare!.n).toBe(0);
  });

  it('closes some cheap classes so that prices vary from day to day', async () => {
    const [row] = await rows<{ open: number; closed: number }>(sql`
      SELECT count(*) FILTER (WHERE booking_limit > 0)::int AS open,
             count(*) FILTER (WHERE booking_limit = 0)::int AS closed
      FROM flight_inventory WHERE class_code = 'T'`);
    expect(row!.open).toBeGreaterThan(0);
    expect(row!.closed).toBeGreaterThan(0);
  });

  it('times flights in China time: a 08:00 departure leaves at 00:00 UTC', async () => {
    const [row] = await rows<{ local: string; utc: string }>(sql`
      SELECT to_char(s.departure_time, 'HH24:MI') AS local,
             to_char(i.scheduled_departure AT TIME ZONE 'UTC', 'HH24:MI') AS utc
      FROM flight_instances i JOIN flight_schedules s ON s.id = i.schedule_id LIMIT 1`);
    const [h, m] = row!.local.split(':').map(Number);
    const utcMinutes = (h! * 60 + m! - 8 * 60 + 24 * 60) % (24 * 60);
    expect(row!.utc).toBe(
      `${String(Math.floor(utcMinutes / 60)).padStart(2, '0')}:${String(utcMinutes % 60).padStart(2, '0')}`,
    );
  });
});
