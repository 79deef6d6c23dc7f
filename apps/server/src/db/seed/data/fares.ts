import type { FeeBands } from '../../schema';

interface FamilySpec {
  code: string;
  name: string;
  cabin: 'C' | 'Y';
  sort: number;
  checkedBaggageKg: number;
  carryOn: string;
  refundFees: FeeBands;
  changeFees: FeeBands;
  upgradable: number;
  mileagePercent: number;
  description: string;
}

/** Fare families and their fees (docs/rules.md): the refund and change tables there, word for word. */
export const FARE_FAMILIES: FamilySpec[] = [
  {
    code: 'SAVER',
    name: '特惠经济',
    cabin: 'Y',
    sort: 1,
    checkedBaggageKg: 0,
    carryOn: '手提行李1件，不超过5公斤',
    refundFees: { from7Days: 20, from48Hours: 30, from4Hours: 50, late: 70 },
    changeFees: { from7Days: 10, from48Hours: 20, from4Hours: 30, late: 40 },
    upgradable: 0,
    mileagePercent: 25,
    description: '价格最低，不含免费托运行李，退改收费较高',
  },
  {
    code: 'STANDARD',
    name: '标准经济',
    cabin: 'Y',
    sort: 2,
    checkedBaggageKg: 20,
    carryOn: '手提行李1件，不超过7公斤',
    refundFees: { from7Days: 5, from48Hours: 10, from4Hours: 20, late: 30 },
    changeFees: { from7Days: 5, from48Hours: 10, from4Hours: 15, late: 20 },
    upgradable: 1,
    mileagePercent: 75,
    description: '含20公斤免费托运行李，退改灵活',
  },
  {
    code: 'FLEX',
    name: '全价经济',
    cabin: 'Y',
    sort: 3,
    checkedBaggageKg: 20,
    carryOn: '手提行李1件，不超过7公斤',
    refundFees: { from7Days: 0, from48Hours: 5, from4Hours: 5, late: 10 },
    changeFees: { from7Days: 0, from48Hours: 0, from4Hours: 5, late: 5 },
    upgradable: 1,
    mileagePercent: 100,
    description: '全价票，免费改期，退票费最低',
  },
  {
    code: 'BUSINESS',
    name: '公务舱',
    cabin: 'C',
    sort: 4,
    checkedBaggageKg: 30,
    carryOn: '手提行李2件，每件不超过8公斤',
    refundFees: { from7Days: 0, from48Hours: 5, from4Hours: 5, late: 10 },
    changeFees: { from7Days: 0, from48Hours: 0, from4Hours: 5, late: 5 },
    upgradable: 0,
    mileagePercent: 150,
    description: '优先值机、优先登机、贵宾休息室，宽敞座椅',
  },
];

/** Booking classes: code, cabin, percent of the full fare, family, nested limit as percent of the cabin. */
export const BOOKING_CLASSES: ReadonlyArray<
  readonly [code: string, cabin: 'C' | 'Y', percent: number, family: string, limitPercent: number]
> = [
  ['J', 'C', 100, 'BUSINESS', 100],
  ['Y', 'Y', 100, 'FLEX', 100],
  ['B', 'Y', 90, 'STANDARD', 95],
  ['M', 'Y', 80, 'STANDARD', 90],
  ['H', 'Y', 70, 'STANDARD', 80],
  ['K', 'Y', 60, 'STANDARD', 70],
  ['L', 'Y', 55, 'STANDARD', 60],
  ['Q', 'Y', 50, 'SAVER', 45],
  ['X', 'Y', 45, 'SAVER', 35],
  ['U', 'Y', 40, 'SAVER', 25],
  ['E', 'Y', 35, 'SAVER', 15],
  ['T', 'Y', 30, 'SAVER', 8],
];
