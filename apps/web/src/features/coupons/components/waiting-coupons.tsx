import { App, Button } from 'antd';
import { GiftFilled } from '@ant-design/icons';
import type { Coupon } from '@jc/shared';
import { ResultCode } from '@jc/shared/codes';
import { useClaimCoupons } from '../api/claim-coupons';
import { CouponCard } from './coupon-card';
import styles from './my-coupons.module.css';

/**
 * 待领取 at the top of 我的优惠券: the coupons waiting for the member (birthday, new-member…),
 * the same ones the home page offers in its pop-up, each with its own 领取. Code 200 → the msg,
 * and the coupon moves to 未使用 (`onClaimed`); 101 → the msg, and the waiting list is asked
 * again; other codes and a failed call → their msg. Nothing shows while nothing waits; it stays
 * mounted then, so that the claim that emptied the list still reports.
 */
export function WaitingCoupons({
  token,
  coupons,
  onClaimed,
}: {
  token: string | null;
  coupons: readonly Coupon[];
  onClaimed: () => void;
}) {
  const claim = useClaimCoupons(token);
  const { message } = App.useApp();
  const claimingId = claim.isPending ? claim.variables[0] : null;

  const claimOne = (coupon: Coupon) =>
    claim.mutate([coupon.id], {
      onSuccess: (answer) => {
        if (answer.code === ResultCode.Ok) {
          void message.success(answer.msg);
          onClaimed();
        } else if (answer.code === ResultCode.CouponUnavailable) void message.warning(answer.msg);
        else void message.error(answer.msg);
      },
      onError: (error) => void message.error(error.message),
    });

  if (coupons.length === 0) return null;
  return (
    <section className={styles.waiting} aria-labelledby="waiting-coupons-title" data-testid="coupons-waiting">
      <header className={styles.waitingHead}>
        <h2 id="waiting-coupons-title" className={styles.waitingTitle}>
          <GiftFilled aria-hidden="true" className={styles.waitingIcon} />
          待领取
          <span className={styles.count}>{coupons.length}</span>
        </h2>
        <p className={styles.waitingHint}>领取后即可在「未使用」中查看，下单时使用</p>
      </header>
      <div className={styles.grid}>
        {coupons.map((coupon) => (
          <CouponCard
            key={coupon.id}
            coupon={coupon}
            action={
              <Button
                type="primary"
                size="small"
                className={styles.claim}
                // Its name reads 领取 and the coupon's name: no space put between the two characters.
                autoInsertSpace={false}
                loading={claimingId === coupon.id}
                disabled={claimingId !== null && claimingId !== coupon.id}
                onClick={() => claimOne(coupon)}
                aria-label={`领取${coupon.couponName}`}
                data-testid="coupon-claim-one"
              >
                领取
              </Button>
            }
          />
        ))}
      </div>
    </section>
  );
}
