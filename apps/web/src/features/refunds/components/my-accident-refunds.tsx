import { useState } from 'react';
import { Tag } from 'antd';
import type { AccidentApplication, AccidentApplicationStatus } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';
import { ScrollTable } from '@/components/antd/scroll-table';
import { useAuthToken } from '@/hooks/use-auth-token';
import { useAccidentRefunds } from '../api/get-accident-refunds';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<AccidentApplicationStatus, string> = {
  PENDING: 'gold',
  APPROVED: 'blue',
  REJECTED: 'red',
  REFUNDED: 'green',
};

/** 非自愿退票: the account's applications, newest first, with their state and reason. */
export function MyAccidentRefunds() {
  const token = useAuthToken();
  const [pageNum, setPageNum] = useState(1);
  const list = useAccidentRefunds(token, pageNum, PAGE_SIZE);
  return (
    <ScrollTable<AccidentApplication>
      label="非自愿退票申请"
      rowKey="applicationNo"
      loading={list.isFetching}
      dataSource={list.data?.rows ?? []}
      locale={{ emptyText: list.isError ? '申请记录加载失败，请稍后重试' : '暂无非自愿退票申请' }}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: setPageNum,
      }}
      data-testid="accident-refund-list"
      columns={[
        { title: '申请单号', dataIndex: 'applicationNo' },
        { title: '订单号', dataIndex: 'orderNo' },
        {
          title: '原因',
          render: (_, r) => (
            <>
              {r.reasonName}
              {r.basis === 'PROOF' ? `（证明材料${r.proofs.length}份）` : ''}
            </>
          ),
        },
        {
          title: '客票',
          render: (_, r) =>
            r.tickets.map((t) => `${t.passengerName} ${t.flightNo} ${t.flightDate}`).join('；'),
        },
        { title: '退款金额', render: (_, r) => (r.amount === null ? '—' : formatYuan(r.amount)) },
        {
          title: '状态',
          render: (_, r) => (
            <>
              <Tag color={STATUS_COLOR[r.status]} data-testid="accident-status">
                {r.statusName}
              </Tag>
              {r.rejectReason && <div>拒绝原因：{r.rejectReason}</div>}
            </>
          ),
        },
        { title: '申请时间', render: (_, r) => r.createdAt.slice(0, 16).replace('T', ' ') },
      ]}
    />
  );
}
