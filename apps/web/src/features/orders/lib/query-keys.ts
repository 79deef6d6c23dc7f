import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of orders: one account's data, dropped when another signs in. */
export const orderKeys = {
  all: accountScopedRoots.orders,
  list: (status: string, pageNum: number) => [...orderKeys.all, 'list', status, pageNum] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
  status: (orderNo: string) => [...orderKeys.all, 'status', orderNo] as const,
  available: (orderNo: string) => [...orderKeys.all, 'available', orderNo] as const,
  coupon: (orderNo: string) => [...orderKeys.all, 'coupon', orderNo] as const,
};
