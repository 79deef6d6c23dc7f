import { describe, expect, it } from 'vitest';
import { orderStatusName } from './orders';

describe('orderStatusName', () => {
  it('names a ticketed order 已退票 only when every standing ticket was refunded', () => {
    expect(orderStatusName('TICKETED', ['REFUNDED', 'REFUNDED'])).toBe('已退票');
    // A ticket replaced by a change or an upgrade counts through the one that replaced it.
    expect(orderStatusName('TICKETED', ['CHANGED', 'REFUNDED'])).toBe('已退票');
    expect(orderStatusName('TICKETED', ['UPGRADED', 'OPEN'])).toBe('已出票');
    expect(orderStatusName('TICKETED', ['REFUNDED', 'REFUNDING'])).toBe('已出票');
    expect(orderStatusName('TICKETED', ['REFUNDED', 'USED'])).toBe('已出票');
    expect(orderStatusName('TICKETED', [])).toBe('已出票');
    expect(orderStatusName('CANCELLED', ['VOID'])).toBe('已取消');
    expect(orderStatusName('PENDING_PAYMENT', ['HELD'])).toBe('待支付');
  });
});
