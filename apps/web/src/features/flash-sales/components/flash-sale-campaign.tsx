import { Button, Skeleton } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { FlashSaleRoute, FlashSaleSubject } from '@jc/shared';
import { FLASH_SALE_STATE_LABELS, type FlashSaleState } from '@jc/shared/rules/flash-sales';
import { formatYuan } from '@jc/shared/money';
import { useFlashSaleRoutes } from '../api/get-flash-sale-routes';
import { campaignPeriod } from '../lib/format';
import { Countdown } from './countdown';
import { FlashSaleRouteCard } from './flash-sale-route-card';
import styles from './flash-sale-campaign.module.css';

interface FlashSaleCampaignProps {
  subject: FlashSaleSubject;
  /** The campaign's state on the live clock (the server's answer may be a few seconds old). */
  state: FlashSaleState;
  /** Server time now, ms. */
  now: number;
  today: string;
  token: string | null;
  /** The count reached a start or an end: reload the campaigns and their stock. */
  onElapsed: () => void;
  onChoose: (route: FlashSaleRoute, date: string) => void;
}

/** One campaign: its picture, period and countdown, then its routes as cards, then its rules. */
export function FlashSaleCampaign({
  subject,
  state,
  now,
  today,
  token,
  onElapsed,
  onChoose,
}: FlashSaleCampaignProps) {
  const { data, isPending, isError, error, refetch } = useFlashSaleRoutes(subject.id, token);
  const ongoing = state === 'ongoing';

  return (
    <section
      className={styles.campaign}
      aria-labelledby={`flash-sale-${subject.id}`}
      data-testid="flash-sale-campaign"
      data-state={state}
    >
      <header className={`${styles.hero} ${ongoing ? styles.heroOn : ''}`}>
        <img className={styles.image} src={subject.image} alt="" loading="lazy" />
        <div className={styles.heroText}>
          <span className={`${styles.state} ${styles[state]}`}>{FLASH_SALE_STATE_LABELS[state]}</span>
          <h2 id={`flash-sale-${subject.id}`} className={styles.title}>
            {subject.title}
          </h2>
          {subject.subtitle && <p className={styles.subtitle}>{subject.subtitle}</p>}
          <p className={styles.period}>
            <ClockCircleOutlined aria-hidden="true" />
            活动时间 {campaignPeriod(subject.startTime, subject.endTime)}
          </p>
        </div>
        <div className={styles.heroSide}>
          {state !== 'ended' && (
            <Countdown
              label={ongoing ? '距结束' : '距开始'}
              target={Date.parse(ongoing ? subject.endTime : subject.startTime)}
              now={now}
              onElapsed={onElapsed}
              tone="light"
            />
          )}
          <p className={styles.summary}>
            {subject.routeCount} 条航线
            {subject.lowestPrice !== null && (
              <>
                {' '}
                · 低至 <strong>{formatYuan(subject.lowestPrice)}</strong>
              </>
            )}
          </p>
        </div>
      </header>

      {isPending ? (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: Math.min(Math.max(subject.routeCount, 1), 3) }, (_, i) => (
            <div key={i} className={styles.placeholder}>
              <Skeleton active paragraph={{ rows: 4 }} />
            </div>
          ))}
        </div>
      ) : isError ? (
        <div className={styles.routesError} role="alert">
          <span>航线加载失败：{error.message}</span>
          <Button size="small" onClick={() => void refetch()}>
            重试
          </Button>
        </div>
      ) : data.routes.length === 0 ? (
        <p className={styles.noRoutes}>该活动的秒杀航线即将公布，敬请期待</p>
      ) : (
        <div className={styles.grid}>
          {data.routes.map((route) => (
            <FlashSaleRouteCard
              key={route.id}
              route={route}
              state={state}
              today={today}
              signedIn={!!token}
              onChoose={onChoose}
            />
          ))}
        </div>
      )}

      {subject.description && (
        <p className={styles.rules}>
          <strong>活动规则：</strong>
          {subject.description}
        </p>
      )}
    </section>
  );
}
