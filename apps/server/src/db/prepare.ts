import type { Database } from './client';
import { rollTimetableForward } from '../modules/flights/timetable.service';
import { isSeeded, seedReferenceData, type AirlineOverrides } from './seed';
import { seedContent } from './seed/content';
import { seedAccounts } from './seed/accounts';
import { seedCoupons } from './seed/coupons';
import { seedFlashSales } from './seed/flash-sales';
import { seedProducts } from './seed/products';
import { seedFaq } from './seed/faq';

/** Brings a database to the current schema and seed: migrate, seed once, extend the timetable. */
export async function prepareDatabase(database: Database, airline: AirlineOverrides = {}) {
  await database.migrate();
  const fresh = !(await isSeeded(database.db));
  if (fresh) await seedReferenceData(database.db, airline);
  await seedContent(database.db);
  await seedAccounts(database.db);
  await seedCoupons(database.db);
  await seedFlashSales(database.db);
  await seedProducts(database.db);
  await seedFaq(database.db);
  const addedFlights = await rollTimetableForward(database.db);
  return { fresh, addedFlights };
}
