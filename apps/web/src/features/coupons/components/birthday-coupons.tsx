import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Modal } from 'antd';
import { GiftFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ResultCode } from '@jc/shared/codes';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { paths } from '@/config/paths';
import { useMemberStatus } from '@/lib/member-status';
import { claimCoupons } from '../api/claim-coupons';
import { useWaitingCoupons } from '../api/get-waiting-coupons';
import { couponKeys } from '../lib/query-keys';
import { CouponCard } from './coupon-card';
import styles from './birthday-coupons.module.css';

/**
 * docs/rules.md, the last step of the home page's pop-up chain: a logged-in member with
 * waiting coupons (argument 0) sees them and claims them all at once. Code 200 → 领取成功 and
 * /couponManage; 101 → the msg, and the waiting list is asked again; other codes → the msg; a
 * failed call → its msg.
 */
export default function BirthdayCoupons({ token }: { token: string }) {
  const status = useMemberStatus(token);
  const user = status.data?.member ? status.data.user : null;
  const waiting = useWaitingCoupons(token, !!user);
  const [closed, setClosed] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const coupons = waiting.data ?? [];
  const open = !!user && coupons.length > 0 && !closed;
  const birthdayMonth =
    !!user?.birthday && user.birthday.slice(5, 7) === shanghaiDateOf(new Date()).slice(5, 7);

  const claim = async () => {
    setClaiming(true);
    try {
      const answer = await claimCoupons(coupons.map((coupon) => coupon.id));
      if (answer.code === ResultCode.Ok) {
        void message.success('领取成功');
        setClosed(true);
        void queryClient.invalidateQueries({ queryKey: couponKeys.all });
        void navigate(paths.couponManage.url());
      } else if (answer.code === ResultCode.CouponUnavailable) {
        void message.warning(answer.msg);
        await waiting.refetch();
      } else {
        void message.error(answer.msg);
      }
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setClaiming(false);
    }
  };

  return (
    <Modal
      open={open}
      centered
      width={520}
      title={null}
      onCancel={() => setClosed(true)}
      className={styles.dialog}
      wrapProps={{ 'data-testid': 'coupon-dialog' }}
      styles={{ container: { padding: 0, overflow: 'hidden' } }}
      footer={null}
    >
      <div className={styles.hero}>
        <span className={styles.icon} aria-hidden="true">
          <GiftFilled />
        </span>
        <h2 className={styles.title}>
          {birthdayMonth ? `生日快乐${user?.name ? `，${user.name}` : ''}！` : '会员专享礼券'}
        </h2>
        <p className={styles.subtitle}>
          {birthdayMonth ? '为您准备了生日专享礼券，' : '您有会员礼券待领取，'}共 {coupons.length} 张
        </p>
      </div>
      <div className={styles.list}>
        {coupons.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} compact />
        ))}
      </div>
      <div className={styles.footer}>
        <Button
          type="primary"
          size="large"
          block
          loading={claiming}
          onClick={claim}
          className={styles.claim}
          data-testid="coupon-claim"
        >
          一键领取
        </Button>
        <p className={styles.note}>领取后可在「个人中心 - 我的优惠券」查看与使用</p>
      </div>
    </Modal>
  );
}
