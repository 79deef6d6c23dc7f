import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsableCoupon } from '@jc/shared';
import { api } from '@/lib/api-client';
import { bookingKeys } from '../lib/query-keys';
import { encodeSelection, NO_SELECTION, type UrlSelection } from '../lib/selection';

export interface UsableCoupons {
  coupons: UsableCoupon[];
  bestId: number | null;
}

/** POST /api/v2/getOrderUseableCoupons: the caller's coupons and what each takes off this order. */
export const getUsableCoupons = (sel: UrlSelection, signal?: AbortSignal) => {
  const { expectedTotal: _ignored, ...body } = sel;
  return api.data<UsableCoupons>('POST', '/v2/getOrderUseableCoupons', { body, signal });
};

export const usableCouponsQueryOptions = (sel: UrlSelection) =>
  queryOptions({
    queryKey: bookingKeys.coupons(encodeSelection(sel)),
    queryFn: ({ signal }) => getUsableCoupons(sel, signal),
  });

export const useUsableCoupons = (sel: UrlSelection | null) =>
  useQuery({
    ...usableCouponsQueryOptions(sel ?? NO_SELECTION),
    enabled: !!sel && !sel.flashSaleRouteId,
  });
