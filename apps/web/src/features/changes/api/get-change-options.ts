import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeOptions } from '@jc/shared';
import { addCalendarDays } from '@jc/shared/rules/dates';
import { api } from '@/lib/api-client';
import { changeKeys } from '../lib/query-keys';

/**
 * POST /api/v2/order/change/options: the flights of the ticket's route on 7 days (from `fromDate`,
 * else ±3 days of its flight), each with what the change costs now.
 */
export const getChangeOptions = (ticketNo: string, fromDate: string | null, signal?: AbortSignal) =>
  api.data<ChangeOptions>('POST', '/v2/order/change/options', {
    body: fromDate ? { ticketNo, fromDate, toDate: addCalendarDays(fromDate, 6) } : { ticketNo },
    signal,
  });

export const changeOptionsQueryOptions = (ticketNo: string, fromDate: string | null) =>
  queryOptions({
    queryKey: changeKeys.options(ticketNo, fromDate),
    queryFn: ({ signal }) => getChangeOptions(ticketNo, fromDate, signal),
  });

export const useChangeOptions = (ticketNo: string | null, fromDate: string | null) =>
  useQuery({
    ...changeOptionsQueryOptions(ticketNo ?? '', fromDate),
    enabled: !!ticketNo,
    placeholderData: keepPreviousData,
  });
