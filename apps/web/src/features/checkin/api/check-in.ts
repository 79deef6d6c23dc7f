import type { BoardingPass } from '@jc/shared';
import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { accountScopedRoots } from '@/lib/query-keys';
import { checkInKeys } from '../lib/query-keys';

export interface SeatChoice {
  ticketNo: string;
  seat: string;
}

/** POST /api/v1/checkin/confirm: one passenger's seat and boarding pass. */
export const checkIn = (choice: SeatChoice) =>
  api.data<BoardingPass>('POST', '/v1/checkin/confirm', { body: choice });

/** POST /api/v1/checkin/group: passengers of one order on one flight, all or none. */
export const groupCheckIn = (orderNo: string, seats: SeatChoice[]) =>
  api.data<{ passes: BoardingPass[] }>('POST', '/v1/checkin/group', { body: { orderNo, seats } });

/** One passenger through confirm, several through group; either way the passes. */
export const useCheckIn = invalidatingMutation(
  async ({ orderNo, seats }: { orderNo: string; seats: SeatChoice[] }) =>
    seats.length === 1 ? [await checkIn(seats[0]!)] : (await groupCheckIn(orderNo, seats)).passes,
  [checkInKeys.all, accountScopedRoots.orders],
  { after: 'settled', wait: false },
);
