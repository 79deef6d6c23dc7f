import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airlineSettings, contentVersion } from '../../db/schema';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

export async function findAirlineSettings(db: Db) {
  const [row] = await db.select().from(airlineSettings).where(eq(airlineSettings.id, 1));
  return row ?? null;
}

export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ n: contentVersion.n }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.n ?? 0;
}
