import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of the booking page (priced for one account: coupons). */
export const bookingKeys = {
  all: accountScopedRoots.booking,
  apply: (sel: string) => [...bookingKeys.all, 'apply', sel] as const,
  insurance: () => [...bookingKeys.all, 'insurance'] as const,
  meals: (segments: string) => [...bookingKeys.all, 'meals', segments] as const,
  coupons: (sel: string) => [...bookingKeys.all, 'coupons', sel] as const,
};
