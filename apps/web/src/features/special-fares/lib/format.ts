import { chineseDayLabel, chineseWeekday } from '@jc/shared/rules/dates';

/** 35 → '3.5折', 30 → '3折'; a full fare is '全价'. */
export function formatDiscount(percent: number): string {
  if (percent >= 100) return '全价';
  return `${Number((percent / 10).toFixed(1))}折`;
}

/** '2025-06-18' → '6月18日 周三'. */
export const fareDate = chineseDayLabel;

/** '2025-06-18' → '06-18'. */
export const shortDate = (date: string) => date.slice(5, 10);

/** '2025-06-18' → '周三'. */
export const weekday = chineseWeekday;
