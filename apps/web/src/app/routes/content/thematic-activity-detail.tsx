import { useSearchParams } from 'react-router';
import { CalendarOutlined, LeftOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/link-button';
import { PageBanner } from '@/components/page-banner';
import { paths } from '@/config/paths';
import { activityPeriod, parseId, RichContent, useActivity } from '@/features/content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ActivityBooking } from './activity-booking';
import { DetailState } from './detail-state';
import styles from './content-page.module.css';
import detailStyles from './thematic-activity-detail.module.css';

const LIST_CRUMB = { title: '主题活动', to: paths.activities.url() };

/** /ThematicActivityDetail?id: the activity's picture, dates and rich content, then the way to book its routes. */
export function ThematicActivityDetailRoute() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { data, error, isPending, refetch } = useActivity(id);
  useDocumentTitle(data?.title ?? '主题活动');

  if (id === null || isPending || error)
    return (
      <DetailState
        list={{ ...LIST_CRUMB, linkText: '查看全部活动' }}
        title="活动详情"
        noId={id === null}
        error={error}
        onRetry={() => void refetch()}
        missing={{ title: '活动不存在', description: '该活动不存在或已下线' }}
        failedTitle="活动加载失败"
      />
    );

  return (
    <>
      <PageBanner crumbs={[LIST_CRUMB, { title: data.title }]} title={data.title} subtitle={data.summary} />
      <div className={`jc-container ${styles.body}`}>
        <article className={`${styles.panel} ${styles.narrow}`} data-testid="activity-detail">
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <CalendarOutlined aria-hidden="true" />
              活动时间：{activityPeriod(data.startDate, data.endDate)}
            </span>
          </p>
          <img className={detailStyles.cover} src={data.activityImgPath} alt={data.title} />
          <RichContent html={data.content} />
          <ActivityBooking content={data.content} />
          <div className={styles.footerNav}>
            <LinkButton to={paths.activities.url()} icon={<LeftOutlined />}>
              返回活动列表
            </LinkButton>
          </div>
        </article>
      </div>
    </>
  );
}
