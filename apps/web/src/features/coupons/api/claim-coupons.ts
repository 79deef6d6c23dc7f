import type { OkEnvelope } from '@jc/shared';
import { api } from '@/lib/api-client';

/**
 * docs/rules.md, claim coupons: a list of ids. The envelope is returned whatever its code, since
 * docs/rules.md tells 200, 101 and the others apart; only a failed call throws.
 */
export const claimCoupons = (ids: number[]) =>
  api.raw<OkEnvelope<{ claimed: number } | null>>('POST', '/v1/coupon/claim', { body: { ids } });
