import { MyCoupons } from '@/features/coupons';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /couponManage: 我的优惠券, unused, used and expired. */
export function CouponManageRoute() {
  useDocumentTitle('我的优惠券');
  return <MyCoupons />;
}
