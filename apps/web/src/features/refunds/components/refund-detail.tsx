import { Descriptions, Skeleton, Steps } from 'antd';
import { Link } from 'react-router';
import { formatYuan } from '@jc/shared/money';
import { chinaDateTime } from '@jc/shared/rules/dates';
import { useAuthToken } from '@/hooks/use-auth-token';
import { PageError } from '@/components/page-error';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { isRefundNo, useRefund } from '../api/get-refund';
import { QuoteTable } from './quote-table';

/** One refund: its progress (提交申请 → 退款中 → 已退款), amounts and lines. */
export function RefundDetailView({ refundNo }: { refundNo: string }) {
  const token = useAuthToken();
  const refund = useRefund(token, refundNo);
  const back = <Link to={paths.refunds.url()}>返回我的退票</Link>;
  if (!isRefundNo(refundNo)) return <PageError title="退票单不存在" extra={back} />;
  if (refund.isPending) return <Skeleton active />;
  if (refund.isError)
    return (
      <QueryError
        query={refund}
        title={
          refund.error instanceof ApiError && refund.error.status === 404
            ? '退票单不存在'
            : '退票详情加载失败'
        }
        extra={back}
      />
    );
  const r = refund.data;
  const reached = r.steps.filter((s) => s.at).length;
  return (
    <>
      <Steps
        current={reached - 1}
        // Refunded: the last step is done, not in progress.
        status={reached === r.steps.length ? 'finish' : 'process'}
        items={r.steps.map((s) => ({
          title: s.name,
          description: s.at ? chinaDateTime(new Date(s.at)) : undefined,
        }))}
        style={{ marginBottom: 24 }}
      />
      <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="退票单号">{r.refundNo}</Descriptions.Item>
        <Descriptions.Item label="订单号">{r.orderNo}</Descriptions.Item>
        <Descriptions.Item label="退款金额">{formatYuan(r.amount)}</Descriptions.Item>
        <Descriptions.Item label="退票费">{formatYuan(r.fee)}</Descriptions.Item>
        <Descriptions.Item label="状态">{r.statusName}</Descriptions.Item>
        <Descriptions.Item label="退款方式">原路退回</Descriptions.Item>
      </Descriptions>
      <QuoteTable lines={r.lines} />
    </>
  );
}
