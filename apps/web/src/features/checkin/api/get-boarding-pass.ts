import type { BoardingPass } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery, queryWhenSet } from '@/lib/endpoint-query';
import { checkInKeys } from '../lib/query-keys';

/** POST /api/v1/checkin/boardingPass: the pass of a checked-in ticket, with its QR code. */
export const getBoardingPass = (ticketNo: string, signal?: AbortSignal) =>
  api.data<BoardingPass>('POST', '/v1/checkin/boardingPass', { body: { ticketNo }, signal });

export const boardingPassOptions = keyedQuery(checkInKeys.boardingPass, getBoardingPass, { retry: false });

export const useBoardingPass = queryWhenSet(boardingPassOptions, '');
