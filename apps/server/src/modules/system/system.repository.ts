import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airlineSettings } from '../../db/schema';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

export async function findAirlineSettings(db: Db) {
  const [row] = await db.select().from(airlineSettings).where(eq(airlineSettings.id, 1));
  return row ?? null;
}
