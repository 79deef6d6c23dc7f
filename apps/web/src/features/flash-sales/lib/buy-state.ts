import type { FlashSaleRoute } from '@jc/shared';
import type { FlashSaleState } from '@jc/shared/rules/flash-sales';

export type BuyState =
  | { kind: 'open'; label: '去抢购'; date: string }
  | { kind: 'closed'; label: '即将开抢' | '已结束' | '已抢光' | '已达限购' | '已过出行期' };

/**
 * What a route's button offers at this moment: 即将开抢 before the start, 已抢光 once the stock is
 * gone, 已达限购 when the account holds its limit, otherwise 去抢购 on the first day of the travel
 * window still ahead (today at the earliest).
 */
export function buyState(route: FlashSaleRoute, state: FlashSaleState, today: string): BuyState {
  if (state === 'upcoming') return { kind: 'closed', label: '即将开抢' };
  if (state === 'ended') return { kind: 'closed', label: '已结束' };
  if (route.soldOut) return { kind: 'closed', label: '已抢光' };
  if (route.purchased >= route.perUserLimit) return { kind: 'closed', label: '已达限购' };
  if (route.travelTo < today) return { kind: 'closed', label: '已过出行期' };
  return { kind: 'open', label: '去抢购', date: route.travelFrom < today ? today : route.travelFrom };
}
