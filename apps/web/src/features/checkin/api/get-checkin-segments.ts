import { queryOptions } from '@tanstack/react-query';
import type { CheckInSegment } from '@jc/shared';
import type { CheckInForm } from '@jc/shared/rules/checkin';
import { api } from '@/lib/api-client';
import { queryWhenSet } from '@/lib/endpoint-query';
import { checkInKeys } from '../lib/query-keys';

type Segments = { items: CheckInSegment[] };

/** POST /api/v1/checkin/lookup: the passenger's segments found by the check-in form's five fields. */
export const lookUpCheckIn = (form: CheckInForm, signal?: AbortSignal) =>
  api.data<Segments>('POST', '/v1/checkin/lookup', { body: form, signal });

/** POST /api/v1/checkin/order: every passenger and segment of one of the account's orders. */
export const getOrderCheckIn = (orderNo: string, signal?: AbortSignal) =>
  api.data<Segments>('POST', '/v1/checkin/order', { body: { orderNo }, signal });

/** Where the segments come from: the form's fields or an order number. */
export type CheckInSource = { kind: 'form'; form: CheckInForm } | { kind: 'order'; orderNo: string };

export const checkInSegmentsOptions = (source: CheckInSource) =>
  queryOptions({
    queryKey: source.kind === 'form' ? checkInKeys.lookup(source.form) : checkInKeys.order(source.orderNo),
    queryFn: ({ signal }) =>
      source.kind === 'form' ? lookUpCheckIn(source.form, signal) : getOrderCheckIn(source.orderNo, signal),
    // The window opens and closes with the clock: refreshed every minute while the page is open.
    refetchInterval: 60_000,
    retry: false,
  });

export const useCheckInSegments = queryWhenSet(checkInSegmentsOptions, { kind: 'order', orderNo: '' });
