import { useState } from 'react';
import { Tabs } from 'antd';
import { ListEmpty } from '@/components/antd/list-empty';
import { ListPager } from '@/components/antd/list-pager';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { useAuthToken } from '@/hooks/use-auth-token';
import { useMyCoupons, type MyCouponStatus } from '../api/get-my-coupons';
import { useWaitingCoupons } from '../api/get-waiting-coupons';
import { CouponCard } from './coupon-card';
import { WaitingCoupons } from './waiting-coupons';
import styles from './my-coupons.module.css';

const PAGE_SIZE = 10;

const TABS: readonly { key: MyCouponStatus; label: string; empty: string; hint: string }[] = [
  { key: 'unused', label: '未使用', empty: '暂无可用的优惠券', hint: '会员生日月与精彩活动中可领取优惠券' },
  { key: 'used', label: '已使用', empty: '暂无已使用的优惠券', hint: '下单时使用的优惠券会显示在这里' },
  {
    key: 'expired',
    label: '已过期',
    empty: '暂无已过期的优惠券',
    hint: '超过有效期未使用的优惠券会显示在这里',
  },
];

interface CouponListProps {
  status: MyCouponStatus;
  empty: string;
  hint: string;
  /** 未使用 only: coupons wait above (a short note instead of the empty state), or it is not known yet. */
  waiting?: 'pending' | boolean;
}

function CouponList({ status, empty, hint, waiting = false }: CouponListProps) {
  const token = useAuthToken();
  const [pageNum, setPageNum] = useState(1);
  const coupons = useMyCoupons(token, status, pageNum, PAGE_SIZE);

  if (coupons.isPending) return <PageLoading minHeight={240} />;
  if (coupons.isError)
    return (
      <PageError
        title="优惠券加载失败"
        description={coupons.error.message}
        onRetry={() => coupons.refetch()}
      />
    );
  if (coupons.data.rows.length === 0) {
    if (waiting === 'pending') return <PageLoading minHeight={240} />;
    if (waiting)
      return (
        <p className={styles.note} data-testid="coupons-unused-note">
          领取上方「待领取」的优惠券后，即可在这里查看与使用
        </p>
      );
    return <ListEmpty title={empty} hint={hint} testId={`coupons-empty-${status}`} />;
  }
  return (
    <>
      <div className={styles.grid} data-testid={`coupons-${status}`}>
        {coupons.data.rows.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} />
        ))}
      </div>
      <ListPager
        className={styles.pagination}
        current={pageNum}
        pageSize={PAGE_SIZE}
        total={coupons.data.total}
        onChange={setPageNum}
      />
    </>
  );
}

/**
 * 我的优惠券: 待领取 on top when coupons wait for the member (the home pop-up's list, claimable
 * here too), then 未使用 / 已使用 / 已过期, each a page of coupon cards.
 */
export function MyCoupons() {
  const token = useAuthToken();
  const [tab, setTab] = useState<MyCouponStatus>('unused');
  const waiting = useWaitingCoupons(token);
  const waitingCoupons = waiting.data ?? [];
  // Counts for the tab labels: the first page of each state, shared with the lists' own queries.
  const unused = useMyCoupons(token, 'unused', 1, PAGE_SIZE);
  const used = useMyCoupons(token, 'used', 1, PAGE_SIZE);
  const expired = useMyCoupons(token, 'expired', 1, PAGE_SIZE);
  const totals: Record<MyCouponStatus, number | undefined> = {
    unused: unused.data?.total,
    used: used.data?.total,
    expired: expired.data?.total,
  };

  return (
    <>
      <WaitingCoupons token={token} coupons={waitingCoupons} onClaimed={() => setTab('unused')} />
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => setTab(key as MyCouponStatus)}
        items={TABS.map((t) => ({
          key: t.key,
          label: (
            <span>
              {t.label}
              {totals[t.key] ? <span className={styles.count}>{totals[t.key]}</span> : null}
            </span>
          ),
          children: (
            <CouponList
              status={t.key}
              empty={t.empty}
              hint={t.hint}
              {...(t.key === 'unused'
                ? { waiting: waiting.isPending && !!token ? 'pending' : waitingCoupons.length > 0 }
                : {})}
            />
          ),
        }))}
      />
    </>
  );
}
