import { CABIN_NAMES, type FareFamilyRules } from '@jc/shared';
import type { fareFamilies } from '../../db/schema';

/** A fare family's conditions as the search and the booking page show them. */
export function toFareFamilyRules(f: typeof fareFamilies.$inferSelect): FareFamilyRules {
  return {
    code: f.code,
    name: f.name,
    cabin: f.cabin,
    cabinName: CABIN_NAMES[f.cabin],
    sort: f.sort,
    checkedBaggageKg: f.checkedBaggageKg,
    carryOn: f.carryOn,
    refundFees: f.refundFees,
    changeFees: f.changeFees,
    upgradable: f.upgradable === 1,
    mileagePercent: f.mileagePercent,
    description: f.description,
  };
}
