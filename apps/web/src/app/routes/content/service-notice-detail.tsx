import { useSearchParams } from 'react-router';
import { CalendarOutlined, LeftOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/link-button';
import { PageBanner } from '@/components/page-banner';
import { paths } from '@/config/paths';
import { noticeDate, parseId, RichContent, useNotice } from '@/features/content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DetailState } from './detail-state';
import styles from './content-page.module.css';
import detailStyles from './service-notice-detail.module.css';

const LIST_CRUMB = { title: '服务公告', to: paths.serviceNotices.url() };

/** /ServiceNoticeDetail?id: one notice's title, date and content. */
export function ServiceNoticeDetailRoute() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { data, error, isPending, refetch } = useNotice(id);
  useDocumentTitle(data?.noticeTitle ?? '服务公告');

  if (id === null || isPending || error)
    return (
      <DetailState
        list={{ ...LIST_CRUMB, linkText: '查看全部公告' }}
        title="公告详情"
        noId={id === null}
        error={error}
        onRetry={() => void refetch()}
        missing={{ title: '公告不存在', description: '该公告不存在或已撤下' }}
        failedTitle="公告加载失败"
      />
    );

  return (
    <>
      <PageBanner crumbs={[LIST_CRUMB, { title: '公告详情' }]} title="公告详情" />
      <div className={`jc-container ${styles.body}`}>
        <article className={`${styles.panel} ${styles.narrow}`} data-testid="notice-detail">
          <h2 className={detailStyles.title}>{data.noticeTitle}</h2>
          <p className={`${styles.meta} ${detailStyles.meta}`}>
            <span className={styles.metaItem}>
              <CalendarOutlined aria-hidden="true" />
              发布时间：<time dateTime={noticeDate(data.createTime)}>{data.createTime.slice(0, 16)}</time>
            </span>
          </p>
          <RichContent html={data.content} />
          <div className={styles.footerNav}>
            <LinkButton to={paths.serviceNotices.url()} icon={<LeftOutlined />}>
              返回公告列表
            </LinkButton>
          </div>
        </article>
      </div>
    </>
  );
}
