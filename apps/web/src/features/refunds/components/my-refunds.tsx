import { Link } from 'react-router';
import { Tag } from 'antd';
import { ListEmpty } from '@/components/antd/list-empty';
import { ScrollTable } from '@/components/antd/scroll-table';
import { formatYuan } from '@jc/shared/money';
import { useOwnRecords } from '@/hooks/use-own-records';
import { useRefunds, type RefundSummary } from '../api/get-refunds';

const PAGE_SIZE = 10;

/** 我的退票: the account's refunds, newest first, each linking to its detail. */
export function MyRefunds({ detailUrl }: { detailUrl: (refundNo: string) => string }) {
  const { records: refunds, pager } = useOwnRecords(useRefunds, PAGE_SIZE);
  if (refunds.data?.total === 0)
    return (
      <ListEmpty title="暂无退票记录" hint="可在订单详情中为未使用的客票申请退票" testId="refund-empty" />
    );
  return (
    <ScrollTable<RefundSummary>
      label="我的退票"
      rowKey="refundNo"
      loading={refunds.isFetching}
      dataSource={refunds.data?.rows ?? []}
      locale={{ emptyText: '暂无退票记录' }}
      pagination={{ ...pager, total: refunds.data?.total ?? 0 }}
      columns={[
        { title: '退票单号', render: (_, r) => <Link to={detailUrl(r.refundNo)}>{r.refundNo}</Link> },
        // What a passenger looks for first, in view on a phone beside the number.
        {
          title: '状态',
          render: (_, r) => <Tag color={r.status === 'REFUNDED' ? 'green' : 'blue'}>{r.statusName}</Tag>,
        },
        { title: '退款金额', render: (_, r) => formatYuan(r.amount) },
        { title: '退票费', render: (_, r) => formatYuan(r.fee) },
        { title: '订单号', dataIndex: 'orderNo' },
      ]}
    />
  );
}
