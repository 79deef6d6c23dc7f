import type { PassengerType } from './fares';

/**
 * Flash sales (秒杀, docs/faq-assistant.md): when a campaign is on, and how its stock and price read.
 * Kept free of zod so the browser's countdown uses the very rule the server answers with.
 */

export const FLASH_SALE_STATES = ['upcoming', 'ongoing', 'ended'] as const;
export type FlashSaleState = (typeof FLASH_SALE_STATES)[number];

export const FLASH_SALE_STATE_LABELS: Record<FlashSaleState, string> = {
  upcoming: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};

/** Which campaigns the list call returns; without one, those ongoing and upcoming. */
export const FLASH_SALE_FILTERS = ['ongoing', 'upcoming', 'ended', 'all'] as const;
export type FlashSaleFilter = (typeof FLASH_SALE_FILTERS)[number];

/** Messages of the flash-sale calls; all are chosen. */
export const FlashSaleMessages = {
  filterInvalid: '活动状态只能是 ongoing、upcoming、ended 或 all',
  subjectIdRequired: '请选择秒杀活动',
  subjectIdInvalid: '秒杀活动编号不正确',
  subjectNotFound: '秒杀活动不存在',
} as const;

const ms = (at: Date | number | string) => (at instanceof Date ? at.getTime() : new Date(at).getTime());

/** A campaign is on from its start (inclusive) until its end (exclusive). */
export function flashSaleState(
  startsAt: Date | number | string,
  endsAt: Date | number | string,
  now: Date | number,
): FlashSaleState {
  const t = ms(now);
  if (t < ms(startsAt)) return 'upcoming';
  return t < ms(endsAt) ? 'ongoing' : 'ended';
}

/** Whether a campaign in this state is listed under the filter (no filter: ongoing and upcoming). */
export const matchesFlashSaleFilter = (state: FlashSaleState, filter?: FlashSaleFilter) =>
  filter === 'all' || (filter ? state === filter : state !== 'ended');

/** The special price as a percent of the reference price, half up, at least 1: 399 of 1980 → 20 (2折). */
export function flashSaleDiscountPercent(specialPrice: number, originalPrice: number): number {
  if (originalPrice <= 0) return 100;
  return Math.min(100, Math.max(1, Math.round((specialPrice * 100) / originalPrice)));
}

/**
 * Share of the stock sold, in whole percent, rounded down so that "100%" means sold out and a
 * single seat sold never shows as 0%.
 */
export function flashSaleSoldPercent(stockSold: number, stockTotal: number): number {
  if (stockTotal <= 0 || stockSold >= stockTotal) return 100;
  if (stockSold <= 0) return 0;
  return Math.max(1, Math.min(99, Math.floor((stockSold * 100) / stockTotal)));
}

/**
 * A flash-sale ticket's fare: the special price (an adult's one-way fare) for an adult, a hero or
 * a child, unless their own fare on the flight is lower; an infant pays its own fare (10% of Y).
 */
export function flashSaleFare(type: PassengerType, ownFare: number, specialPrice: number): number {
  return type === 'INF' ? ownFare : Math.min(ownFare, specialPrice);
}
