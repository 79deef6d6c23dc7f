import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkEnvelope } from '@jc/shared';
import { ResultCode } from '@jc/shared/codes';
import { api } from '@/lib/api-client';
import { couponKeys } from '../lib/query-keys';

/**
 * docs/rules.md, claim coupons: a list of ids. The envelope is returned whatever its code, since
 * docs/rules.md tells 200, 101 and the others apart; only a failed call throws.
 */
export const claimCoupons = (ids: number[]) =>
  api.raw<OkEnvelope<{ claimed: number } | null>>('POST', '/v1/coupon/claim', { body: { ids } });

/**
 * Claims waiting coupons and settles the lists: on code 200 the claimed ones leave 待领取 and join
 * the account's coupons; on 101 (already claimed or none left) 待领取 is asked again. The envelope
 * is the mutation's answer, for the caller to tell the codes apart.
 */
export function useClaimCoupons(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupons,
    onSuccess: async (answer) => {
      const settled = [queryClient.invalidateQueries({ queryKey: couponKeys.waiting(token) })];
      if (answer.code === ResultCode.Ok)
        settled.push(queryClient.invalidateQueries({ queryKey: couponKeys.mineAll(token) }));
      await Promise.all(settled);
    },
  });
}
