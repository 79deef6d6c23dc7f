import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardingPass } from '@jc/shared';
import { api } from '@/lib/api-client';
import { checkInKeys } from '../lib/query-keys';

/** POST /api/v1/checkin/boardingPass: the pass of a checked-in ticket, with its QR code. */
export const getBoardingPass = (ticketNo: string, signal?: AbortSignal) =>
  api.data<BoardingPass>('POST', '/v1/checkin/boardingPass', { body: { ticketNo }, signal });

export const boardingPassOptions = (ticketNo: string) =>
  queryOptions({
    queryKey: checkInKeys.boardingPass(ticketNo),
    queryFn: ({ signal }) => getBoardingPass(ticketNo, signal),
    retry: false,
  });

export const useBoardingPass = (ticketNo: string | null) =>
  useQuery({ ...boardingPassOptions(ticketNo ?? ''), enabled: !!ticketNo });
