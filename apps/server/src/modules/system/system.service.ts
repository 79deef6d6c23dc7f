import { DEFAULT_AIRLINE, type HealthData, type ReadinessData, type SiteConfigData } from '@jc/shared';
import type { Database, Db } from '../../db/client';
import { findAirlineSettings, pingDatabase, readContentVersion } from './system.repository';

/** The process is alive: no database call, so a liveness probe costs nothing. */
export const liveness = (): HealthData => ({
  status: 'ok',
  uptimeSeconds: Math.round(process.uptime()),
  version: process.env.npm_package_version ?? '0.1.0',
});

/** Reports whether the database answers, and how fast; never throws. */
export async function checkReadiness(database: Database): Promise<ReadinessData> {
  const t0 = performance.now();
  let ok = true;
  try {
    await pingDatabase(database.db);
  } catch {
    ok = false;
  }
  return {
    status: ok ? 'ok' : 'degraded',
    database: { kind: database.kind, ok, latencyMs: Math.round((performance.now() - t0) * 100) / 100 },
    uptimeSeconds: liveness().uptimeSeconds,
    version: liveness().version,
  };
}

/** The airline's public identity: name, code, hotline and colours. */
export async function siteConfig(database: Database): Promise<SiteConfigData> {
  const row = await findAirlineSettings(database.db);
  if (!row) return DEFAULT_AIRLINE;
  return {
    name: row.name,
    englishName: row.englishName,
    code: row.code,
    hotline: row.hotline,
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
  };
}

/** The airline's service hotline (the FAQ assistant's fallback names it). */
export async function airlineHotline(db: Db): Promise<string> {
  return (await findAirlineSettings(db))?.hotline ?? DEFAULT_AIRLINE.hotline;
}

/** The shared counter of home page content changes (bumped by a database trigger). */
export const contentVersion = (database: Database) => readContentVersion(database.db);
