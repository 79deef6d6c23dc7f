/** Money is integer fen everywhere; this brand keeps yuan floats out of sums. */
export type Fen = number & { readonly __unit?: 'fen' };

export const fen = (yuan: number): Fen => Math.round(yuan * 100);

/** ¥1,280 or ¥1,280.50: whole yuan without decimals, as Chinese fares are quoted. */
export function formatYuan(amount: Fen): string {
  const yuan = amount / 100;
  const text = Number.isInteger(yuan)
    ? yuan.toLocaleString('zh-CN')
    : yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${text}`;
}

/** Chinese domestic fares are rounded to the nearest 10 yuan (1000 fen). */
export const roundToTenYuan = (amount: number): Fen => Math.round(amount / 1000) * 1000;
