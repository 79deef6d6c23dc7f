import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insuranceProducts, mealOptions } from '../../db/schema';

export type InsuranceRow = typeof insuranceProducts.$inferSelect;
export type MealRow = typeof mealOptions.$inferSelect;

export const listInsurance = (db: Db) =>
  db
    .select()
    .from(insuranceProducts)
    .where(eq(insuranceProducts.active, true))
    .orderBy(asc(insuranceProducts.sort), asc(insuranceProducts.code));

export const listMeals = (db: Db) =>
  db
    .select()
    .from(mealOptions)
    .where(eq(mealOptions.active, true))
    .orderBy(asc(mealOptions.cabin), asc(mealOptions.sort), asc(mealOptions.code));

/** Adds the products whose codes are not there yet; an operator's edit of an existing one stays. */
export async function insertMissingProducts(
  db: Db,
  insurance: (typeof insuranceProducts.$inferInsert)[],
  meals: (typeof mealOptions.$inferInsert)[],
): Promise<number> {
  const a = insurance.length
    ? await db
        .insert(insuranceProducts)
        .values(insurance)
        .onConflictDoNothing()
        .returning({ code: insuranceProducts.code })
    : [];
  const b = meals.length
    ? await db.insert(mealOptions).values(meals).onConflictDoNothing().returning({ code: mealOptions.code })
    : [];
  return a.length + b.length;
}
