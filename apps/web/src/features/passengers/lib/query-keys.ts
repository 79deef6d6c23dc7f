import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of saved passengers: one account's data, dropped when another signs in. */
export const passengerKeys = {
  all: accountScopedRoots.passengers,
  list: (token: string | null) => [...passengerKeys.all, 'list', token] as const,
  detail: (token: string | null, id: number) => [...passengerKeys.all, 'detail', token, id] as const,
};
