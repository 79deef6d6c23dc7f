import { useState } from 'react';
import { Empty, Tabs } from 'antd';
import { ListPager } from '@/components/antd/list-pager';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { useAuthToken } from '@/hooks/use-auth-token';
import { useMyCoupons, type MyCouponStatus } from '../api/get-my-coupons';
import { CouponCard } from './coupon-card';
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

function CouponList({ status, empty, hint }: { status: MyCouponStatus; empty: string; hint: string }) {
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
  if (coupons.data.rows.length === 0)
    return (
      <Empty
        className={styles.empty}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{empty}</strong>
            <span>{hint}</span>
          </>
        }
      />
    );
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

/** 我的优惠券: 未使用 / 已使用 / 已过期, each a page of coupon cards. */
export function MyCoupons() {
  const token = useAuthToken();
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
    <Tabs
      className={styles.tabs}
      defaultActiveKey="unused"
      items={TABS.map((tab) => ({
        key: tab.key,
        label: (
          <span>
            {tab.label}
            {totals[tab.key] ? <span className={styles.count}>{totals[tab.key]}</span> : null}
          </span>
        ),
        children: <CouponList status={tab.key} empty={tab.empty} hint={tab.hint} />,
      }))}
    />
  );
}
