import type { CheckInForm } from '@jc/shared/rules/checkin';
import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of check-in: one account's tickets, dropped when another signs in. */
export const checkInKeys = {
  all: accountScopedRoots.checkIn,
  lookup: (form: CheckInForm) => [...checkInKeys.all, 'lookup', form] as const,
  order: (orderNo: string) => [...checkInKeys.all, 'order', orderNo] as const,
  seatMap: (ticketNo: string) => [...checkInKeys.all, 'seat-map', ticketNo] as const,
  boardingPass: (ticketNo: string) => [...checkInKeys.all, 'boarding-pass', ticketNo] as const,
};
