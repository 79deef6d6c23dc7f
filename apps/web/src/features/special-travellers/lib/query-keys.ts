import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of the special traveller service: one account's data, dropped when another signs in. */
export const specialTravellerKeys = {
  all: accountScopedRoots.specialTravellers,
  list: (token: string | null, pageNum: number, pageSize: number) =>
    [...specialTravellerKeys.all, 'list', token, { pageNum, pageSize }] as const,
};
