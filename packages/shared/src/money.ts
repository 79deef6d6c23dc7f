/** Money is integer fen everywhere; this brand keeps yuan floats out of sums. */
export type Fen = number & { readonly __unit?: 'fen' };

export const fen = (yuan: number): Fen => Math.round(yuan * 100);

/**
 * ¥1,280 or ¥1,280.50: whole yuan without decimals, as Chinese fares are quoted. Written out by
 * hand, as zh-CN's number format would give it: the browser's locale formatter loads its locale
 * data on first use, some 75 ms on a phone while the home page's fares first draw.
 */
export function formatYuan(amount: Fen): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(Math.round(amount));
  const yuan = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = whole % 100;
  return `${sign}¥${yuan}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** Chinese domestic fares are rounded to the nearest 10 yuan (1000 fen). */
export const roundToTenYuan = (amount: number): Fen => Math.round(amount / 1000) * 1000;
