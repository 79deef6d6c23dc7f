import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';

describe('formatYuan', () => {
  it('writes whole yuan without decimals and cents with two', () => {
    expect(formatYuan(0)).toBe('¥0');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(128000)).toBe('¥1,280');
    expect(formatYuan(128050)).toBe('¥1,280.50');
    expect(formatYuan(100000000)).toBe('¥1,000,000');
    expect(formatYuan(-5000)).toBe('-¥50');
  });

  it("reads as zh-CN's number format for any amount", () => {
    const zh = (amount: number) => {
      const yuan = amount / 100;
      const text = Number.isInteger(yuan)
        ? yuan.toLocaleString('zh-CN')
        : yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `¥${text}`;
    };
    for (let amount = 0; amount < 2e9; amount = amount * 3 + 7) expect(formatYuan(amount)).toBe(zh(amount));
  });
});
