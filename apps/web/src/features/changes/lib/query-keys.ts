import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of the date-change feature: one account's data, dropped when another signs in. */
export const changeKeys = {
  all: accountScopedRoots.changes,
  options: (ticketNo: string, fromDate: string | null) =>
    [...changeKeys.all, 'options', ticketNo, fromDate] as const,
  detail: (changeNo: string) => [...changeKeys.all, 'detail', changeNo] as const,
};
