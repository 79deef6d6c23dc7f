import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** City names by IATA code of every airport served. */
export const airportCities = (db: Db) =>
  queryRows<{ iata: string; cityName: string }>(
    db,
    sql`SELECT iata::text AS iata, city_name AS "cityName" FROM airports`,
  );
