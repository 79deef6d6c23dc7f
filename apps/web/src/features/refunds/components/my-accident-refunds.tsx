import { Alert, Button, Skeleton, Tag } from 'antd';
import type { AccidentApplication, AccidentApplicationStatus } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';
import { chinaDateTime } from '@jc/shared/rules/dates';
import { ListEmpty } from '@/components/antd/list-empty';
import { ListPager } from '@/components/antd/list-pager';
import { useOwnRecords } from '@/hooks/use-own-records';
import { useAccidentRefunds } from '../api/get-accident-refunds';
import styles from './accident-refund.module.css';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<AccidentApplicationStatus, string> = {
  PENDING: 'gold',
  APPROVED: 'blue',
  REJECTED: 'red',
  REFUNDED: 'green',
};

/** An instant as Beijing time, 2026-11-24 10:01, whatever the browser's zone. */
const time = (iso: string) => chinaDateTime(new Date(iso)).slice(0, 16);

/** 非自愿退票: the account's applications as cards, newest first, with their state and reason. */
export function MyAccidentRefunds() {
  const { records: list, pager } = useOwnRecords(useAccidentRefunds, PAGE_SIZE);

  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.isError)
    return (
      <Alert
        type="error"
        showIcon
        message="申请记录加载失败"
        description={(list.error as Error).message}
        action={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  if (list.data.total === 0)
    return (
      <ListEmpty
        title="暂无非自愿退票申请"
        hint="航班延误、取消等非自愿情形，可在订单详情中申请退票"
        testId="accident-refund-list"
      />
    );
  return (
    <div className={styles.applications} data-testid="accident-refund-list">
      {list.data.rows.map((a) => (
        <ApplicationCard key={a.applicationNo} application={a} />
      ))}
      <ListPager align="end" {...pager} total={list.data.total} />
    </div>
  );
}

function ApplicationCard({ application: a }: { application: AccidentApplication }) {
  return (
    <article className={styles.application}>
      <header className={styles.applicationHead}>
        <strong className={styles.applicationReason}>
          {a.reasonName}
          {a.basis === 'PROOF' ? ` · 证明材料${a.proofs.length}份` : ''}
        </strong>
        <Tag color={STATUS_COLOR[a.status]} data-testid="accident-status">
          {a.statusName}
        </Tag>
      </header>
      <ul className={styles.applicationTickets}>
        {a.tickets.map((t) => (
          <li key={t.ticketNo}>
            {t.passengerName} · {t.flightNo} · {t.flightDate} · 票号 {t.ticketNo}
          </li>
        ))}
      </ul>
      {a.amount !== null && (
        <p className={styles.applicationAmount}>
          退款 <strong>{formatYuan(a.amount)}</strong>，退票费 {formatYuan(a.fee ?? 0)}
        </p>
      )}
      {a.rejectReason && <Alert type="warning" showIcon message={`拒绝原因：${a.rejectReason}`} />}
      <p className={styles.muted}>
        订单号 {a.orderNo} · 申请单号 {a.applicationNo} · 申请于 {time(a.createdAt)}
        {a.decidedAt ? ` · 审核于 ${time(a.decidedAt)}` : ''}
      </p>
    </article>
  );
}
