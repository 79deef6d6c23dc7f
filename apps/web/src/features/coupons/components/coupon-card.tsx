import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { Coupon } from '@jc/shared';
import { couponFace, couponFaceText, couponThreshold, isDiscount, shortTime } from '../lib/format';
import styles from './coupon-card.module.css';

const VALIDITY: Record<Coupon['status'], string> = {
  waiting: '领取截止',
  unused: '有效期至',
  used: '有效期至',
  expired: '已过期于',
};

const STAMPS: Partial<Record<Coupon['status'], string>> = { used: '已使用', expired: '已过期' };

interface CouponCardProps {
  coupon: Coupon;
  /** Tighter, for the claim dialog. */
  compact?: boolean;
  /** A button beside the validity (领取 on a waiting coupon). */
  action?: ReactNode;
}

/**
 * A coupon as airlines print them: a stub with the big amount (¥ or 折) and its threshold, a
 * perforation, then the name, validity and instruction. Used and expired ones are greyed and stamped.
 */
export function CouponCard({ coupon, compact = false, action }: CouponCardProps) {
  const face = couponFace(coupon);
  const stamp = STAMPS[coupon.status];
  const validity = (
    <p className={styles.validity}>
      {VALIDITY[coupon.status]} {shortTime(coupon.gainExpireTime)}
    </p>
  );
  return (
    <article
      className={`${styles.card} ${compact ? styles.compact : ''}`}
      data-status={coupon.status}
      data-testid="coupon-card"
      aria-label={`${coupon.couponName}，${couponFaceText(coupon)}，${couponThreshold(coupon)}`}
    >
      <div className={styles.stub}>
        <div className={styles.face}>
          {face.unit === '¥' && <span className={styles.currency}>¥</span>}
          <span className={styles.amount}>{face.value}</span>
          {face.unit === '折' && <span className={styles.discountUnit}>折</span>}
        </div>
        <div className={styles.threshold}>{couponThreshold(coupon)}</div>
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <span className={styles.kind}>{isDiscount(coupon) ? '折扣券' : '立减券'}</span>
          <h3 className={styles.name}>{coupon.couponName}</h3>
        </div>
        {action ? (
          <div className={styles.validityRow}>
            {validity}
            {action}
          </div>
        ) : (
          validity
        )}
        {coupon.instruction && (
          <Typography.Paragraph
            className={styles.instruction}
            ellipsis={{ rows: 2, expandable: 'collapsible', symbol: (open) => (open ? '收起' : '展开') }}
          >
            {coupon.instruction}
          </Typography.Paragraph>
        )}
      </div>
      {stamp && (
        <span className={styles.stamp} aria-hidden="true">
          {stamp}
        </span>
      )}
    </article>
  );
}
