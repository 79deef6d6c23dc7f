import { useSearchParams } from 'react-router';
import { CalendarOutlined, LeftOutlined } from '@ant-design/icons';
import { ResultCode } from '@jc/shared/codes';
import { LinkButton } from '@/components/link-button';
import { PageBanner } from '@/components/page-banner';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { noticeDate, parseId, RichContent, useNotice } from '@/features/content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { NotFoundState } from './not-found-state';
import styles from './content-page.module.css';
import detailStyles from './service-notice-detail.module.css';

const LIST_CRUMB = { title: '服务公告', to: paths.serviceNotices.url() };

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.code === ResultCode.NotFound || error.code === ResultCode.BadRequest);

/** /ServiceNoticeDetail?id: one notice's title, date and content. */
export function ServiceNoticeDetailRoute() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { data, error, isPending, refetch } = useNotice(id);
  useDocumentTitle(data?.noticeTitle ?? '服务公告');

  if (id === null || (error && isNotFound(error)) || isPending || error) {
    const notFound = id === null || (error && isNotFound(error));
    return (
      <>
        <PageBanner crumbs={[LIST_CRUMB, { title: '公告详情' }]} title="公告详情" />
        <div className="jc-container">
          {notFound ? (
            <NotFoundState
              title="公告不存在"
              description={error?.message ?? '该公告不存在或已撤下'}
              listTo={paths.serviceNotices.url()}
              listText="查看全部公告"
            />
          ) : error ? (
            <PageError title="公告加载失败" description={error.message} onRetry={() => void refetch()} />
          ) : (
            <PageLoading />
          )}
        </div>
      </>
    );
  }

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
