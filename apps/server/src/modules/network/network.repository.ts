import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airports, routes } from '../../db/schema';

export const listAirports = (db: Db) =>
  db
    .select()
    .from(airports)
    .orderBy(sql`${airports.hotRank} IS NULL`, asc(airports.hotRank), asc(airports.pinyin));

export const listRoutePairs = (db: Db) =>
  db.select({ origin: routes.origin, destination: routes.destination }).from(routes);
