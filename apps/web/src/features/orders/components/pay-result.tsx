import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { formatYuan } from '@jc/shared/money';
import { LinkButton } from '@/components/link-button';
import { PageError } from '@/components/page-error';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { orderQueryOptions } from '../api/get-order';
import card from '@/components/card.module.css';

/** Where the cashier pages come back to, and where the QR payment lands: the order's outcome. */
export function PayResult({ orderNo }: { orderNo: string }) {
  // The notification may still be on its way after the cashier redirects: poll until it lands.
  const order = useQuery({
    ...orderQueryOptions(orderNo),
    enabled: !!orderNo,
    refetchInterval: (q) =>
      q.state.data?.status === 'PENDING_PAYMENT' || q.state.data?.status === 'PAID' ? 2000 : false,
  });
  const pending = order.data?.status === 'PENDING_PAYMENT';
  if (!orderNo) return <PageError title="订单不存在" extra={<Link to={paths.orders.url()}>我的订单</Link>} />;
  if (order.isPending)
    return (
      <div className={card.card}>
        <Skeleton active />
      </div>
    );
  if (order.isError) {
    return <QueryError query={order} title="支付结果查询失败" />;
  }
  const o = order.data;
  const ok = o.status === 'PAID' || o.status === 'TICKETED';
  return (
    <section className={card.card} data-testid="pay-result">
      <Result
        status={ok ? 'success' : pending ? 'info' : 'warning'}
        title={
          ok
            ? o.status === 'TICKETED'
              ? '支付成功，已出票'
              : '支付成功，正在出票'
            : pending
              ? '暂未收到支付结果'
              : `订单${o.statusName}`
        }
        subTitle={`订单号 ${o.orderNo} · 金额 ${formatYuan(o.amount)}`}
        extra={[
          <LinkButton
            key="detail"
            type="primary"
            to={paths.orderDetail.url(o.orderNo)}
            data-testid="pay-result-detail"
          >
            查看订单
          </LinkButton>,
          pending ? (
            <Button key="refresh" onClick={() => void order.refetch()}>
              刷新支付结果
            </Button>
          ) : (
            <LinkButton key="home" to={paths.home.url()}>
              返回首页
            </LinkButton>
          ),
          pending ? (
            <LinkButton key="pay" to={paths.pay.url(o.orderNo)}>
              继续支付
            </LinkButton>
          ) : null,
        ]}
      />
    </section>
  );
}
