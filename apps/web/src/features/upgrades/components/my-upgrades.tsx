import { Link } from 'react-router';
import { Empty, Tag } from 'antd';
import type { UpgradeStatus } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';
import { PagedRecords } from '@/components/antd/paged-records';
import { useOwnRecords } from '@/hooks/use-own-records';
import { useUpgrades } from '../api/get-upgrades';
import quoteStyles from '@/components/paid-quote.module.css';
import styles from './upgrades.module.css';

const PAGE_SIZE = 10;
const COLOR: Record<UpgradeStatus, string> = {
  QUOTED: 'blue',
  PAID: 'processing',
  DONE: 'green',
  SUPERSEDED: 'default',
  FAILED: 'red',
  EXPIRED: 'default',
};

/** 我的升舱: the account's upgrades, newest first, each with its tickets, money and state. */
export function MyUpgrades({ orderUrl }: { orderUrl: (orderNo: string) => string }) {
  const { records, pager } = useOwnRecords(useUpgrades, PAGE_SIZE);
  return (
    <PagedRecords
      records={records}
      pager={pager}
      loadingRows={6}
      errorTitle="升舱记录加载失败"
      empty={<Empty description="暂无升舱记录，可在订单详情中为未使用的经济舱客票办理升舱" />}
      className={styles.list}
      testId="my-upgrades"
      card={(u) => (
        <article key={u.upgradeNo} className={styles.card} data-testid="upgrade-row">
          <div className={styles.cardHead}>
            <strong>
              {u.flightNo} {u.flightDate}
            </strong>
            <span>{u.passengerName}</span>
            <Tag color={COLOR[u.status]}>{u.statusName}</Tag>
          </div>
          <div className={styles.cardMoney}>
            <div className={styles.muted}>补差价</div>
            <strong className={quoteStyles.amount}>{formatYuan(u.amount)}</strong>
          </div>
          <div className={styles.muted}>
            经济舱 {u.fromClass} → 公务舱 {u.toClass} · 原票号 {u.ticketNo}
            {u.newTicketNo && ` · 新票号 ${u.newTicketNo}`} · 升舱单 {u.upgradeNo} ·{' '}
            <Link to={orderUrl(u.orderNo)}>订单 {u.orderNo}</Link>
          </div>
        </article>
      )}
    />
  );
}
