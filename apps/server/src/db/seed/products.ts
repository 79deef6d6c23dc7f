import type { Db } from '../client';
import { createMissingProducts } from '../../modules/booking/products.service';
import { INSURANCE_PRODUCTS } from './data/insurance';
import { MEAL_OPTIONS } from './data/meals';

/** Adds the insurance products and meals that are missing (by code); safe to call on every start. */
export const seedProducts = (db: Db) => createMissingProducts(db, INSURANCE_PRODUCTS, MEAL_OPTIONS);
