import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { ThunderboltFilled } from '@ant-design/icons';
import { formatYuan } from '@jc/shared/money';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { flashSaleState, type FlashSaleState } from '@jc/shared/rules/flash-sales';
import { LinkButton } from '@/components/link-button';
import { PageBanner } from '@/components/page-banner';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { FlashSaleCampaign, flashSaleKeys, useFlashSaleSubjects, useServerNow } from '@/features/flash-sales';
import { useAuthToken } from '@/hooks/use-auth-token';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FlashFlightPicker, type FlashPick } from './flash-flight-picker';
import styles from './flash-sale.module.css';

type Tab = Extract<FlashSaleState, 'ongoing' | 'upcoming'>;
const TAB_LABELS: Record<Tab, string> = { ongoing: '进行中', upcoming: '即将开始' };
const EMPTY_TAB: Record<Tab, string> = {
  ongoing: '暂无进行中的秒杀活动',
  upcoming: '暂无即将开始的秒杀活动',
};

function NoFlashSales() {
  return (
    <div className={styles.empty} data-testid="flash-sale-empty">
      <ThunderboltFilled aria-hidden="true" className={styles.emptyIcon} />
      <p className={styles.emptyTitle}>暂无秒杀活动</p>
      <p className={styles.emptyText}>新一轮秒杀即将上线，先看看每日特惠机票吧。</p>
      <LinkButton type="primary" to={{ pathname: paths.specialFares.path }}>
        查看特惠机票
      </LinkButton>
    </div>
  );
}

/**
 * /FlashSale: the flash-sale campaigns on now and to come, each with a countdown on the server's
 * clock and its routes' special prices and stock. A campaign moves from 即将开始 to 进行中 at its
 * start without a reload, and the page refetches then so the buttons open with fresh stock.
 */
export function FlashSaleRoute() {
  useDocumentTitle('限时秒杀');
  const [params, setParams] = useSearchParams();
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch } = useFlashSaleSubjects();
  const [pick, setPick] = useState<FlashPick | null>(null);
  const now = useServerNow(data?.clockOffsetMs ?? 0);
  const today = shanghaiDateOf(new Date(now));
  const onElapsed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: flashSaleKeys.all }),
    [queryClient],
  );

  const live = (data?.subjects ?? []).map((subject) => ({
    subject,
    state: flashSaleState(subject.startTime, subject.endTime, now),
  }));
  const byTab: Record<Tab, typeof live> = {
    ongoing: live.filter((c) => c.state === 'ongoing'),
    upcoming: live.filter((c) => c.state === 'upcoming'),
  };
  const asked = params.get('tab');
  const tab: Tab =
    asked === 'ongoing' || asked === 'upcoming' ? asked : byTab.ongoing.length ? 'ongoing' : 'upcoming';
  const prices = [...byTab.ongoing, ...byTab.upcoming].flatMap((c) =>
    c.subject.lowestPrice === null ? [] : [c.subject.lowestPrice],
  );
  const lowest = prices.length ? Math.min(...prices) : null;

  const panel = (key: Tab) =>
    byTab[key].length === 0 ? (
      <div className={styles.emptyTab}>
        <p>{EMPTY_TAB[key]}</p>
        {byTab[key === 'ongoing' ? 'upcoming' : 'ongoing'].length > 0 && (
          <LinkButton to={{ search: `?tab=${key === 'ongoing' ? 'upcoming' : 'ongoing'}` }} replace>
            看看{TAB_LABELS[key === 'ongoing' ? 'upcoming' : 'ongoing']}的活动
          </LinkButton>
        )}
      </div>
    ) : (
      byTab[key].map(({ subject, state }) => (
        <FlashSaleCampaign
          key={subject.id}
          subject={subject}
          state={state}
          now={now}
          today={today}
          token={token}
          onElapsed={onElapsed}
          onChoose={(route, date) => setPick({ route, date })}
        />
      ))
    );

  return (
    <>
      <PageBanner
        crumbs={[{ title: '限时秒杀' }]}
        title={
          <span className={styles.bannerTitle}>
            <ThunderboltFilled aria-hidden="true" className={styles.bolt} />
            限时秒杀
          </span>
        }
        subtitle="精选航线限量特价，准点开抢，抢完即止"
        extra={
          lowest !== null && (
            <div className={styles.lowest}>
              秒杀价低至
              <strong>{formatYuan(lowest)}</strong>
            </div>
          )
        }
      />
      <div className={`jc-container ${styles.body}`}>
        {isPending ? (
          <PageLoading />
        ) : isError ? (
          <PageError title="秒杀活动加载失败" description={error.message} onRetry={() => void refetch()} />
        ) : live.length === 0 ? (
          <NoFlashSales />
        ) : (
          <Tabs
            className={styles.tabs}
            activeKey={tab}
            onChange={(key) => setParams({ tab: key }, { replace: true })}
            size="large"
            items={(['ongoing', 'upcoming'] as const).map((key) => ({
              key,
              label: (
                <span data-testid={`flash-sale-tab-${key}`}>
                  {TAB_LABELS[key]}
                  <span className={styles.count}>{byTab[key].length}</span>
                </span>
              ),
              children: panel(key),
            }))}
          />
        )}
        <p className={styles.note}>
          秒杀价为单程成人票价，不含民航发展基金及燃油附加费；倒计时以服务器时间为准，实际价格与余票以预订时为准。
        </p>
      </div>
      <FlashFlightPicker
        pick={pick}
        onDate={(date) => setPick((p) => (p ? { ...p, date } : p))}
        onClose={() => setPick(null)}
      />
    </>
  );
}
