import {
  TicketQueryMessages,
  type InsuranceProduct,
  type MealOption,
  type MealQueryRequest,
  type SegmentMeals,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { flightKey, flightsForSale } from '../flights/inventory.service';
import {
  insertMissingProducts,
  listInsurance,
  listMeals,
  type InsuranceRow,
  type MealRow,
} from './products.repository';

/*
 * What is sold beside a ticket: travel insurance per passenger (bought for every segment) and
 * meals per passenger and segment. Which meals a flight offers follows its cabin and length:
 * economy sells meals on flights of 90 minutes and more (some only on longer ones); business
 * class serves its meal free, chosen ahead from its menu.
 */

/** What business class serves on every flight, whatever is chosen ahead. */
export const BUSINESS_MEAL_INCLUDED = '公务舱免费餐食，可预选中式、西式或素食';

export const toInsuranceProduct = (row: InsuranceRow): InsuranceProduct => ({
  code: row.code,
  name: row.name,
  price: row.price,
  coverage: row.coverage,
  insurer: row.insurer,
  terms: row.terms,
});

const toMealOption = (row: MealRow): MealOption => ({
  code: row.code,
  name: row.name,
  description: row.description,
  price: row.price,
  image: row.imagePath,
});

/** The insurance products on sale, in display order. */
export async function insuranceList(db: Db): Promise<InsuranceProduct[]> {
  return (await listInsurance(db)).map(toInsuranceProduct);
}

/** The insurance products on sale by code. */
export async function insuranceByCode(db: Db): Promise<Map<string, InsuranceProduct>> {
  return new Map((await insuranceList(db)).map((p) => [p.code, p]));
}

export interface MealMenu {
  /** Every active meal, to pick a flight's from with mealsFor. */
  rows: MealRow[];
}

export const mealMenu = async (db: Db): Promise<MealMenu> => ({ rows: await listMeals(db) });

/** The meals a flight of this cabin and block time offers to order ahead. */
export function mealsFor(menu: MealMenu, cabin: 'C' | 'Y', blockMinutes: number): MealOption[] {
  return menu.rows.filter((m) => m.cabin === cabin && blockMinutes >= m.minBlockMinutes).map(toMealOption);
}

/** What each asked flight offers: business class its free meal and menu, economy its paid meals by length. */
export async function mealQuery(db: Db, query: MealQueryRequest): Promise<SegmentMeals[]> {
  const [flights, menu] = await Promise.all([flightsForSale(db, query.segments), mealMenu(db)]);
  return query.segments.map((s) => {
    const flight = flights.get(flightKey(s.flightNo, s.flightDate));
    if (!flight) throw AppError.notFound(TicketQueryMessages.flightNotFound);
    const block = Math.round((flight.arrival.getTime() - flight.departure.getTime()) / 60_000);
    return {
      flightNo: s.flightNo,
      flightDate: s.flightDate,
      cabin: s.cabin,
      included: s.cabin === 'C' ? BUSINESS_MEAL_INCLUDED : null,
      options: mealsFor(menu, s.cabin, block),
    };
  });
}

/** Adds the seeded products that are missing (by code); safe on every start. */
export const createMissingProducts = insertMissingProducts;
