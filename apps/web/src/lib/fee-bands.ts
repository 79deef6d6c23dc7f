import type { FareFeeBands } from '@jc/shared';

/**
 * The refund and change fee bands by time before departure, in the order the rules define them:
 * `label` in full (the conditions page, the order detail), `short` where a fare card has little room.
 */
export const FEE_BANDS: readonly { key: keyof FareFeeBands; label: string; short: string }[] = [
  { key: 'from7Days', label: '起飞前7天（含）以上', short: '起飞前7天以上' },
  { key: 'from48Hours', label: '起飞前7天至48小时（含）', short: '7天至48小时' },
  { key: 'from4Hours', label: '起飞前48小时至4小时（含）', short: '48小时至4小时' },
  { key: 'late', label: '起飞前4小时以内及起飞后', short: '4小时内及起飞后' },
];
