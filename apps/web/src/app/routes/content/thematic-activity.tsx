import { BannerPage } from '@/components/page-banner';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { ActivityCard, useActivities } from '@/features/content';
import styles from './content-page.module.css';
import listStyles from './thematic-activity.module.css';

/** /ThematicActivity: every thematic activity as a grid of picture cards. */
export function ThematicActivityRoute() {
  const { data, error, isPending, refetch } = useActivities();

  return (
    <BannerPage
      title="主题活动"
      subtitle="精选目的地与会员活动，开启一段新的旅程"
      bodyClassName={styles.body}
    >
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <PageError title="主题活动加载失败" description={error.message} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p className={styles.empty}>暂无主题活动，敬请期待</p>
      ) : (
        <ul className={listStyles.grid} data-testid="activity-list">
          {data.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} showSummary data-testid="activity-card" />
            </li>
          ))}
        </ul>
      )}
    </BannerPage>
  );
}
