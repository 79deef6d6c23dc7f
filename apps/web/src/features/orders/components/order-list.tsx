import { useSearchParams } from 'react-router';
import { Empty, Skeleton, Tabs, Tag } from 'antd';
import { ListPager } from '@/components/antd/list-pager';
import { formatYuan } from '@jc/shared/money';
import { ORDER_STATUSES, type OrderStatus } from '@jc/shared/rules/orders';
import { LinkButton } from '@/components/link-button';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';

import { ORDER_PAGE_SIZE, useOrders } from '../api/list-orders';
import { statusColor } from '../lib/labels';
import styles from './orders.module.css';

const TABS: { key: string; label: string }[] = [
  { key: 'ALL', label: '全部' },
  { key: 'PENDING_PAYMENT', label: '待支付' },
  { key: 'PAID', label: '已支付' },
  { key: 'TICKETED', label: '已出票' },
  { key: 'CANCELLED', label: '已取消' },
];

/** 我的订单: tabs by state, a page of orders each; the tab and page ride in the URL. */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('status') ?? 'ALL';
  const status = (ORDER_STATUSES as readonly string[]).includes(tab) ? (tab as OrderStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(status, page);

  const go = (next: { status?: string; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.status ?? tab;
    if (s !== 'ALL') p.set('status', s);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };

  return (
    <div className={styles.list} data-testid="order-list">
      {/* A narrow gutter keeps all five tabs on a phone's width: no overflow menu inside the tab list. */}
      <Tabs
        activeKey={status ?? 'ALL'}
        items={TABS}
        tabBarGutter={20}
        onChange={(k) => go({ status: k, page: 1 })}
      />
      {orders.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : orders.isError ? (
        <QueryError query={orders} title="订单加载失败" />
      ) : orders.data.rows.length === 0 ? (
        <Empty
          description={status ? `暂无${TABS.find((t) => t.key === status)?.label}订单` : '您还没有订单'}
          data-testid="order-empty"
        >
          <LinkButton type="primary" to={paths.home.url()}>
            去预订机票
          </LinkButton>
        </Empty>
      ) : (
        <>
          {orders.data.rows.map((o) => (
            <article key={o.orderNo} className={styles.orderCard} data-testid="order-card">
              <header className={styles.orderHead}>
                <span className={styles.muted}>订单号 {o.orderNo}</span>
                <span className={styles.muted}>下单时间 {o.createdAt.slice(0, 16).replace('T', ' ')}</span>
                <Tag color={statusColor(o)} className={styles.statusTag}>
                  {o.statusName}
                </Tag>
              </header>
              <div className={styles.orderBody}>
                <div className={styles.orderSegs}>
                  {o.segments.map((s, i) => (
                    <div key={i} className={styles.orderSeg}>
                      <strong>
                        {s.depCityName} → {s.arrCityName}
                      </strong>
                      <span className={styles.muted}>
                        {s.flightNo} · {s.departure}
                      </span>
                    </div>
                  ))}
                  <span className={styles.muted}>乘机人：{o.passengerNames.join('、')}</span>
                </div>
                <div className={styles.orderSide}>
                  <strong className={styles.amount}>{formatYuan(o.amount)}</strong>
                  <LinkButton
                    size="small"
                    to={paths.orderDetail.url(o.orderNo)}
                    data-testid="order-detail-link"
                  >
                    订单详情
                  </LinkButton>
                  {o.status === 'PENDING_PAYMENT' && (
                    <LinkButton size="small" type="primary" to={paths.pay.url(o.orderNo)}>
                      去支付
                    </LinkButton>
                  )}
                </div>
              </div>
            </article>
          ))}
          <ListPager
            className={styles.pager}
            current={page}
            pageSize={ORDER_PAGE_SIZE}
            total={orders.data.total}
            onChange={(p) => go({ page: p })}
          />
        </>
      )}
    </div>
  );
}
