import { DEFAULT_AIRLINE } from '@jc/shared';
import type { Db } from '../client';
import { airlineSettings } from '../schema';

/**
 * What fills {airline}, {hotline} and {code} in a seeded text: the airline's settings as the
 * database holds them (the defaults when none are written).
 */
export async function airlineFiller(db: Db): Promise<(text: string) => string> {
  const [settings] = await db
    .select({ name: airlineSettings.name, hotline: airlineSettings.hotline, code: airlineSettings.code })
    .from(airlineSettings)
    .limit(1);
  const airline = settings ?? DEFAULT_AIRLINE;
  return (text) =>
    text
      .replaceAll('{airline}', airline.name)
      .replaceAll('{hotline}', airline.hotline)
      .replaceAll('{code}', airline.code);
}
