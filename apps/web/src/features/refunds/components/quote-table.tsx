import { ScrollTable } from '@/components/antd/scroll-table';
import type { RefundQuoteLine } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';

/** A refund's lines: what each ticket paid, the fee, what is kept and what comes back. */
export function QuoteTable({ lines }: { lines: readonly RefundQuoteLine[] }) {
  return (
    <ScrollTable<RefundQuoteLine>
      label="退票明细"
      size="small"
      pagination={false}
      rowKey="ticketNo"
      dataSource={[...lines]}
      columns={[
        { title: '乘机人', dataIndex: 'passengerName' },
        { title: '航班', render: (_, l) => `${l.flightNo} ${l.flightDate}` },
        { title: '票号', dataIndex: 'ticketNo' },
        { title: '票价', render: (_, l) => formatYuan(l.fare) },
        { title: '退票费', render: (_, l) => `${formatYuan(l.fee)}（${l.feePercent}%）` },
        { title: '优惠券分摊（不退）', render: (_, l) => formatYuan(l.couponShare) },
        { title: '民航发展基金', render: (_, l) => formatYuan(l.developmentFund) },
        { title: '燃油附加费', render: (_, l) => formatYuan(l.fuel) },
        { title: '保险', render: (_, l) => formatYuan(l.insurance) },
        { title: '应退', render: (_, l) => <strong>{formatYuan(l.refund)}</strong> },
      ]}
    />
  );
}
